import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest } from '../../../http/errors';
import type { PayoutEvent } from './payouts';
import { SIGNATURE_HEADER, signatureMatches, TIMESTAMP_HEADER, WEBHOOK_TOLERANCE_SECONDS, webhookSecret } from './webhook-secret';

const unauthorised = (message: string) => new ApiError(401, message);

const payoutEvent = z.object({
  eventId: z.string().trim().min(1).max(200),
  type: z.enum(['payout.confirmed', 'payout.failed']),
  idempotencyKey: z.string().min(1).max(200),
  externalId: z.string().max(200).nullish(),
  txHash: z.string().max(200).nullish(),
  reason: z.string().max(500).nullish(),
});

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The event of a webhook call, once its signature is proven: HMAC-SHA256 with the webhook secret over
 * `${timestamp}.${raw body}`, and a timestamp within 5 minutes of now (an older call is a replay).
 * Missing, forged or stale: 401, and nothing is read from the body.
 */
export async function verifiedPayoutEvent(
  request: FastifyRequest,
  secretSource: { db: Parameters<typeof webhookSecret>[0]; production: boolean },
  now: Date,
): Promise<PayoutEvent> {
  const secret = await webhookSecret(secretSource.db, secretSource.production);
  if (!secret) {
    throw new ApiError(
      503,
      'No webhook secret is set in the third-party wallet settings (never saved, or cleared): no webhook can be verified, every call is refused',
    );
  }
  const timestamp = header(request, TIMESTAMP_HEADER);
  const signature = header(request, SIGNATURE_HEADER);
  if (!timestamp || !signature) throw unauthorised(`The webhook is not signed: ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER} are required`);
  if (!/^\d{1,12}$/.test(timestamp)) throw unauthorised(`${TIMESTAMP_HEADER} must be Unix seconds`);
  const raw = request.rawBody ?? Buffer.alloc(0);
  if (!signatureMatches(secret, timestamp, raw, signature)) throw unauthorised('The webhook signature does not match');
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (Math.abs(age) > WEBHOOK_TOLERANCE_SECONDS) {
    throw unauthorised(
      `The webhook timestamp is ${age} seconds from now (at most ${WEBHOOK_TOLERANCE_SECONDS} allowed): refused as a replay`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not valid JSON');
  }
  const parsed = payoutEvent.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(`Invalid webhook event: ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`, fields);
  }
  return parsed.data;
}
