import { createHmac, randomInt } from 'node:crypto';
import type { ChannelTestResult, OtpLanguage } from '@console/contracts/schemas/settings-otp';
import type { Queryable } from '../../../db/database';
import type { smsSendingDetails, smtpSendingDetails } from './channels';
import { otpMessage } from './setting';

/*
 * Sending a one-time code through a channel, for real: mail through nodemailer to the channel's SMTP server, SMS
 * as an HTTP POST to the channel's API, signed with its secret key. A development or test server's demo channels
 * point at its own sinks (`sinks/`). What was delivered is written as an OTP record (users area's list).
 */

const TIMEOUT_MS = 10_000;

/** A new six-digit code. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface PreparedSend {
  code: string;
  recipient: string;
  subject: string;
  text: string;
}

export async function prepareSend(db: Queryable, language: OtpLanguage, recipient: string, kind: 'mail' | 'sms'): Promise<PreparedSend> {
  const code = newOtpCode();
  const message = await otpMessage(db, language, code);
  return kind === 'mail'
    ? { code, recipient, subject: message.emailSubject, text: message.emailContent }
    : { code, recipient, subject: '', text: message.smsContent };
}

type Outcome = Omit<ChannelTestResult, 'otpRecordId' | 'recipient'>;
const since = (start: number) => Math.max(0, Math.round(performance.now() - start));

export async function sendMail(channel: Awaited<ReturnType<typeof smtpSendingDetails>>, send: PreparedSend): Promise<Outcome> {
  const start = performance.now();
  if (channel.password === null) {
    return { delivered: false, detail: 'The stored password cannot be read (the secret key changed): enter it again', durationMs: 0 };
  }
  const nodemailer = (await import('nodemailer')).default; // loaded by the first mail sent, not by every start
  const transport = nodemailer.createTransport({
    host: channel.host,
    port: channel.port,
    // Port 465 speaks TLS from the start; the others upgrade with STARTTLS when the server offers it.
    secure: channel.port === 465,
    auth: { user: channel.username, pass: channel.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: { name: channel.name, address: channel.sender },
      to: send.recipient,
      subject: send.subject,
      text: send.text,
    });
    return { delivered: true, detail: String(info.response ?? 'accepted'), durationMs: since(start) };
  } catch (error) {
    return { delivered: false, detail: (error as Error).message, durationMs: since(start) };
  } finally {
    transport.close();
  }
}

/** The signature an SMS request carries: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` keyed with the secret key. */
export const smsSignature = (secretKey: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secretKey).update(`${timestamp}.${body}`).digest('hex')}`;

export async function sendSms(channel: Awaited<ReturnType<typeof smsSendingDetails>>, send: PreparedSend, now: Date): Promise<Outcome> {
  const start = performance.now();
  if (channel.secretKey === null) {
    return { delivered: false, detail: 'The stored secret key cannot be read (the secret key changed): enter it again', durationMs: 0 };
  }
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const fields = {
    appId: channel.appId,
    publicKey: channel.publicKey,
    templateId: channel.templateId,
    to: send.recipient,
    content: send.text,
    timestamp,
  };
  const body = channel.contentType === 'application/json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  try {
    const answer = await fetch(channel.url, {
      method: 'POST',
      headers: {
        'content-type': channel.contentType,
        'x-sms-timestamp': timestamp,
        'x-sms-signature': smsSignature(channel.secretKey, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await answer.text().catch(() => '')).slice(0, 300);
    return { delivered: answer.ok, detail: `HTTP ${answer.status}${text ? `: ${text}` : ''}`, durationMs: since(start) };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return { delivered: false, detail: cause?.message ?? (error as Error).message, durationMs: since(start) };
  }
}

/** The OTP record of a delivered code (the users area lists them). */
export async function recordOtp(db: Queryable, kind: 'mail' | 'sms', send: PreparedSend, ip: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'insert into otp_records (code, email, mobile_number, ip, create_date) values ($1, $2, $3, $4, $5) returning id::text as id',
    [send.code, kind === 'mail' ? send.recipient : null, kind === 'sms' ? send.recipient : null, ip, now],
  );
  return Number(rows[0].id);
}
