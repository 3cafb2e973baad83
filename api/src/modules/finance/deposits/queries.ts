import {
  type CoinSummary,
  DEPOSIT_SOURCE,
  DEPOSIT_STATUS,
  type DepositRecord,
  type DepositSummary,
  type depositListQuery,
} from '@console/contracts/schemas/finance';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { iso, sortedOrder } from '../../../db/list';
import { fieldError } from '../../../http/errors';
import { addDepositFlow } from '../../settings/flow/effects';
import { lockWallet, post } from '../../wallets/ledger';
import { recordHistory } from '../history';
import {
  alreadyReviewed,
  checkUserAndCoin,
  depositListFilters,
  findRecord,
  num,
  RECORD_ORDER,
  RECORD_SORTS,
  RECORD_USER_COLUMNS,
  type RecordKind,
  type RecordUserRow,
  recordNotFound,
  summarisedPage,
  toRecordUser,
} from '../records';
import { reportValue } from '../settings/rules';
import { daySumFilters } from '../summaries';

interface DepositRow extends RecordUserRow {
  id: number | string;
  coin_id: number;
  code: string;
  wallet_type: number;
  source: number;
  block_chain: string | null;
  tx_hash: string | null;
  amount: string;
  bonus_amount: string;
  total_amount: string;
  report_amount: string;
  convert_amount: string;
  exchange_rate: string | null;
  is_first_time: number;
  status: number;
  is_show: number;
  operator: string | null;
  reviewer: string | null;
  remark: string | null;
  reason: string | null;
  proof: string | null;
  review_date: Date | null;
  create_date: Date;
}

const DEPOSIT_COLUMNS = `x.id, x.coin_id, c.code, x.wallet_type, x.source, x.block_chain, x.tx_hash, x.amount::text as amount,
  x.bonus_amount::text as bonus_amount, x.total_amount::text as total_amount, x.report_amount::text as report_amount,
  x.convert_amount::text as convert_amount, x.exchange_rate::text as exchange_rate, x.is_first_time, x.status, x.is_show,
  x.operator, x.reviewer, x.remark, x.reason, x.proof, x.review_date, x.create_date, ${RECORD_USER_COLUMNS}`;

/** The summary row of the list: answer names and the columns they sum. */
const DEPOSIT_SUMMED = {
  amount: 'amount',
  bonusAmount: 'bonus_amount',
  totalAmount: 'total_amount',
  reportAmount: 'report_amount',
  convertAmount: 'convert_amount',
};

const toDeposit = (r: DepositRow): DepositRecord => ({
  id: num(r.id),
  ...toRecordUser(r),
  coinId: r.coin_id,
  code: r.code,
  walletType: r.wallet_type,
  source: r.source,
  blockChain: r.block_chain,
  txHash: r.tx_hash,
  amount: r.amount,
  bonusAmount: r.bonus_amount,
  totalAmount: r.total_amount,
  reportAmount: r.report_amount,
  convertAmount: r.convert_amount,
  exchangeRate: r.exchange_rate,
  isFirstTime: r.is_first_time,
  status: r.status,
  isShow: r.is_show,
  operator: r.operator,
  reviewer: r.reviewer,
  remark: r.remark,
  reason: r.reason,
  proof: r.proof,
  reviewDate: iso(r.review_date),
  createDate: iso(r.create_date)!,
  // Read in the page's own query (`historyOfRecord`), or for one record by `withHistory`.
  history: [],
});

export const DEPOSITS: RecordKind<DepositRow, DepositRecord> = {
  name: 'deposit',
  table: 'deposits',
  columns: DEPOSIT_COLUMNS,
  summed: DEPOSIT_SUMMED,
  toRecord: toDeposit,
};

export const findDeposit = (db: Queryable, id: number): Promise<DepositRecord> => findRecord(db, DEPOSITS, id);

/** A page of deposits and the list's sums (from the day sums when the filters allow it). */
export const depositPage = (db: Queryable, body: z.output<typeof depositListQuery>) =>
  summarisedPage<DepositRow, DepositRecord, Record<Exclude<keyof DepositSummary, keyof CoinSummary>, string>>(
    db,
    DEPOSITS,
    depositListFilters(body),
    body,
    daySumFilters(body),
    sortedOrder('deposits', RECORD_SORTS, body, RECORD_ORDER, 'x.id'),
  );

interface LockedDeposit {
  id: number;
  user_id: number | string;
  coin_id: number;
  wallet_type: number;
  source: number;
  total_amount: string;
  status: number;
  reviewer: string | null;
  review_date: Date | null;
}

/** The deposit's row, locked until the transaction ends; a deleted deposit does not exist. */
async function lockDeposit(tx: Queryable, id: number): Promise<LockedDeposit> {
  const { rows } = await tx.query<LockedDeposit>(
    `select id, user_id, coin_id, wallet_type, source, total_amount::text as total_amount, status, reviewer, review_date
     from deposits where id = $1 and deleted_date is null for update`,
    [id],
  );
  if (!rows[0]) throw recordNotFound(DEPOSITS, id);
  return rows[0];
}

