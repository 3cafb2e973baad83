import type { VersionedSetting } from '@console/contracts/schemas/settings';
import type { SettingValues } from '@console/contracts/schemas/settings-answers';
import type { ChannelSaved, SmsChannel, SmtpChannel } from '@console/contracts/schemas/settings-otp';
import type { Queryable } from '../../../db/database';
import type { SessionInfo } from '../../../http/context';
import { fieldError } from '../../../http/errors';
import { maskSecret } from '../../../secrets/secret-box';
import { type SettingDefinition, saveVersioned } from '../versions/save';
import { type ChannelKind, type KindTables, channelRow, channelRows, SMS, type SmsRow, SMTP, type SmtpRow } from './channels';
import { referencedId, sealFor, secretReference } from './secrets';

/*
 * Each kind's channels are a versioned setting (`smtp-channels`, `sms-channels`), as the referral domains are: a
 * version keeps every channel's fields flat, as `<channel id>.<field>`, and its secret as a reference to its sealed
 * row in `otp_secrets` (`#12 ••••abcd`: never the secret). A revert writes channels back under their ids and points
 * each at the sealed secret it had, so a reverted channel sends with its old password.
 */

/** What every channel row has: its id, and its secret's id and mask. */
interface StoredChannel {
  id: string;
  secret_id: string;
  masked: string;
}

export interface VersionedChannels<Row, Channel> {
  kind: ChannelKind<Row, Channel>;
  setting: Extract<VersionedSetting, 'smtp-channels' | 'sms-channels'>;
  permission: 'smtpChannels.edit' | 'smsChannels.edit';
  /** The field of the write-only secret. */
  secretField: 'smtpPassword' | 'secretKey';
  /** Every other field a version keeps, with its column. */
  columns: Record<string, keyof Row & string>;
}

export const SMTP_CHANNELS: VersionedChannels<SmtpRow, SmtpChannel> = {
  kind: SMTP,
  setting: 'smtp-channels',
  permission: 'smtpChannels.edit',
  secretField: 'smtpPassword',
  columns: {
    channelName: 'channel_name',
    smtpHost: 'smtp_host',
    smtpPort: 'smtp_port',
    smtpUsername: 'smtp_username',
    senderEmail: 'sender_email',
    activation: 'activation',
  },
};

export const SMS_CHANNELS: VersionedChannels<SmsRow, SmsChannel> = {
  kind: SMS,
  setting: 'sms-channels',
  permission: 'smsChannels.edit',
  secretField: 'secretKey',
  columns: {
    channelName: 'channel_name',
    apiUrl: 'api_url',
    publicKey: 'public_key',
    templateId: 'template_id',
    appId: 'app_id',
    contentType: 'content_type',
    activation: 'activation',
  },
};

/** The channels of a version's values: channel id → its fields. */
export function channelsOf(values: SettingValues): Map<string, SettingValues> {
  const channels = new Map<string, SettingValues>();
  for (const [key, value] of Object.entries(values)) {
    const dot = key.indexOf('.');
    const id = key.slice(0, dot);
    if (!channels.has(id)) channels.set(id, {});
    channels.get(id)![key.slice(dot + 1)] = value;
  }
  return channels;
}

