import type { DepositChannel, DepositSetting, depositChannelSave, depositSettingSave } from '@console/contracts/schemas/finance-settings';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { iso } from '../../../../db/list';
import { notFound } from '../../../../http/errors';
import type { SettingKind } from '../per-coin';

/*
 * Deposit settings (one per coin: limits and order) and their deposit channels (one per blockchain: mode,
 * activation, addresses).
 */

interface DepositChannelRow {
  id: number;
  deposit_setting_id: number;
  block_chain: string;
  deposit_mode: number;
  activation: number;
  address1: string | null;
  address2: string | null;
  create_date: Date;
  update_date: Date;
}

const toDepositChannel = (r: DepositChannelRow): DepositChannel => ({
  id: r.id,
  depositSettingId: r.deposit_setting_id,
  blockChain: r.block_chain,
  depositMode: r.deposit_mode,
  activation: r.activation,
  address1: r.address1,
  address2: r.address2,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

interface DepositSettingRow {
  id: number;
  coin_id: number;
  code: string;
  min: string;
  max: string | null;
  client_order: number;
  update_date: Date;
  updated_by: string | null;
}

export async function depositSettings(db: Queryable, id?: number): Promise<DepositSetting[]> {
  const { rows } = await db.query<DepositSettingRow>(
    `select s.id, s.coin_id, c.code, trim_scale(s.min_deposit_amount)::text as min, trim_scale(s.max_deposit_amount)::text as max,
       s.client_order, s.update_date, s.updated_by
     from deposit_settings s join coins c on c.id = s.coin_id
     ${id === undefined ? '' : 'where s.id = $1'} order by s.client_order, c.sort, s.id`,
    id === undefined ? [] : [id],
  );
  const { rows: channels } = await db.query<DepositChannelRow>(
    `select * from deposit_channels ${id === undefined ? '' : 'where deposit_setting_id = $1'} order by id`,
    id === undefined ? [] : [id],
  );
  return rows.map((r) => ({
    id: r.id,
    coinId: r.coin_id,
    coinName: r.code,
    minDepositAmount: r.min,
    maxDepositAmount: r.max,
    depositChannel: channels.filter((c) => c.deposit_setting_id === r.id).map(toDepositChannel),
    clientOrder: r.client_order,
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  }));
}

/** The deposit side of the per-coin settings: the words and tables `../per-coin.ts` works with. */
export const DEPOSIT: SettingKind<DepositChannelRow, DepositChannel> = {
  setting: 'Deposit setting',
  settingTable: 'deposit_settings',
  entry: 'Deposit channel',
  entryTable: 'deposit_channels',
  entrySetting: 'deposit_setting_id',
  countEntries: (n) => `${n} blockchain channel(s)`,
  toEntry: toDepositChannel,
};

type DepositSettingInput = z.output<typeof depositSettingSave>;
type DepositChannelInput = z.output<typeof depositChannelSave>;

const depositSettingValues = (s: DepositSettingInput, account: string, now: Date) => [
  s.coinId,
  s.minDepositAmount,
  s.maxDepositAmount ?? null,
  s.clientOrder,
  now,
  account,
];

export async function addDepositSetting(tx: Queryable, s: DepositSettingInput, account: string, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into deposit_settings (coin_id, min_deposit_amount, max_deposit_amount, client_order, create_date, update_date, updated_by)
     values ($1, $2, $3, $4, $5, $5, $6) returning id`,
    depositSettingValues(s, account, now),
  );
  return rows[0].id;
}

export async function updateDepositSetting(tx: Queryable, id: number, s: DepositSettingInput, account: string, now: Date): Promise<void> {
  await tx.query(
    `update deposit_settings set coin_id = $1, min_deposit_amount = $2, max_deposit_amount = $3, client_order = $4,
       update_date = $5, updated_by = $6 where id = $7`,
    [...depositSettingValues(s, account, now), id],
  );
}

const depositChannelValues = (c: DepositChannelInput, now: Date) => [
  c.depositSettingId,
  c.blockChain,
  c.depositMode,
  c.activation,
  c.address1 ?? null,
  c.address2 ?? null,
  now,
];

export async function addDepositChannel(tx: Queryable, c: DepositChannelInput, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into deposit_channels (deposit_setting_id, block_chain, deposit_mode, activation, address1, address2, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    depositChannelValues(c, now),
  );
  return rows[0].id;
}

/** Rewrites a deposit channel; a missing one is a 404. */
export async function updateDepositChannel(tx: Queryable, id: number, c: DepositChannelInput, now: Date): Promise<void> {
  const { rows } = await tx.query(
    `update deposit_channels set deposit_setting_id = $1, block_chain = $2, deposit_mode = $3, activation = $4, address1 = $5,
       address2 = $6, update_date = $7 where id = $8 returning id`,
    [...depositChannelValues(c, now), id],
  );
  if (!rows.length) throw notFound(`Deposit channel ${id} does not exist`);
}
