import type {
  WithdrawalChain,
  WithdrawalSetting,
  withdrawalChainAdd,
  withdrawalSettingAdd,
  withdrawalSettingEdit,
} from '@console/contracts/schemas/finance-settings';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { iso } from '../../../../db/list';
import type { SettingKind } from '../per-coin';

/*
 * Withdrawal settings (one per coin: whether allowed, fee, limits, dual-approval amount, order) and their
 * withdrawal blockchains (one per blockchain: activation).
 */

interface WithdrawalChainRow {
  id: number;
  withdrawal_setting_id: number;
  block_chain: string;
  activation: number;
  create_date: Date;
}

const toWithdrawalChain = (r: WithdrawalChainRow): WithdrawalChain => ({
  id: r.id,
  withdrawalSettingId: r.withdrawal_setting_id,
  blockChain: r.block_chain,
  activation: r.activation,
  createDate: iso(r.create_date)!,
});

interface WithdrawalSettingRow {
  id: number;
  coin_id: number;
  code: string;
  allowed: number;
  pct: string;
  fee: string;
  min: string;
  max: string | null;
  dual: string | null;
  client_order: number;
  update_date: Date;
  updated_by: string | null;
}

export async function withdrawalSettings(db: Queryable, where: { id?: number; coinId?: number } = {}): Promise<WithdrawalSetting[]> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (where.id !== undefined) conditions.push(`s.id = $${params.push(where.id)}`);
  if (where.coinId !== undefined) conditions.push(`s.coin_id = $${params.push(where.coinId)}`);
  const { rows } = await db.query<WithdrawalSettingRow>(
    `select s.id, s.coin_id, c.code, s.is_withdrawal_allowed as allowed, trim_scale(s.withdrawal_fee_percentage)::text as pct,
       trim_scale(s.withdrawal_fee_amount)::text as fee, trim_scale(s.min_withdrawal_amount)::text as min,
       trim_scale(s.max_withdrawal_amount)::text as max, trim_scale(s.dual_approval_amount)::text as dual, s.client_order,
       s.update_date, s.updated_by
     from withdrawal_settings s join coins c on c.id = s.coin_id
     ${conditions.length ? `where ${conditions.join(' and ')}` : ''} order by s.client_order, c.sort, s.id`,
    params,
  );
  const ids = rows.map((r) => r.id);
  const { rows: chains } = ids.length
    ? await db.query<WithdrawalChainRow>('select * from withdrawal_chains where withdrawal_setting_id = any($1::int[]) order by id', [ids])
    : { rows: [] as WithdrawalChainRow[] };
  return rows.map((r) => ({
    id: r.id,
    coinId: r.coin_id,
    coinName: r.code,
    isWithdrawalAllowed: r.allowed,
    withdrawalFeePercentage: r.pct,
    withdrawalFeeAmount: r.fee,
    minWithdrawalAmount: r.min,
    maxWithdrawalAmount: r.max,
    dualApprovalAmount: r.dual,
    clientOrder: r.client_order,
    withdrawalChannel: chains.filter((c) => c.withdrawal_setting_id === r.id).map(toWithdrawalChain),
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  }));
}

/** The withdrawal side of the per-coin settings: the words and tables `../per-coin.ts` works with. */
export const WITHDRAWAL: SettingKind<WithdrawalChainRow, WithdrawalChain> = {
  setting: 'Withdrawal setting',
  settingTable: 'withdrawal_settings',
  entry: 'Withdrawal blockchain',
  entryTable: 'withdrawal_chains',
  entrySetting: 'withdrawal_setting_id',
  countEntries: (n) => `${n} blockchain entr${n === 1 ? 'y' : 'ies'}`,
  toEntry: toWithdrawalChain,
};

export async function addWithdrawalSetting(
  tx: Queryable,
  s: z.output<typeof withdrawalSettingAdd>,
  account: string,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into withdrawal_settings (coin_id, is_withdrawal_allowed, withdrawal_fee_percentage, withdrawal_fee_amount,
       min_withdrawal_amount, max_withdrawal_amount, dual_approval_amount, client_order, create_date, update_date, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) returning id`,
    [
      s.coinId,
      s.isWithdrawalAllowed,
      s.withdrawalFeePercentage,
      s.withdrawalFeeAmount,
      s.minWithdrawalAmount,
      s.maxWithdrawalAmount ?? null,
      s.dualApprovalAmount ?? null,
      s.clientOrder,
      now,
      account,
    ],
  );
  return rows[0].id;
}

export async function updateWithdrawalSetting(
  tx: Queryable,
  s: z.output<typeof withdrawalSettingEdit>,
  account: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update withdrawal_settings set coin_id = $2, is_withdrawal_allowed = $3, withdrawal_fee_percentage = $4, withdrawal_fee_amount = $5,
       min_withdrawal_amount = $6, max_withdrawal_amount = $7, dual_approval_amount = $8, client_order = $9, update_date = $10,
       updated_by = $11
     where id = $1`,
    [
      s.id,
      s.coinId,
      s.isWithdrawalAllowed,
      s.withdrawalFeePercentage,
      s.withdrawalFeeAmount,
      s.minWithdrawalAmount,
      s.maxWithdrawalAmount ?? null,
      s.dualApprovalAmount ?? null,
      s.clientOrder,
      now,
      account,
    ],
  );
}

type WithdrawalChainInput = z.output<typeof withdrawalChainAdd>;

export async function addWithdrawalChain(tx: Queryable, c: WithdrawalChainInput, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into withdrawal_chains (withdrawal_setting_id, block_chain, activation, create_date, update_date)
     values ($1, $2, $3, $4, $4) returning id`,
    [c.withdrawalSettingId, c.blockChain, c.activation, now],
  );
  return rows[0].id;
}

export async function updateWithdrawalChain(tx: Queryable, id: number, c: WithdrawalChainInput, now: Date): Promise<void> {
  await tx.query('update withdrawal_chains set block_chain = $2, activation = $3, update_date = $4 where id = $1', [
    id,
    c.blockChain,
    c.activation,
    now,
  ]);
}
