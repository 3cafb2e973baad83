import type { AddressInfo } from 'node:net';
import { bigIdParam } from '@console/contracts/schemas/common';
import { payoutEventOutcome, withdrawalRecordAnswer } from '@console/contracts/schemas/finance-answers';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../http/context';
import { ApiError, conflict } from '../../../http/errors';
import { route } from '../../../http/routes';
import { savedWalletSecrets } from '../third-party-wallet/settings';
import { findWithdrawal } from '../withdrawals/queries';
import { applyPayoutEvent, recordAutoPayout, type Submitted, sendPayout } from './payouts';
import { type PayoutProvider, payoutProvider, SIMULATED_PROVIDER } from './provider';
import './simulated-provider';
import { verifiedPayoutEvent } from './webhook';
import { ensureDevelopmentWebhookSecret } from './webhook-secret';

export const WEBHOOK_PATH = 'third-party/wallet/webhook';

/**
 * Where the provider reports outcomes: env `PAYOUT_WEBHOOK_URL` (the address the provider can reach,
 * e.g. behind the gateway), else this server's own listening address (development, the simulator).
 */
export function callbackUrl(server: FastifyInstance['server']): string {
  if (process.env.PAYOUT_WEBHOOK_URL) return process.env.PAYOUT_WEBHOOK_URL;
  const address = server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new ApiError(503, 'This server does not listen on a TCP port the payout provider could call back: set PAYOUT_WEBHOOK_URL');
  }
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api/${WEBHOOK_PATH}`;
}

/**
 * Refuses (409), before anything is recorded, an automatic payout that could not complete: without the
 * webhook secret the provider's outcome could never be verified (the withdrawal would stay paying out with
 * its amount held), and a provider that authenticates with the API key and secret cannot be called
 * without them. A secret is missing when it was never saved or an admin cleared it.
 */
async function assertPayoutSecrets(services: AppServices, provider: PayoutProvider, now: Date): Promise<void> {
  // The demo has no webhook secret until an admin saves one: make one so the simulator can sign.
  if (provider.name === SIMULATED_PROVIDER) await ensureDevelopmentWebhookSecret(services.db, now);
  const saved = await savedWalletSecrets(services.db);
  const fix = 'save it in the third-party wallet settings, or review the withdrawal manually';
  if (provider.needsApiCredentials && (!saved.apiKey || !saved.apiSecret)) {
    const missing = !saved.apiSecret ? 'API secret' : 'API key';
    throw conflict(`No ${missing} is set (never saved, or cleared): automatic payout cannot call the payout provider; ${fix}`);
  }
  if (!saved.webhookSecret) {
    throw conflict(`No webhook secret is set (never saved, or cleared): the payout provider's outcome could not be verified; ${fix}`);
  }
}

export function payoutRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/withdrawal/auto/review/{id}',
      name: 'Automatic payout of withdrawal',
      audit: true,
      params: bigIdParam,
      // What the afterCommit work answers: the withdrawal after the provider heard of its payout.
      response: withdrawalRecordAnswer,
      handler: async ({ params, session, services, request }) => {
        const provider = payoutProvider(services);
        await assertPayoutSecrets(services, provider, new Date(services.clock()));
        return recordAutoPayout(
          services.db,
          { id: params.id, provider: provider.name, callbackUrl: callbackUrl(request.server.server) },
          { adminId: session.adminId, account: session.account },
          new Date(services.clock()),
        );
      },
      // The payout is recorded as submitted (and logged) before the provider hears of it: a provider that
      // pays is never left without a record, and no transaction waits on the provider.
      afterCommit: {
        run: async ({ params, services }, submitted) => {
          await sendPayout(services.db, payoutProvider(services), submitted as Submitted, () => new Date(services.clock()));
          return findWithdrawal(services.db, params.id);
        },
        // What the provider answered may have changed the withdrawal (a refusal returns it to review).
        logAnswer: true,
      },
    }),
    route({
      method: 'POST',
      path: WEBHOOK_PATH,
      name: 'Payout provider webhook',
      audit: true,
      rawBody: true,
      response: payoutEventOutcome,
      preHandler: async (request) => {
        request.auditOperator = { id: null, name: 'payout provider' };
      },
      handler: async ({ request, services, now }) => {
        const event = await verifiedPayoutEvent(request, services, now);
        return applyPayoutEvent(services.db, event, now);
      },
    }),
  ];
}
