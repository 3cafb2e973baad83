import type { Db, Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';

/*
 * What deposit settings and withdrawal settings have alike: a setting per coin, and below it an entry
 * per blockchain. The queries and checks here take the kind (its tables and words) as an argument.
 */

/** Serialises settings changes, so the one-per-coin and has-channels checks see the tables they change. */
export const lockSettings = (tx: Queryable) => tx.query('select pg_advisory_xact_lock(7310010)');

async function coinName(db: Queryable, coinId: number): Promise<string> {
  const { rows } = await db.query<{ code: string }>('select code from coins where id = $1', [coinId]);
  if (!rows[0]) throw fieldError('coinId', `coin ${coinId} does not exist`);
  return rows[0].code;
}

/** A setting per coin, and below it an entry per blockchain: deposit channels, withdrawal blockchains. */
export interface SettingKind<EntryRow, Entry> {
  /** At the start of a message: `Deposit setting 3 does not exist`. */
  setting: 'Deposit setting' | 'Withdrawal setting';
  settingTable: 'deposit_settings' | 'withdrawal_settings';
  /** At the start of a message: `Deposit channel 7 does not exist`. */
  entry: 'Deposit channel' | 'Withdrawal blockchain';
  entryTable: 'deposit_channels' | 'withdrawal_chains';
  /** The entry's column naming its setting. */
  entrySetting: 'deposit_setting_id' | 'withdrawal_setting_id';
  /** How the refusal to delete a setting that has entries counts them. */
  countEntries: (n: number) => string;
  toEntry: (row: EntryRow) => Entry;
}

/** All that most of the helpers below need of a kind. */
export type SettingTables = Omit<SettingKind<unknown, unknown>, 'toEntry'>;

/** Locks a setting's row; a missing one is a 404, or a 400 naming `field` when the body refers to it. */
export async function lockSetting(tx: Queryable, kind: SettingTables, id: number, field = 'id'): Promise<void> {
  const { rows } = await tx.query(`select id from ${kind.settingTable} where id = $1 for update`, [id]);
  if (!rows[0]) {
    if (field === 'id') throw notFound(`${kind.setting} ${id} does not exist`);
    throw fieldError(field, `${kind.setting.toLowerCase()} ${id} does not exist`);
  }
}

/** The coin must exist (400), and have no setting of this kind but `exceptId`'s (409). */
export async function checkCoinFree(tx: Queryable, kind: SettingTables, coinId: number, exceptId = 0): Promise<void> {
  await coinName(tx, coinId);
  const { rows: taken } = await tx.query<{ id: number }>(`select id from ${kind.settingTable} where coin_id = $1 and id <> $2`, [
    coinId,
    exceptId,
  ]);
  if (taken[0]) throw conflict(`Coin ${coinId} already has a ${kind.setting.toLowerCase()} (${taken[0].id}): edit that one`);
}

/** Deletes a setting that has no entries left (409 otherwise). */
export async function deleteSetting(db: Db, kind: SettingTables, id: number) {
  await db.transaction(async (tx) => {
    await lockSettings(tx);
    await lockSetting(tx, kind, id);
    const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${kind.entryTable} where ${kind.entrySetting} = $1`, [
      id,
    ]);
    if (rows[0].n) throw conflict(`${kind.setting} ${id} still has ${kind.countEntries(rows[0].n)}: delete them before the setting`);
    await tx.query(`delete from ${kind.settingTable} where id = $1`, [id]);
  });
  return { id, deleted: true };
}

/** The entries of a setting (404 when the setting does not exist). */
export async function settingEntries<Row, Entry>(db: Queryable, kind: SettingKind<Row, Entry>, settingId: number): Promise<Entry[]> {
  const { rows: found } = await db.query(`select 1 from ${kind.settingTable} where id = $1`, [settingId]);
  if (!found.length) throw notFound(`${kind.setting} ${settingId} does not exist`);
  const { rows } = await db.query<Row>(`select * from ${kind.entryTable} where ${kind.entrySetting} = $1 order by id`, [settingId]);
  return rows.map(kind.toEntry);
}

export async function findEntry<Row, Entry>(db: Queryable, kind: SettingKind<Row, Entry>, id: number): Promise<Entry> {
  const { rows } = await db.query<Row>(`select * from ${kind.entryTable} where id = $1`, [id]);
  return kind.toEntry(rows[0]);
}

/** Locks an entry to be edited: a missing one is a 404; one of another setting is a 400 naming `id` (an edit does not move it). */
export async function lockEntry(tx: Queryable, kind: SettingTables, id: number, settingId: number): Promise<void> {
  const { rows } = await tx.query<{ setting_id: number }>(
    `select ${kind.entrySetting} as setting_id from ${kind.entryTable} where id = $1 for update`,
    [id],
  );
  if (!rows[0]) throw notFound(`${kind.entry} ${id} does not exist`);
  if (rows[0].setting_id !== settingId) {
    throw fieldError(
      'id',
      `${kind.entry.toLowerCase()} ${id} belongs to ${kind.setting.toLowerCase()} ${rows[0].setting_id}, not ${settingId}`,
    );
  }
}

/** A setting names each blockchain once, in any case (409 naming the entry that has it); `exceptId` is the entry being edited. */
export async function checkBlockchainFree(tx: Queryable, kind: SettingTables, settingId: number, blockChain: string, exceptId = 0) {
  const { rows } = await tx.query<{ id: number }>(
    `select id from ${kind.entryTable} where ${kind.entrySetting} = $1 and lower(block_chain) = lower($2) and id <> $3`,
    [settingId, blockChain, exceptId],
  );
  if (rows[0]) throw conflict(`This coin already has a ${blockChain} ${kind.entry.toLowerCase()} (${rows[0].id}): edit that one`);
}

export async function deleteEntry(db: Queryable, kind: SettingTables, id: number) {
  const { rows } = await db.query(`delete from ${kind.entryTable} where id = $1 returning id`, [id]);
  if (!rows.length) throw notFound(`${kind.entry} ${id} does not exist`);
  return { id, deleted: true };
}
