import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../http/context';
import type { PeriodicTask } from '../../../core/jobs/queue';
import { sendPayout } from './payouts';
import { payoutProvider, payoutProviderName } from './provider';
import { callbackUrl } from './routes';

/**
 * Payouts whose submission got no clear answer (a timeout, a provider error, the API stopped mid-call) are
 * recorded as submitted without the provider's id: the provider may or may not have them. They are sent
 * again with the same idempotency key, which a provider pays at most once: one it has answers with its id
 * (kept, and its webhook settles the payout as usual), one it never got is made now, one it refuses goes
 * back to review with nothing paid. A payout is tried again only after `RETRY_AFTER_MS` since its last
 * attempt (claimed by moving its update date, so instances do not send it twice at once); it stays
 * submitted, and visible as paying out, until the provider answers.
 */
export const RETRY_AFTER_MS = 2 * 60_000;
const BATCH = 20;

/** Sends the payouts due again; answers the withdrawals whose payouts it sent and those the provider acknowledged. */
export async function resubmitUnacknowledgedPayouts(
  services: AppServices,
  callback: string,
): Promise<{ sent: number[]; acknowledged: number[] }> {
  const name = payoutProviderName(services.production);
  if (!name) return { sent: [], acknowledged: [] };
  const now = new Date(services.clock());
  const { rows } = await services.db.query<{
    id: number | string;
    withdrawal_id: number | string;
    idempotency_key: string;
    coin_code: string;
    chain: string | null;
    address: string;
    amount: string;
  }>(
    `update payouts set update_date = $1
     where id in (select id from payouts where status = 'submitted' and external_id is null and provider = $2 and update_date <= $3
                  order by id limit $4 for update skip locked)
     returning id, withdrawal_id, idempotency_key, coin_code, chain, address, amount::text as amount`,
    [now, name, new Date(now.getTime() - RETRY_AFTER_MS), BATCH],
  );
  if (!rows.length) return { sent: [], acknowledged: [] };
  const provider = payoutProvider(services);
  const acknowledged: number[] = [];
  for (const p of rows) {
    try {
      await sendPayout(
        services.db,
        provider,
        {
          payoutId: Number(p.id),
          request: {
            idempotencyKey: p.idempotency_key,
            withdrawalId: Number(p.withdrawal_id),
            coin: p.coin_code,
            chain: p.chain,
            address: p.address,
            amount: p.amount,
            callbackUrl: callback,
          },
        },
        () => new Date(services.clock()),
      );
      acknowledged.push(Number(p.withdrawal_id));
    } catch {
      // Refused (back to review) or still unknown (tried again later): `sendPayout` has recorded which.
    }
  }
  return { sent: rows.map((p) => Number(p.withdrawal_id)), acknowledged };
}

/** Every minute, on every instance (each claims its own payouts). */
export const payoutReconcileTask = (app: FastifyInstance, services: AppServices): PeriodicTask => ({
  name: 'payout-reconcile',
  everyMs: 60_000,
  run: async () => {
    // Until the server listens there is no address the provider could call back.
    if (!process.env.PAYOUT_WEBHOOK_URL && !app.server.listening) return;
    await resubmitUnacknowledgedPayouts(services, callbackUrl(app.server));
  },
});
