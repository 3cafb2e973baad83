import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { conflict, fieldError } from '../../../http/errors';
import { verifyPassword } from '../../../core/session/credentials';
import { lockWallet, post } from '../../wallets/ledger';
import { anomalyTypesOf } from '../anomalies';
import { checkUserAndCoin, num } from '../records';
import { financeSettings, reportValue, withdrawalRules } from '../settings/rules';

export interface NewWithdrawal {
  userId: number;
  coinId: number;
  walletType: number;
  amount: string;
  address: string;
  blockChain?: string | null;
  /** The user's withdrawal password, needed when the finance switch `withdrawNeedPwd` is on. */
  withdrawPassword?: string;
  /** The IP the user requested from (stored; the withdrawal IP check compares it). */
  ip?: string | null;
  /** Rate to USDT for the report amount, when the coin has none of its own. */
  exchangeRate?: string;
  createDate: Date;
}

export interface RequestOptions {
  /**
   * Whether to apply the account switches (`withdrawNeedKyc`, `withdrawNeedPwd`); default true. Only
   * history recorded as made before the switches (the demo data) passes false.
   */
  checkAccount?: boolean;
}

/** The finance switches a user must satisfy to withdraw: an approved KYC, the right withdrawal password. */
async function checkAccount(tx: Queryable, w: NewWithdrawal): Promise<void> {
  const settings = await financeSettings(tx);
  if (settings.withdrawNeedKyc) {
    const { rows } = await tx.query('select 1 from kyc where user_id = $1 and status = 1 limit 1', [w.userId]);
    if (!rows.length) throw conflict(`User ${w.userId} has no approved KYC: withdrawals need an approved KYC`);
  }
  if (settings.withdrawNeedPwd) {
    const { rows } = await tx.query<{ hash: string | null }>('select withdraw_password_hash as hash from users where id = $1', [w.userId]);
    if (!rows[0]?.hash) throw conflict(`User ${w.userId} has not set a withdrawal password: withdrawals need one`);
    if (!w.withdrawPassword) throw fieldError('withdrawPassword', 'is required');
    if (!(await verifyPassword(rows[0].hash, w.withdrawPassword))) throw fieldError('withdrawPassword', 'is incorrect');
  }
}

/**
 * A user's withdrawal request, in the caller's transaction: applies the finance switches (KYC, withdrawal
 * password), checks the coin's setting (allowed, limits, an active blockchain entry when it has entries),
 * works out the fee, flags the anomalies the alert settings ask for, and holds the amount (available
 * balance to frozen balance, with its change-log rows) under the wallet's row lock. Not enough
 * available balance is a 409.
 */
export async function requestWithdrawal(tx: Queryable, w: NewWithdrawal, options: RequestOptions = {}): Promise<number> {
  const coin = await checkUserAndCoin(tx, w.userId, w.coinId);
  const rules = await withdrawalRules(tx, w.coinId);
  if (!rules.allowed || !coin.support_deposit_withdrawal) throw fieldError('coinId', `withdrawals of ${coin.code} are not allowed`);
  const amount = new Decimal(w.amount);
  if (amount.lt(rules.min)) throw fieldError('amount', `the minimum withdrawal of ${coin.code} is ${rules.min.toFixed()}`);
  if (rules.max && amount.gt(rules.max)) throw fieldError('amount', `the maximum withdrawal of ${coin.code} is ${rules.max.toFixed()}`);
  const fee = rules.feeAmount.plus(amount.times(rules.feePercentage).div(100)).toDecimalPlaces(18, Decimal.ROUND_UP);
  const actual = amount.minus(fee);
  if (actual.lte(0)) throw fieldError('amount', `the amount does not cover the fee of ${fee.toFixed()}`);
  const { rows: chains } = await tx.query<{ block_chain: string; activation: number }>(
    'select c.block_chain, c.activation from withdrawal_chains c join withdrawal_settings s on s.id = c.withdrawal_setting_id where s.coin_id = $1 order by c.id',
    [w.coinId],
  );
  if (chains.length) {
    const chain = chains.find((c) => c.block_chain.toLowerCase() === (w.blockChain ?? '').toLowerCase());
    if (!chain?.activation) {
      const active = chains.filter((c) => c.activation).map((c) => c.block_chain);
      throw fieldError('blockChain', `${coin.code} can be withdrawn on ${active.join(', ') || 'no blockchain at the moment'}`);
    }
  }
  if (options.checkAccount !== false) await checkAccount(tx, w);
  const wallet = await lockWallet(tx, { userId: w.userId, coinId: w.coinId, walletType: w.walletType }, w.createDate);
  const value = reportValue(coin.code, amount.toFixed(), w.exchangeRate);
  const anomalyTypes = await anomalyTypesOf(tx, {
    userId: w.userId,
    coinId: w.coinId,
    amount,
    usdtValue: value.rate ? new Decimal(value.amount) : null,
    address: w.address,
    blockChain: w.blockChain ?? null,
    ip: w.ip ?? null,
    createDate: w.createDate,
  });
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into withdrawals (user_id, coin_id, wallet_type, block_chain, address, amount, fee_amount, actual_amount, normal_amount,
       report_amount, convert_amount, exchange_rate, anomaly_types, is_first_time_withdrawal, request_ip, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $6, $9, $9, $10, $11,
       case when exists (select 1 from withdrawals o where o.user_id = $1 and o.status <> 2) then 0 else 1 end, $13, $12, $12)
     returning id`,
    [
      w.userId,
      w.coinId,
      w.walletType,
      w.blockChain ?? null,
      w.address,
      amount.toFixed(),
      fee.toFixed(),
      actual.toFixed(),
      value.amount,
      value.rate,
      anomalyTypes,
      w.createDate,
      w.ip ?? null,
    ],
  );
  const id = num(rows[0].id);
  await post(
    tx,
    wallet,
    [
      { field: 'balance', delta: amount.negated(), changeType: 'withdrawal_freeze' },
      { field: 'frozen_balance', delta: amount, changeType: 'withdrawal_freeze' },
    ],
    { reference: `withdrawal:${id}`, operator: null, now: w.createDate },
  );
  return id;
}
