import type {
  SmsChannel,
  SmtpChannel,
  smsChannelAdd,
  smsChannelEdit,
  smsChannelListQuery,
  smtpChannelAdd,
  smtpChannelEdit,
  smtpChannelListQuery,
} from '@console/contracts/schemas/settings-otp';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, type PageData, sortedOrder } from '../../../db/list';
import { notFound } from '../../../http/errors';
import { maskedFor, openFor, sealFor } from './secrets';

/*
 * The channels one-time codes go out through (036_otp_settings.sql): mail (SMTP servers) and SMS (providers'
 * HTTP APIs). Their password and secret key are sealed before they reach the database, answered masked, and
 * opened only to send.
 */

export const SMTP_PASSWORD = 'otp_smtp_channels.smtp_password';
export const SMS_SECRET = 'otp_sms_channels.secret_key';

interface SmtpRow {
  id: string;
  channel_name: string;
  smtp_host: string;
  smtp_port: number;
  smtp_username: string;
  smtp_password: string;
  sender_email: string;
  activation: number;
  create_date: Date;
  update_date: Date;
}

interface SmsRow {
  id: string;
  channel_name: string;
  api_url: string;
  public_key: string;
  secret_key: string;
  template_id: string;
  app_id: string;
  content_type: SmsChannel['contentType'];
  activation: number;
  create_date: Date;
  update_date: Date;
}