export interface Reviewer {
  adminId: number | null;
  account: string;
}

/**
 * Credits a pending deposit's total (amount plus bonus) to its wallet and marks it approved, in the
 * caller's transaction, holding the deposit's and the wallet's row locks.
 */
async function credit(tx: Queryable, deposit: LockedDeposit, reviewer: Reviewer, reason: string | null, now: Date): Promise<void> {
  const wallet = await lockWallet(tx, { userId: num(deposit.user_id), coinId: deposit.coin_id, walletType: deposit.wallet_type }, now);
  await post(
    tx,
    wallet,
    [
      {
        field: 'balance',
        delta: new Decimal(deposit.total_amount),
        changeType: deposit.source === DEPOSIT_SOURCE.operator ? 'operator_deposit' : 'deposit',
      },
    ],
    { reference: `deposit:${deposit.id}`, operator: reviewer.account, now },
  );
  // The flow setting of this moment turns the credit into flow volume (or not).
  await addDepositFlow(tx, {
    depositId: num(deposit.id),
    userId: num(deposit.user_id),
    walletType: deposit.wallet_type,
    source: deposit.source,
    amount: new Decimal(deposit.total_amount),
    operator: reviewer.account,
    now,
  });
  await recordHistory(tx, 'deposit', deposit.id, reviewer, now, { action: 'approved', reason });
  await tx.query(
    `update deposits set status = $2, reason = $3, reviewer_id = $4, reviewer = $5, review_date = $6, update_date = $6,
       is_first_time = case when exists (select 1 from deposits o where o.user_id = deposits.user_id and o.status = $2 and o.id <> deposits.id)
                       then 0 else 1 end
     where id = $1`,
    [deposit.id, DEPOSIT_STATUS.approved, reason, reviewer.adminId, reviewer.account, now],
  );
}

const STATUS_WORD: Record<number, string> = { [DEPOSIT_STATUS.approved]: 'approved', [DEPOSIT_STATUS.rejected]: 'rejected' };

/** Approves (crediting the wallet once) or rejects a pending deposit; any other state is a 409. */
export function reviewDeposit(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  input: { id: number; reviewType: number; reason: string },
  reviewer: Reviewer,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    // The row lock makes reviewers racing on one deposit end in one review and 409s for the others.
    const deposit = await lockDeposit(tx, input.id);
    if (deposit.status !== DEPOSIT_STATUS.pending) {
      throw alreadyReviewed(DEPOSITS, input.id, STATUS_WORD[deposit.status], deposit.reviewer, deposit.review_date);
    }
    if (input.reviewType === DEPOSIT_STATUS.approved) {
      await credit(tx, deposit, reviewer, input.reason, now);
    } else {
      await tx.query(
        'update deposits set status = $2, reason = $3, reviewer_id = $4, reviewer = $5, review_date = $6, update_date = $6 where id = $1',
        [input.id, DEPOSIT_STATUS.rejected, input.reason, reviewer.adminId, reviewer.account, now],
      );
      await recordHistory(tx, 'deposit', input.id, reviewer, now, { action: 'rejected', reason: input.reason });
    }
  });
}

export interface NewDeposit {
  userId: number;
  coinId: number;
  walletType: number;
  amount: string;
  bonusAmount: string;
  source: number;
  isShow: number;
  blockChain?: string | null;
  txHash?: string | null;
  operator?: string | null;
  remark?: string | null;
  proof?: string | null;
  /** Rate to USDT for the report amount, when the coin has none of its own. */
  exchangeRate?: string;
  /** The admin who recorded an operator deposit: its history begins with them. */
  recordedBy?: Reviewer;
  createDate: Date;
}

/**
 * Records a deposit, pending; with `creditBy`, approves and credits it in the same transaction. Checks
 * that the user and the coin exist (404 and 400).
 */
export async function createDeposit(tx: Queryable, d: NewDeposit, creditBy?: Reviewer, now = d.createDate): Promise<number> {
  const coin = await checkUserAndCoin(tx, d.userId, d.coinId);
  if (!coin.support_deposit_withdrawal) throw fieldError('coinId', `${coin.code} does not support deposits and withdrawals`);
  const value = reportValue(coin.code, d.amount, d.exchangeRate);
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into deposits (user_id, coin_id, wallet_type, source, block_chain, tx_hash, amount, bonus_amount, report_amount,
       convert_amount, exchange_rate, is_show, operator, remark, proof, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $15) returning id`,
    [
      d.userId,
      d.coinId,
      d.walletType,
      d.source,
      d.blockChain ?? null,
      d.txHash ?? null,
      d.amount,
      d.bonusAmount,
      value.amount,
      value.rate,
      d.isShow,
      d.operator ?? null,
      d.remark ?? null,
      d.proof ?? null,
      d.createDate,
    ],
  );
  const id = num(rows[0].id);
  if (d.recordedBy) await recordHistory(tx, 'deposit', id, d.recordedBy, d.createDate, { action: 'created', remark: d.remark ?? null });
  if (creditBy) await credit(tx, await lockDeposit(tx, id), creditBy, null, now);
  return id;
}
