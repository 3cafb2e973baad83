import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';

/*
 * What the finance settings mean for deposits and withdrawals: the switches, a coin's withdrawal rules and
 * the report value of a new record. The settings screens' own queries are in the folders beside this file.
 */

export interface FinanceSettings {
  depositNeedReview: boolean;
  withdrawNeedKyc: boolean;
  withdrawNeedPwd: boolean;
  /** Above this amount of a coin, a withdrawal needs two approvals (unless the coin sets its own). */
  withdrawalDualApprovalAmount: string;
}

/** The finance switches; the defaults of migration 008 when the row is missing. */
export async function financeSettings(db: Queryable): Promise<FinanceSettings> {
  const { rows } = await db.query<{ d: number; k: number; p: number; dual: string }>(
    `select deposit_need_review as d, withdraw_need_kyc as k, withdraw_need_pwd as p, withdrawal_dual_approval_amount::text as dual
     from finance_settings where id = 1`,
  );
  const row = rows[0] ?? { d: 1, k: 1, p: 1, dual: '10000' };
  return {
    depositNeedReview: row.d === 1,
    withdrawNeedKyc: row.k === 1,
    withdrawNeedPwd: row.p === 1,
    withdrawalDualApprovalAmount: row.dual,
  };
}

export interface CoinWithdrawalRules {
  allowed: boolean;
  feePercentage: Decimal;
  feeAmount: Decimal;
  min: Decimal;
  max: Decimal | null;
  dualApprovalAmount: Decimal;
}

/** Fee, limits and dual-approval threshold of a coin's withdrawals: no fee and no limits when the coin has no setting. */
export async function withdrawalRules(db: Queryable, coinId: number): Promise<CoinWithdrawalRules> {
  const { rows } = await db.query<{
    allowed: number | null;
    pct: string | null;
    fee: string | null;
    min: string | null;
    max: string | null;
    dual: string;
  }>(
    `select s.is_withdrawal_allowed as allowed, s.withdrawal_fee_percentage::text as pct, s.withdrawal_fee_amount::text as fee,
       s.min_withdrawal_amount::text as min, s.max_withdrawal_amount::text as max,
       coalesce(s.dual_approval_amount, f.withdrawal_dual_approval_amount, 10000)::text as dual
     from (select 1) one
     left join withdrawal_settings s on s.coin_id = $1
     left join finance_settings f on f.id = 1`,
    [coinId],
  );
  const r = rows[0];
  return {
    allowed: r.allowed !== 0,
    feePercentage: new Decimal(r.pct ?? 0),
    feeAmount: new Decimal(r.fee ?? 0),
    min: new Decimal(r.min ?? 0),
    max: r.max === null ? null : new Decimal(r.max),
    dualApprovalAmount: new Decimal(r.dual),
  };
}

/**
 * Reference rates to USDT used for the report amount of a new record. Finance corrects report and
 * convert amounts by hand (`.../reportAmount/fix`) until a price feed provides them.
 */
const USDT_RATES: Record<string, string> = { USDT: '1', USDC: '1' };

/**
 * The amount in the reporting currency and the rate used: the rate given (the demo history's), else the
 * coin's known rate; 0 and no rate for a coin without one.
 */
export function reportValue(code: string, amount: string, givenRate?: string): { amount: string; rate: string | null } {
  if (givenRate) return { amount: new Decimal(amount).times(givenRate).toDecimalPlaces(18).toFixed(), rate: givenRate };
  const rate = USDT_RATES[code];
  return rate ? { amount: new Decimal(amount).times(rate).toFixed(), rate } : { amount: '0', rate: null };
}
