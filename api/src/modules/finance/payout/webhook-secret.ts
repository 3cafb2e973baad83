import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { openSecret, sealSecret } from '../../../secrets/secret-box';
import { secretKeyOr503 } from '../third-party-wallet/settings';

/** The name the third-party wallet settings bind the webhook secret's ciphertext to (see third-party-wallet/settings.ts). */
const WEBHOOK_SECRET_FIELD = 'third_party_wallet_settings.webhook_secret';

export const TIMESTAMP_HEADER = 'x-payout-timestamp';
export const SIGNATURE_HEADER = 'x-payout-signature';
/** A signed call older (or further ahead) than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * The decrypted webhook secret of the third-party wallet settings; null when none is saved. A saved
 * secret that no longer decrypts (the secret key changed) is a 503 asking to save it again.
 */
export async function webhookSecret(db: Queryable, production: boolean): Promise<string | null> {
  const { rows } = await db.query<{ webhook_secret_encrypted: string | null }>(
    'select webhook_secret_encrypted from third_party_wallet_settings where id = 1',
  );
  const stored = rows[0]?.webhook_secret_encrypted;
  if (!stored) return null;
  const secret = openSecret(stored, WEBHOOK_SECRET_FIELD, secretKeyOr503(production));
  if (secret === null) {
    throw new ApiError(
      503,
      'The saved webhook secret cannot be read (the secret key changed): save it again in the third-party wallet settings',
    );
  }
  return secret;
}

/**
 * Development only: gives the demo a webhook secret when none was ever saved, so the simulated provider
 * works on first start. Saved encrypted like one an admin enters; an admin's own secret is never
 * replaced, and one an admin cleared ('', not null) stays cleared.
 */
export async function ensureDevelopmentWebhookSecret(db: Queryable, now: Date): Promise<void> {
  if (await webhookSecret(db, false)) return;
  const sealed = sealSecret(randomBytes(32).toString('hex'), WEBHOOK_SECRET_FIELD, secretKeyOr503(false));
  await db.query(
    `update third_party_wallet_settings set webhook_secret_encrypted = $1, update_date = $2, updated_by = 'payout-simulator'
     where id = 1 and webhook_secret_encrypted is null`,
    [sealed, now],
  );
}

/** `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signWebhook(secret: string, timestamp: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(secret: string, timestamp: string, body: Buffer, received: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(received);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