const flatten = (id: string, fields: SettingValues): SettingValues =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [`${id}.${field}`, value]));
const withoutChannel = (values: SettingValues, id: string): SettingValues =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith(`${id}.`)));
const sameFields = (a: SettingValues | undefined, b: SettingValues | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

function channelValues<Row>(v: VersionedChannels<Row, unknown>, row: Row & StoredChannel): SettingValues {
  const fields: SettingValues = {};
  for (const [field, column] of Object.entries(v.columns)) fields[field] = row[column] as string | number;
  fields[v.secretField] = secretReference(row.secret_id, row.masked);
  return fields;
}

/** Seals a new secret of a kind into `otp_secrets`; answers the reference a version keeps. */
async function storeSecret(tx: Queryable, kind: KindTables, plain: string, production: boolean, now: Date) {
  const masked = maskSecret(plain);
  const { rows } = await tx.query<{ id: string }>(
    'insert into otp_secrets (sealed, masked, create_date) values ($1, $2, $3) returning id::text as id',
    [sealFor(kind.sealedFor, plain, production), masked, now],
  );
  return secretReference(rows[0].id, masked);
}

function definition<Row extends StoredChannel>(v: VersionedChannels<Row, unknown>): SettingDefinition {
  const { kind } = v;
  const columns = Object.entries(v.columns);
  return {
    setting: v.setting,
    view: 'otpSettings.view',
    async read(db) {
      return Object.assign({}, ...(await channelRows(kind, db)).map((row) => flatten(row.id, channelValues(v, row))));
    },
    editPermissions: () => [v.permission],
    // A channel written (back) must point at a stored secret of its kind: a version's reference, never a value sent in.
    async check(tx, after, before) {
      const was = channelsOf(before);
      for (const [id, fields] of channelsOf(after)) {
        if (sameFields(fields, was.get(id))) continue;
        const secretId = referencedId(fields[v.secretField]);
        const { rows } = secretId === null ? { rows: [] } : await tx.query('select 1 from otp_secrets where id = $1', [secretId]);
        if (!rows.length) throw fieldError(v.secretField, `${kind.what} ${id} does not point at a stored secret`);
      }
    },
    async write(tx, after, before, now) {
      const was = channelsOf(before);
      const next = channelsOf(after);
      const removed = [...was.keys()].filter((id) => !next.has(id));
      if (removed.length) await tx.query(`delete from ${kind.table} where id = any($1::bigint[])`, [removed]);
      const names = [...columns.map(([, column]) => column), kind.secretColumn];
      // A channel written back keeps its id: the history names channels by it.
      const at = names.length + 2;
      const upsert = `insert into ${kind.table} (id, ${names.join(', ')}, create_date, update_date)
        values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}, $${at}, $${at})
        on conflict (id) do update set ${names.map((n) => `${n} = excluded.${n}`).join(', ')}, update_date = excluded.update_date`;
      for (const [id, fields] of next) {
        if (sameFields(fields, was.get(id))) continue;
        const values = [...columns.map(([field]) => fields[field]), referencedId(fields[v.secretField])];
        await tx.query(upsert, [id, ...values, now]);
      }
    },
  };
}

export const SMTP_CHANNELS_DEFINITION = definition(SMTP_CHANNELS);
export const SMS_CHANNELS_DEFINITION = definition(SMS_CHANNELS);
const DEFINITIONS = { 'smtp-channels': SMTP_CHANNELS_DEFINITION, 'sms-channels': SMS_CHANNELS_DEFINITION };

/**
 * A change of one channel, saved as a version of its kind's channels. `edit` makes the channel's new fields from
 * its current ones (undefined for a new channel; a missing one is a 404 before it runs), null deletes it; `secret`
 * (sent in clear) is sealed and replaces the stored one. Answers the channel (as it was, when deleted) and its
 * fields before and after, which the backstage log keeps (secrets as references).
 */
export async function saveChannel<Row extends StoredChannel, Channel>(
  tx: Queryable,
  v: VersionedChannels<Row, Channel>,
  change: {
    id: number | null;
    edit: (current: SettingValues | undefined) => SettingValues | null;
    secret?: string;
    session: SessionInfo;
    reason: string | undefined;
    now: Date;
    production: boolean;
  },
): Promise<ChannelSaved<Channel>> {
  const { kind } = v;
  let id = change.id === null ? '' : String(change.id);
  let was: Row | undefined;
  const saved = await saveVersioned(tx, DEFINITIONS[v.setting], {
    next: async (before) => {
      if (change.id === null) {
        const { rows } = await tx.query<{ id: string }>(`select nextval(pg_get_serial_sequence('${kind.table}', 'id'))::text as id`);
        id = rows[0].id;
      } else was = await channelRow(kind, tx, change.id);
      const fields = change.edit(channelsOf(before).get(id));
      if (fields === null) return withoutChannel(before, id);
      if (change.secret !== undefined) fields[v.secretField] = await storeSecret(tx, kind, change.secret, change.production, change.now);
      return { ...withoutChannel(before, id), ...flatten(id, fields) };
    },
    session: change.session,
    reason: change.reason,
    now: change.now,
  });
  const kept = channelsOf(saved.values).get(id);
  const row = was && !kept ? was : await channelRow(kind, tx, Number(id));
  return {
    channel: kind.map(row, change.production),
    versionId: saved.version?.id ?? null,
    before: saved.version ? (channelsOf(saved.version.before).get(id) ?? {}) : (kept ?? {}),
    after: kept ?? {},
  };
}

/** The fields of a new or edited channel from what was sent (the secret apart: `saveChannel` seals it). */
export function sentFields<Row>(v: VersionedChannels<Row, unknown>, body: Record<string, unknown>, current?: SettingValues): SettingValues {
  const fields: SettingValues = { ...current };
  for (const field of Object.keys(v.columns)) {
    if (body[field] !== undefined) fields[field] = body[field] as string | number;
  }
  if (current === undefined && fields.activation === undefined) fields.activation = 0;
  return fields;
}
