import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-secret';

/**
 * A local stand-in for a wallet service's payout API, run by the project in development and tests. It
 * is a real HTTP service on its own port (127.0.0.1, `PAYOUT_SIMULATOR_PORT`, default any free port):
 *
 *   POST /payouts  `{ idempotencyKey, withdrawalId, coin, chain, address, amount, callbackUrl }`
 *                  → 200 `{ externalId }`; the same idempotencyKey again answers the same payout.
 *
 * After `PAYOUT_SIMULATOR_DELAY_MS` (default 2000) it calls `callbackUrl` with a signed webhook event:
 * - an address starting with `FAIL` (any case) fails (`payout.failed`, reason "address rejected by the chain");
 * - an address starting with `REFUSE` is refused at once (422): nothing is paid, the withdrawal goes back to review;
 * - every other payout is confirmed (`payout.confirmed`) with a made-up transaction hash.
 * Deliveries that do not get a 2xx are retried (up to 5 attempts, doubling the wait), as real providers do.
 */
export interface SimulatorOptions {
  /** The webhook secret the merchant gave the provider (here: the one of the third-party wallet settings). */
  secret: () => Promise<string | null>;
  /** Milliseconds since the epoch: the webhook timestamps follow the API's clock. */
  clock: () => number;
  delayMs?: number;
  /** First retry wait; doubled for each further attempt. */
  retryMs?: number;
  log?: (line: string) => void;
}

export interface SimulatedDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number | null;
}

interface SimulatedPayout {
  externalId: string;
  idempotencyKey: string;
  outcome: 'confirmed' | 'failed';
}

const payoutBody = z.object({
  idempotencyKey: z.string().min(1).max(200),
  withdrawalId: z.number().int().positive(),
  coin: z.string().min(1),
  chain: z.string().nullable(),
  address: z.string().min(1),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  callbackUrl: z.string().url(),
});

const MAX_ATTEMPTS = 5;

export interface PayoutSimulator {
  app: FastifyInstance;
  /** Every webhook call made, in order (tests replay them). */
  deliveries: SimulatedDelivery[];
  /** Resolves when every scheduled delivery has finished (delivered or given up). */
  settled(): Promise<void>;
}

export function buildPayoutSimulator(opts: SimulatorOptions): PayoutSimulator {
  const delayMs = opts.delayMs ?? Number(process.env.PAYOUT_SIMULATOR_DELAY_MS ?? 2000);
  const retryMs = opts.retryMs ?? 1000;
  const log = opts.log ?? (() => {});
  const app = Fastify({ logger: false });
  const payouts = new Map<string, SimulatedPayout>();
  const deliveries: SimulatedDelivery[] = [];
  const pending = new Set<Promise<void>>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      // Unref'd: a simulated delivery never keeps the process alive.
      setTimeout(resolve, ms).unref();
    });

  async function deliver(url: string, event: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const delivery: SimulatedDelivery = { url, headers: {}, body, status: null };
      try {
        const secret = await opts.secret();
        if (!secret) throw new Error('no webhook secret is configured');
        const timestamp = String(Math.floor(opts.clock() / 1000));
        delivery.headers = {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        };
        deliveries.push(delivery);
        const answer = await fetch(url, { method: 'POST', headers: delivery.headers, body, signal: AbortSignal.timeout(10_000) });
        delivery.status = answer.status;
        if (answer.ok) return;
        log(`payout simulator: webhook ${event.eventId} answered ${answer.status} (attempt ${attempt})`);
      } catch (error) {
        log(`payout simulator: webhook ${event.eventId} failed: ${(error as Error).message} (attempt ${attempt})`);
      }
      if (attempt < MAX_ATTEMPTS) await wait(retryMs * 2 ** (attempt - 1));
    }
  }

  function schedule(payout: SimulatedPayout, callbackUrl: string): void {
    const run = (async () => {
      await wait(delayMs);
      const confirmed = payout.outcome === 'confirmed';
      await deliver(callbackUrl, {
        eventId: randomUUID(),
        type: confirmed ? 'payout.confirmed' : 'payout.failed',
        idempotencyKey: payout.idempotencyKey,
        externalId: payout.externalId,
        txHash: confirmed ? `0x${createHash('sha256').update(payout.externalId).digest('hex')}` : null,
        reason: confirmed ? null : 'address rejected by the chain',
      });
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  app.post('/payouts', async (request, reply) => {
    const parsed = payoutBody.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    const input = parsed.data;
    const known = payouts.get(input.idempotencyKey);
    if (known) return { externalId: known.externalId };
    if (/^refuse/i.test(input.address)) return reply.status(422).send({ error: `address ${input.address} is not payable` });
    const payout: SimulatedPayout = {
      externalId: `SIM-${randomUUID()}`,
      idempotencyKey: input.idempotencyKey,
      outcome: /^fail/i.test(input.address) ? 'failed' : 'confirmed',
    };
    payouts.set(input.idempotencyKey, payout);
    schedule(payout, input.callbackUrl);
    log(`payout simulator: accepted ${payout.externalId} (${input.amount} ${input.coin} to ${input.address}), will be ${payout.outcome}`);
    return { externalId: payout.externalId };
  });

  return {
    app,
    deliveries,
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