const toSmtp = (r: SmtpRow, production: boolean): SmtpChannel => ({
  channelId: Number(r.id),
  channelName: r.channel_name,
  smtpHost: r.smtp_host,
  smtpPort: r.smtp_port,
  smtpUsername: r.smtp_username,
  smtpPassword: maskedFor(SMTP_PASSWORD, r.smtp_password, production),
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
  secretKey: maskedFor(SMS_SECRET, r.secret_key, production),
  templateId: r.template_id,
  appId: r.app_id,
  contentType: r.content_type,
  activation: r.activation,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

/** What differs between the two kinds of channel. */
interface Kind<Row, Channel> {
  table: 'otp_smtp_channels' | 'otp_sms_channels';
  what: string;
  list: 'smtpChannels' | 'smsChannels';
  map: (row: Row, production: boolean) => Channel;
}
const SMTP: Kind<SmtpRow, SmtpChannel> = { table: 'otp_smtp_channels', what: 'SMTP channel', list: 'smtpChannels', map: toSmtp };
const SMS: Kind<SmsRow, SmsChannel> = { table: 'otp_sms_channels', what: 'SMS channel', list: 'smsChannels', map: toSms };

function page<Row, Channel>(
  kind: Kind<Row, Channel>,
  db: Queryable,
  query: { pageNum: number; pageSize: number; channelName?: string; activation?: number; orderBy?: 'id'; orderDirection?: 'asc' | 'desc' },
  production: boolean,
): Promise<PageData<Channel>> {
  return listPage(db, {
    select: '*',
    from: kind.table,
    filters: new Filters().contains('channel_name', query.channelName).eq('activation', query.activation),
    orderBy: sortedOrder(kind.list, { id: 'id' }, query, 'id desc'),
    paging: query,
    map: (row: Row) => kind.map(row, production),
  });
}

async function row<Row>(kind: Kind<Row, unknown>, db: Queryable, id: number, lock = false): Promise<Row> {
  const { rows } = await db.query<Row>(`select * from ${kind.table} where id = $1${lock ? ' for update' : ''}`, [id]);
  if (!rows[0]) throw notFound(`There is no ${kind.what} ${id}`);
  return rows[0];
}

/** Turns a channel on or off; answers it as it now is. */
async function switchChannel<Row, Channel>(
  kind: Kind<Row, Channel>,
  tx: Queryable,
  id: number,
  activation: number,
  now: Date,
  production: boolean,
) {
  await row(kind, tx, id, true);
  const { rows } = await tx.query<Row>(`update ${kind.table} set activation = $2, update_date = $3 where id = $1 returning *`, [
    id,
    activation,
    now,
  ]);
  return kind.map(rows[0], production);
}

/** Deletes a channel; answers it as it was. */
async function deleteChannel<Row, Channel>(kind: Kind<Row, Channel>, tx: Queryable, id: number, production: boolean) {
  const before = await row(kind, tx, id, true);
  await tx.query(`delete from ${kind.table} where id = $1`, [id]);
  return kind.map(before, production);
}

// ---------------------------------------------------------------- SMTP

export const smtpChannelPage = (db: Queryable, query: z.output<typeof smtpChannelListQuery>, production: boolean) =>
  page(SMTP, db, query, production);
export const smtpChannelRow = (db: Queryable, id: number) => row(SMTP, db, id);
export const switchSmtpChannel = (tx: Queryable, id: number, activation: number, now: Date, production: boolean) =>
  switchChannel(SMTP, tx, id, activation, now, production);
export const deleteSmtpChannel = (tx: Queryable, id: number, production: boolean) => deleteChannel(SMTP, tx, id, production);

export async function addSmtpChannel(tx: Queryable, input: z.output<typeof smtpChannelAdd>, now: Date, production: boolean) {
  const { rows } = await tx.query<SmtpRow>(
    `insert into otp_smtp_channels (channel_name, smtp_host, smtp_port, smtp_username, smtp_password, sender_email, activation, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning *`,
    [
      input.channelName,
      input.smtpHost,
      input.smtpPort,
      input.smtpUsername,
      sealFor(SMTP_PASSWORD, input.smtpPassword, production),
      input.senderEmail,
      input.activation,
      now,
    ],
  );
  return toSmtp(rows[0], production);
}

/** Replaces every field; the password only when one was sent. */
export async function editSmtpChannel(tx: Queryable, id: number, input: z.output<typeof smtpChannelEdit>, now: Date, production: boolean) {
  const before = await row(SMTP, tx, id, true);
  const password = input.smtpPassword === undefined ? before.smtp_password : sealFor(SMTP_PASSWORD, input.smtpPassword, production);
  const { rows } = await tx.query<SmtpRow>(
    `update otp_smtp_channels set channel_name = $2, smtp_host = $3, smtp_port = $4, smtp_username = $5, smtp_password = $6,
       sender_email = $7, update_date = $8 where id = $1 returning *`,
    [id, input.channelName, input.smtpHost, input.smtpPort, input.smtpUsername, password, input.senderEmail, now],
  );
  return toSmtp(rows[0], production);
}

/** What sending through a mail channel needs, the password opened (null when the key no longer opens it). */
export async function smtpSendingDetails(db: Queryable, id: number, production: boolean) {
  const r = await smtpChannelRow(db, id);
  return {
    host: r.smtp_host,
    port: r.smtp_port,
    username: r.smtp_username,
    password: openFor(SMTP_PASSWORD, r.smtp_password, production),
    sender: r.sender_email,
    name: r.channel_name,
  };
}

// ---------------------------------------------------------------- SMS

export const smsChannelPage = (db: Queryable, query: z.output<typeof smsChannelListQuery>, production: boolean) =>
  page(SMS, db, query, production);
export const smsChannelRow = (db: Queryable, id: number) => row(SMS, db, id);
export const switchSmsChannel = (tx: Queryable, id: number, activation: number, now: Date, production: boolean) =>
  switchChannel(SMS, tx, id, activation, now, production);
export const deleteSmsChannel = (tx: Queryable, id: number, production: boolean) => deleteChannel(SMS, tx, id, production);

export async function addSmsChannel(tx: Queryable, input: z.output<typeof smsChannelAdd>, now: Date, production: boolean) {
  const { rows } = await tx.query<SmsRow>(
    `insert into otp_sms_channels (channel_name, api_url, public_key, secret_key, template_id, app_id, content_type, activation, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning *`,
    [
      input.channelName,
      input.apiUrl,
      input.publicKey,
      sealFor(SMS_SECRET, input.secretKey, production),
      input.templateId,
      input.appId,
      input.contentType,
      input.activation,
      now,
    ],
  );
  return toSms(rows[0], production);
}

/** Replaces every field; the secret key only when one was sent. */
export async function editSmsChannel(tx: Queryable, id: number, input: z.output<typeof smsChannelEdit>, now: Date, production: boolean) {
  const before = await row(SMS, tx, id, true);
  const secret = input.secretKey === undefined ? before.secret_key : sealFor(SMS_SECRET, input.secretKey, production);
  const { rows } = await tx.query<SmsRow>(
    `update otp_sms_channels set channel_name = $2, api_url = $3, public_key = $4, secret_key = $5, template_id = $6, app_id = $7,
       content_type = $8, update_date = $9 where id = $1 returning *`,
    [id, input.channelName, input.apiUrl, input.publicKey, secret, input.templateId, input.appId, input.contentType, now],
  );
  return toSms(rows[0], production);
}

/** What sending through an SMS channel needs, the secret key opened (null when the key no longer opens it). */
export async function smsSendingDetails(db: Queryable, id: number, production: boolean) {
  const r = await smsChannelRow(db, id);
  return {
    url: r.api_url,
    publicKey: r.public_key,
    secretKey: openFor(SMS_SECRET, r.secret_key, production),
    templateId: r.template_id,
    appId: r.app_id,
    contentType: r.content_type,
    name: r.channel_name,
  };
}
