import type { AnomalySettings, AnomalyType } from '@console/contracts/schemas/finance-settings';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';

const HOUR_MS = 60 * 60 * 1000;
/** How recent a change of the bound withdrawal address must be to flag `addressOrInfoChange`. */
export const ADDRESS_CHANGE_WINDOW_MS = 24 * HOUR_MS;

interface AnomalySettingsRow {
  amount_threshold_enabled: number;
  amount_threshold: string;
  balance_below_deposit_enabled: number;
  daily_count_limit_enabled: number;
  daily_count_limit: number;
  weekly_count_limit_enabled: number;
  weekly_count_limit: number;
  first_time_withdrawal_enabled: number;
  suspicious_agent_enabled: number;
  suspicious_agent_ids: (number | string)[] | string;
  address_or_info_change_enabled: number;
  login_ip_check_enabled: number;
  withdraw_ip_check_enabled: number;
  update_date: Date;
  updated_by: string | null;
}

/** `{1,2}` when a driver answers an array as its text. */
const idList = (value: (number | string)[] | string): number[] =>
  (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value).map(Number);

/** The withdrawal anomaly alert settings (every check off when the row is missing). */
export async function anomalySettings(db: Queryable): Promise<AnomalySettings> {
  const { rows } = await db.query<AnomalySettingsRow>(
    `select amount_threshold_enabled, trim_scale(amount_threshold)::text as amount_threshold, balance_below_deposit_enabled,
       daily_count_limit_enabled, daily_count_limit, weekly_count_limit_enabled, weekly_count_limit, first_time_withdrawal_enabled,
       suspicious_agent_enabled, suspicious_agent_ids, address_or_info_change_enabled, login_ip_check_enabled,
       withdraw_ip_check_enabled, update_date, updated_by
     from withdrawal_anomaly_settings where id = 1`,
  );
  const r = rows[0];
  if (!r) {
    return {
      amountThresholdEnabled: 0,
      amountThreshold: '10000',
      balanceBelowDepositEnabled: 0,
      dailyCountLimitEnabled: 0,
      dailyCountLimit: 3,
      weeklyCountLimitEnabled: 0,
      weeklyCountLimit: 10,
      firstTimeWithdrawalEnabled: 0,
      suspiciousAgentEnabled: 0,
      suspiciousAgentIds: [],
      addressOrInfoChangeEnabled: 0,
      loginIpCheckEnabled: 0,
      withdrawIpCheckEnabled: 0,
      updateDate: new Date(0).toISOString(),
      updatedBy: null,
    };
  }
  return {
    amountThresholdEnabled: r.amount_threshold_enabled,
    amountThreshold: r.amount_threshold,
    balanceBelowDepositEnabled: r.balance_below_deposit_enabled,
    dailyCountLimitEnabled: r.daily_count_limit_enabled,
    dailyCountLimit: r.daily_count_limit,
    weeklyCountLimitEnabled: r.weekly_count_limit_enabled,
    weeklyCountLimit: r.weekly_count_limit,
    firstTimeWithdrawalEnabled: r.first_time_withdrawal_enabled,
    suspiciousAgentEnabled: r.suspicious_agent_enabled,
    suspiciousAgentIds: idList(r.suspicious_agent_ids),
    addressOrInfoChangeEnabled: r.address_or_info_change_enabled,
    loginIpCheckEnabled: r.login_ip_check_enabled,
    withdrawIpCheckEnabled: r.withdraw_ip_check_enabled,
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  };
}

export interface WithdrawalFacts {
  userId: number;
  coinId: number;
  amount: Decimal;
  /** The amount in USDT, or null when the coin has no rate to USDT. */
  usdtValue: Decimal | null;
  address: string;
  blockChain: string | null;
  /** The IP the request came from, when the caller knows it. */
  ip: string | null;
  createDate: Date;
}

/**
 * The anomaly types of a new withdrawal (before it is recorded), from the alert settings. Each check
 * runs only when switched on:
 *
 * - `amountThreshold`: the amount's value in USDT (the amount itself for a coin without a USDT rate) is
 *   at least `amountThreshold`.
 * - `balanceBelowDeposit`: the user's balance in the coin (available plus frozen, over both wallet types,
 *   before this request) is below the total (amount plus bonus) of the user's approved deposits of it.
 * - `dailyCountLimit` / `weeklyCountLimit`: counting this one, the user requested more withdrawals (any
 *   state, deleted records excluded) in the 24 hours / 7 days up to this request than the limit.
 * - `firstTimeWithdrawal`: the user has no earlier withdrawal that was not rejected.
 * - `suspiciousAgent`: one of the user's agent chain (agentUserId0 to agentUserId5) is a suspicious agent.
 * - `addressOrInfoChange`: the user bound a withdrawal address for this chain and this address differs
 *   from it, or that binding was made or changed in the 24 hours before the request; or the user's
 *   previous withdrawal on this chain went to another address.
 * - `loginIpCheck`: the user's last login IP is also the last login IP of another user.
 * - `withdrawIpCheck`: the request IP differs from the user's last login IP, or another user requested a
 *   withdrawal from the same IP (not checked when the request IP is unknown).
 */
