import type { SmsChannel, SmtpChannel, smsChannelListQuery, smtpChannelListQuery } from '@console/contracts/schemas/settings-otp';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, type PageData, sortedOrder } from '../../../db/list';
import { notFound } from '../../../http/errors';
import { maskedFor, openFor } from './secrets';

/*
 * The channels one-time codes go out through (036_otp_settings.sql, 041): mail (SMTP servers) and SMS (providers'
 * HTTP APIs). Their password and secret key are sealed in `otp_secrets` (each channel points at its own), answered
 * masked, and opened only to send. Changes are versions of each kind's channels: see `channel-versions.ts`.
 */

/** What each kind's secret is sealed for (the additional data of its encryption): a secret opens only as what it was sealed for. */
export const SMTP_PASSWORD = 'otp_smtp_channels.smtp_password';
export const SMS_SECRET = 'otp_sms_channels.secret_key';

/** A channel's row with its secret: the sealed text, its mask, its id in `otp_secrets`. */
interface SecretColumns {
  /** Ids are int8: the driver gives them as text. */
  id: string;
  secret_id: string;
  sealed: string;
  masked: string;
  activation: number;
  create_date: Date;
  update_date: Date;
}

export interface SmtpRow extends SecretColumns {
  channel_name: string;
  smtp_host: string;
  smtp_port: number;
  smtp_username: string;
  sender_email: string;
}

export interface SmsRow extends SecretColumns {
  channel_name: string;
  api_url: string;
  public_key: string;
  template_id: string;
  app_id: string;
  content_type: SmsChannel['contentType'];
}

const toSmtp = (r: SmtpRow, production: boolean): SmtpChannel => ({
  channelId: Number(r.id),
  channelName: r.channel_name,
  smtpHost: r.smtp_host,
  smtpPort: r.smtp_port,
  smtpUsername: r.smtp_username,
  smtpPassword: maskedFor(SMTP_PASSWORD, r.sealed, production),
  senderEmail: r.sender_email,
  activation: r.activation,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

const toSms = (r: SmsRow, production: boolean): SmsChannel => ({
  channelId: Number(r.id),
  channelName: r.channel_name,
  apiUrl: r.api_url,
  publicKey: r.public_key,
  secretKey: maskedFor(SMS_SECRET, r.sealed, production),
  templateId: r.template_id,
  appId: r.app_id,
  contentType: r.content_type,
  activation: r.activation,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

/** What differs between the two kinds of channel. */
export interface ChannelKind<Row, Channel> {
  table: 'otp_smtp_channels' | 'otp_sms_channels';
  /** The channel's column that points at its secret in `otp_secrets`. */
  secretColumn: 'password_secret_id' | 'secret_key_id';
  /** What its secret is sealed for. */
  sealedFor: string;
  what: string;
  list: 'smtpChannels' | 'smsChannels';
  map: (row: Row, production: boolean) => Channel;
}
export const SMTP: ChannelKind<SmtpRow, SmtpChannel> = {
  table: 'otp_smtp_channels',
  secretColumn: 'password_secret_id',
  sealedFor: SMTP_PASSWORD,
  what: 'SMTP channel',
  list: 'smtpChannels',
  map: toSmtp,
};
export const SMS: ChannelKind<SmsRow, SmsChannel> = {
  table: 'otp_sms_channels',
  secretColumn: 'secret_key_id',
  sealedFor: SMS_SECRET,
  what: 'SMS channel',
  list: 'smsChannels',
  map: toSms,
};

/** Where a kind's rows and secrets are, whatever its row and answer. */
export type KindTables = Pick<ChannelKind<unknown, unknown>, 'table' | 'secretColumn' | 'sealedFor' | 'what'>;

/** The channels with their secrets, as one table (`channels`) the lists and reads select from. */
const withSecrets = (kind: KindTables) =>
  `(select c.*, c.${kind.secretColumn} as secret_id, s.sealed, s.masked
      from ${kind.table} c join otp_secrets s on s.id = c.${kind.secretColumn}) channels`;

function page<Row, Channel>(
  kind: ChannelKind<Row, Channel>,
  db: Queryable,
  query: { pageNum: number; pageSize: number; channelName?: string; activation?: number; orderBy?: 'id'; orderDirection?: 'asc' | 'desc' },
  production: boolean,
): Promise<PageData<Channel>> {
  return listPage(db, {
    select: '*',
    from: withSecrets(kind),
    countFrom: kind.table,
    filters: new Filters().contains('channel_name', query.channelName).eq('activation', query.activation),
    orderBy: sortedOrder(kind.list, { id: 'id' }, query, 'id desc'),
    paging: query,
    map: (row: Row) => kind.map(row, production),
  });
}

/** A channel's row (404 when there is none). */
export async function channelRow<Row>(
  kind: KindTables & { map: (row: Row, production: boolean) => unknown },
  db: Queryable,
  id: number,
): Promise<Row> {
  const { rows } = await db.query<Row>(`select * from ${withSecrets(kind)} where id = $1`, [id]);
  if (!rows[0]) throw notFound(`There is no ${kind.what} ${id}`);
  return rows[0];
}

/** Every channel of a kind, by id (what a version of them keeps). */
export async function channelRows<Row>(
  kind: KindTables & { map: (row: Row, production: boolean) => unknown },
  db: Queryable,
): Promise<Row[]> {
  return (await db.query<Row>(`select * from ${withSecrets(kind)} order by id`)).rows;
}

export const smtpChannelPage = (db: Queryable, query: z.output<typeof smtpChannelListQuery>, production: boolean) =>
  page(SMTP, db, query, production);
export const smsChannelPage = (db: Queryable, query: z.output<typeof smsChannelListQuery>, production: boolean) =>
  page(SMS, db, query, production);

/** What sending through a mail channel needs, the password opened (null when the key no longer opens it). */
export async function smtpSendingDetails(db: Queryable, id: number, production: boolean) {
  const r = await channelRow(SMTP, db, id);
  return {
    host: r.smtp_host,
    port: r.smtp_port,
    username: r.smtp_username,
    password: openFor(SMTP_PASSWORD, r.sealed, production),
    sender: r.sender_email,
    name: r.channel_name,
  };
}

/** What sending through an SMS channel needs, the secret key opened (null when the key no longer opens it). */
export async function smsSendingDetails(db: Queryable, id: number, production: boolean) {
  const r = await channelRow(SMS, db, id);
  return {
    url: r.api_url,
    publicKey: r.public_key,
    secretKey: openFor(SMS_SECRET, r.sealed, production),
    templateId: r.template_id,
    appId: r.app_id,
    contentType: r.content_type,
    name: r.channel_name,
  };
}
