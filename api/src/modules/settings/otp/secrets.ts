import { ApiError } from '../../../http/errors';
import { maskSecret, openSecret, SecretKeyMissing, sealSecret, secretKey } from '../../../secrets/secret-box';

/*
 * The OTP secrets (reCAPTCHA secret, SMTP passwords, SMS secret keys) are sealed with the console's secret key as
 * the third-party wallet secrets are (`api/src/secrets/secret-box.ts`: AES-256-GCM, bound to their column).
 */

/** The key that seals them; a missing one (production without CONSOLE_SECRET_KEY) is a 503 saying so, not a 500. */
export function otpSecretKey(production: boolean): Buffer {
  try {
    return secretKey(production);
  } catch (error) {
    if (error instanceof SecretKeyMissing) throw new ApiError(503, error.message);
    throw error;
  }
}

export const sealFor = (column: string, plain: string, production: boolean) => sealSecret(plain, column, otpSecretKey(production));

/** The stored secret in clear, or null when it cannot be read (another key): sending then says so. */
export const openFor = (column: string, stored: string, production: boolean) => openSecret(stored, column, otpSecretKey(production));

/** How a stored secret is answered: configured, and `••••` with its last 4 characters when it is long enough. */
export function maskedFor(column: string, stored: string, production: boolean) {
  return { configured: true, masked: maskSecret(openFor(column, stored, production)) };
}

/** How a version keeps a stored secret: its row in `otp_secrets` and its mask (`#12 ••••abcd`), never the secret. */
export const secretReference = (id: string | number, masked: string) => `#${id} ${masked}`;
/** The `otp_secrets` row a version's reference names (null when the value is no reference). */
export const referencedId = (value: unknown): number | null => {
  const match = typeof value === 'string' ? /^#(\d+) /.exec(value) : null;
  return match ? Number(match[1]) : null;
};