export async function anomalyTypesOf(tx: Queryable, w: WithdrawalFacts, settings?: AnomalySettings): Promise<AnomalyType[]> {
  const s = settings ?? (await anomalySettings(tx));
  const flags: AnomalyType[] = [];
  const day = new Date(w.createDate.getTime() - 24 * HOUR_MS);
  const week = new Date(w.createDate.getTime() - 7 * 24 * HOUR_MS);

  if (s.amountThresholdEnabled && (w.usdtValue ?? w.amount).gte(s.amountThreshold)) flags.push('amountThreshold');

  if (s.balanceBelowDepositEnabled) {
    const { rows } = await tx.query<{ balance: string; deposits: string }>(
      `select coalesce((select sum(balance + frozen_balance) from user_wallets where user_id = $1 and coin_id = $2), 0)::text as balance,
         coalesce((select sum(total_amount) from deposits where user_id = $1 and coin_id = $2 and status = 1), 0)::text as deposits`,
      [w.userId, w.coinId],
    );
    if (new Decimal(rows[0].balance).lt(rows[0].deposits)) flags.push('balanceBelowDeposit');
  }

  if (s.dailyCountLimitEnabled || s.weeklyCountLimitEnabled) {
    const { rows } = await tx.query<{ daily: number; weekly: number }>(
      `select count(*) filter (where create_date > $2)::int as daily, count(*)::int as weekly
       from withdrawals where user_id = $1 and deleted_date is null and create_date > $3 and create_date <= $4`,
      [w.userId, day, week, w.createDate],
    );
    // Counting the request being made.
    if (s.dailyCountLimitEnabled && rows[0].daily + 1 > s.dailyCountLimit) flags.push('dailyCountLimit');
    if (s.weeklyCountLimitEnabled && rows[0].weekly + 1 > s.weeklyCountLimit) flags.push('weeklyCountLimit');
  }

  if (s.firstTimeWithdrawalEnabled) {
    const { rows } = await tx.query('select 1 from withdrawals where user_id = $1 and status <> 2 limit 1', [w.userId]);
    if (!rows.length) flags.push('firstTimeWithdrawal');
  }

  const { rows: users } = await tx.query<{ login_ip: string | null; chain: (number | string | null)[] }>(
    `select login_ip, array[agent_user_id0, agent_user_id1, agent_user_id2, agent_user_id3, agent_user_id4, agent_user_id5] as chain
     from users where id = $1`,
    [w.userId],
  );
  const user = users[0];

  if (s.suspiciousAgentEnabled && user && s.suspiciousAgentIds.length) {
    const chain = new Set(user.chain.filter((id) => id !== null).map(Number));
    if (s.suspiciousAgentIds.some((id) => chain.has(id))) flags.push('suspiciousAgent');
  }

  if (s.addressOrInfoChangeEnabled && w.blockChain) {
    const { rows: bound } = await tx.query<{ withdrawal_address: string; update_date: Date; create_date: Date }>(
      `select withdrawal_address, create_date, update_date from withdrawal_address_bindings
       where user_id = $1 and lower(chain_symbol) = lower($2)`,
      [w.userId, w.blockChain],
    );
    const binding = bound[0];
    let changed = false;
    if (binding) {
      const changedAt = Math.max(binding.create_date.getTime(), binding.update_date.getTime());
      changed = binding.withdrawal_address !== w.address || w.createDate.getTime() - changedAt < ADDRESS_CHANGE_WINDOW_MS;
    }
    if (!changed) {
      const { rows: previous } = await tx.query<{ address: string }>(
        `select address from withdrawals where user_id = $1 and lower(block_chain) = lower($2) and create_date <= $3
         order by create_date desc, id desc limit 1`,
        [w.userId, w.blockChain, w.createDate],
      );
      changed = !!previous[0] && previous[0].address !== w.address;
    }
    if (changed) flags.push('addressOrInfoChange');
  }

  if (s.loginIpCheckEnabled && user?.login_ip) {
    const { rows } = await tx.query('select 1 from users where login_ip = $1 and id <> $2 limit 1', [user.login_ip, w.userId]);
    if (rows.length) flags.push('loginIpCheck');
  }

  if (s.withdrawIpCheckEnabled && w.ip) {
    let odd = !!user && user.login_ip !== w.ip;
    if (!odd) {
      const { rows } = await tx.query('select 1 from withdrawals where request_ip = $1 and user_id <> $2 limit 1', [w.ip, w.userId]);
      odd = rows.length > 0;
    }
    if (odd) flags.push('withdrawIpCheck');
  }
  return flags;
}
