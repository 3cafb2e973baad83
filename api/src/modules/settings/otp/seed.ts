import type { Queryable } from '../../../db/database';
import { maskSecret } from '../../../secrets/secret-box';
import { SMS_SECRET, SMTP_PASSWORD } from './channels';
import { sealFor } from './secrets';
import { demoSinkAddresses } from './sinks/running';

/** Seals a demo secret into `otp_secrets` as a saved one would be; answers its id. */
async function storedSecret(tx: Queryable, sealedFor: string, plain: string, created: Date): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into otp_secrets (sealed, masked, create_date) values ($1, $2, $3) returning id::text as id',
    [sealFor(sealedFor, plain, false), maskSecret(plain), created],
  );
  return rows[0].id;
}

/**
 * The demo data's channels: a mail and an SMS channel on, pointing at the development server's own sinks (their
 * default ports; see `sinks/running.ts`), and a second mail channel off (a provider's address, as an example).
 * Their secrets are sealed with the development key like any secret saved later.
 */
export async function seedOtpChannels(tx: Queryable, now: Date): Promise<void> {
  const { mailPort, smsUrl } = demoSinkAddresses();
  const created = new Date(now.getTime() - 20 * 86_400_000);
  const sinkPassword = await storedSecret(tx, SMTP_PASSWORD, 'demo-sink-password-2026', created);
  const providerPassword = await storedSecret(tx, SMTP_PASSWORD, 'provider-password-2026', created);
  await tx.query(
    `insert into otp_smtp_channels (channel_name, smtp_host, smtp_port, smtp_username, password_secret_id, sender_email, activation, create_date, update_date)
     values ('Development mail sink', '127.0.0.1', $1, 'console', $2, 'no-reply@platform.example.com', 1, $4, $4),
            ('Backup provider', 'smtp.mail-provider.example.com', 587, 'platform-otp', $3, 'otp@platform.example.com', 0, $4, $4)`,
    [mailPort, sinkPassword, providerPassword, created],
  );
  await tx.query(
    `insert into otp_sms_channels (channel_name, api_url, public_key, secret_key_id, template_id, app_id, content_type, activation, create_date, update_date)
     values ('Development SMS sink', $1, 'demo-public-key', $2, 'OTP_CODE', 'console-demo', 'application/json', 1, $3, $3)`,
    [smsUrl, await storedSecret(tx, SMS_SECRET, 'demo-sms-secret-key-2026', created), created],
  );
}
