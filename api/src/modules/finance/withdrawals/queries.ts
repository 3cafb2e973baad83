import {
  type CoinSummary,
  WITHDRAWAL_DECISION,
  WITHDRAWAL_STATUS,
  type WithdrawalApproval,
  type WithdrawalRecord,
  type WithdrawalSummary,
  type withdrawalListQuery,
} from '@console/contracts/schemas/finance';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { iso, sortedOrder } from '../../../db/list';
import { conflict } from '../../../http/errors';
import { type LockedWallet, lockWallet, type Posting, post } from '../../wallets/ledger';
import type { Reviewer } from '../deposits/queries';
import { recordHistory } from '../history';
import { LATEST_PAYOUT_COLUMN, toWithdrawalPayout } from '../payout/record';
import {
  alreadyReviewed,
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
  withdrawalListFilters,
} from '../records';
import { withdrawalRules } from '../settings/rules';
import { daySumFilters } from '../summaries';

interface WithdrawalRow extends RecordUserRow {
  id: number | string;
  payout: Parameters<typeof toWithdrawalPayout>[0];
  coin_id: number;
  code: string;
  wallet_type: number;
  block_chain: string | null;
  address: string;
  tx_hash: string | null;
  amount: string;
  fee_amount: string;
  actual_amount: string;
  normal_amount: string;
  temporary_amount: string;
  report_amount: string;
  convert_amount: string;
  exchange_rate: string | null;
  is_first_time_withdrawal: number;
  anomaly_types: string[];
  status: number;
  withdrawal_type: number | null;
  is_show: number;
  required_approvals: number;
  approvals: { adminId: number; account: string; remark: string | null; createDate: string }[] | string;
  reviewer: string | null;
  remark: string | null;
  reason: string | null;
  review_date: Date | null;
  create_date: Date;
}

/** The dual-approval threshold of the record's coin: the coin's own, else the finance setting. */
const DUAL_APPROVAL_AMOUNT = `coalesce((select s.dual_approval_amount from withdrawal_settings s where s.coin_id = x.coin_id),
  (select f.withdrawal_dual_approval_amount from finance_settings f where f.id = 1), 10000)`;

const WITHDRAWAL_COLUMNS = `x.id, x.coin_id, c.code, x.wallet_type, x.block_chain, x.address, x.tx_hash, x.amount::text as amount,
  x.fee_amount::text as fee_amount, x.actual_amount::text as actual_amount, x.normal_amount::text as normal_amount,
  x.temporary_amount::text as temporary_amount, x.report_amount::text as report_amount, x.convert_amount::text as convert_amount,
  x.exchange_rate::text as exchange_rate, x.is_first_time_withdrawal, x.anomaly_types, x.status, x.withdrawal_type, x.is_show,
  case when x.amount > ${DUAL_APPROVAL_AMOUNT} then 2 else 1 end as required_approvals,
  coalesce((select json_agg(json_build_object('adminId', ap.admin_id, 'account', ap.admin_account, 'remark', ap.remark,
    'createDate', ap.create_date) order by ap.id) from withdrawal_approvals ap where ap.withdrawal_id = x.id), '[]'::json) as approvals,
  x.reviewer, x.remark, x.reason, x.review_date, x.create_date, ${RECORD_USER_COLUMNS}, ${LATEST_PAYOUT_COLUMN}`;

/** The summary row of the list: answer names and the columns they sum. */
const WITHDRAWAL_SUMMED = {
  amount: 'amount',
  feeAmount: 'fee_amount',
  actualAmount: 'actual_amount',
  reportAmount: 'report_amount',
  convertAmount: 'convert_amount',
};

const toWithdrawal = (r: WithdrawalRow): WithdrawalRecord => {
  const approvals = (typeof r.approvals === 'string' ? JSON.parse(r.approvals) : r.approvals) as WithdrawalApproval[];
  return {
    id: num(r.id),
    ...toRecordUser(r),
    coinId: r.coin_id,
    code: r.code,
    walletType: r.wallet_type,
    blockChain: r.block_chain,
    address: r.address,
    txHash: r.tx_hash,
    amount: r.amount,
    feeAmount: r.fee_amount,
    actualAmount: r.actual_amount,
    normalAmount: r.normal_amount,
    temporaryAmount: r.temporary_amount,
    reportAmount: r.report_amount,
    convertAmount: r.convert_amount,
    exchangeRate: r.exchange_rate,
    isFirstTimeWithdrawal: r.is_first_time_withdrawal,
    anomalyTypes: r.anomaly_types ?? [],
    status: r.status,
    withdrawalType: r.withdrawal_type,
    isShow: r.is_show,
    requiredApprovals: Number(r.required_approvals),
    approvals: approvals.map((a) => ({ adminId: num(a.adminId), account: a.account, remark: a.remark, createDate: iso(a.createDate)! })),
    payout: toWithdrawalPayout(r.payout),
    reviewer: r.reviewer,
    remark: r.remark,
    reason: r.reason,
    reviewDate: iso(r.review_date),
    createDate: iso(r.create_date)!,
    // Read in the page's own query (`historyOfRecord`), or for one record by `withHistory`.
    history: [],
  };
};

export const WITHDRAWALS: RecordKind<WithdrawalRow, WithdrawalRecord> = {
  name: 'withdrawal',
  table: 'withdrawals',
  columns: WITHDRAWAL_COLUMNS,
  summed: WITHDRAWAL_SUMMED,
  toRecord: toWithdrawal,
};

export const findWithdrawal = (db: Queryable, id: number): Promise<WithdrawalRecord> => findRecord(db, WITHDRAWALS, id);

/** A page of withdrawals and the list's sums (from the day sums when the filters allow it). */
export const withdrawalPage = (db: Queryable, body: z.output<typeof withdrawalListQuery>) =>
  summarisedPage<WithdrawalRow, WithdrawalRecord, Record<Exclude<keyof WithdrawalSummary, keyof CoinSummary>, string>>(
    db,
    WITHDRAWALS,
    withdrawalListFilters(body),
    body,
    daySumFilters(body),
    sortedOrder('withdrawals', RECORD_SORTS, body, RECORD_ORDER, 'x.id'),
  );
/** Takes a withdrawal's held amount out of the frozen balance: it is paid out. */
export function payOutHeldAmount(tx: Queryable, wallet: LockedWallet, amount: Decimal, posting: Posting): Promise<void> {
  return post(tx, wallet, [{ field: 'frozen_balance', delta: amount.negated(), changeType: 'withdrawal' }], posting);
}

/** Returns a withdrawal's held amount from the frozen balance to the available balance. */
export function returnHeldAmount(tx: Queryable, wallet: LockedWallet, amount: Decimal, posting: Posting): Promise<void> {
  return post(
    tx,
    wallet,
    [
      { field: 'frozen_balance', delta: amount.negated(), changeType: 'withdrawal_unfreeze' },
      { field: 'balance', delta: amount, changeType: 'withdrawal_unfreeze' },
    ],
    posting,
  );
}

interface LockedWithdrawal {
  id: number | string;
  user_id: number | string;
  coin_id: number;
  wallet_type: number;
  amount: string;
  status: number;
  reviewer: string | null;
  review_date: Date | null;
}

export async function lockWithdrawal(tx: Queryable, id: number): Promise<LockedWithdrawal> {
  const { rows } = await tx.query<LockedWithdrawal>(
    `select id, user_id, coin_id, wallet_type, amount::text as amount, status, reviewer, review_date
     from withdrawals where id = $1 and deleted_date is null for update`,
    [id],
  );
  if (!rows[0]) throw recordNotFound(WITHDRAWALS, id);
  return rows[0];
}

export const isOpen = (status: number) => status === WITHDRAWAL_STATUS.pending || status === WITHDRAWAL_STATUS.firstApproval;
const STATUS_WORD: Record<number, string> = {
  [WITHDRAWAL_STATUS.approved]: 'approved',
  [WITHDRAWAL_STATUS.rejected]: 'rejected',
  [WITHDRAWAL_STATUS.payingOut]: 'sent to automatic payout',
};

/**
 * Approves or rejects an open withdrawal. A rejection returns the held amount to the available balance.
 * An approval pays out (takes the held amount) once the coin's required approvals are given: above the
 * dual-approval amount, two approvals by two different admins, the first of which is recorded and leaves
 * the withdrawal waiting. A reviewed withdrawal, or a second approval by the same admin, is a 409.
 */
export function reviewWithdrawal(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  input: { id: number; withdrawalType: number; remark?: string; reason?: string },
  reviewer: Reviewer & { adminId: number },
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, input.id);
    if (!isOpen(w.status)) throw alreadyReviewed(WITHDRAWALS, input.id, STATUS_WORD[w.status], w.reviewer, w.review_date);
    const key = { userId: num(w.user_id), coinId: w.coin_id, walletType: w.wallet_type };
    const amount = new Decimal(w.amount);
    const posting = { reference: `withdrawal:${w.id}`, operator: reviewer.account, now };
    const finish = (status: number) =>
      tx.query(
        `update withdrawals set status = $2, withdrawal_type = $3, remark = coalesce($4, remark), reason = coalesce($5, reason),
           reviewer_id = $6, reviewer = $7, review_date = $8, update_date = $8 where id = $1`,
        [w.id, status, WITHDRAWAL_DECISION.manual, input.remark ?? null, input.reason ?? null, reviewer.adminId, reviewer.account, now],
      );

    const history = (action: 'approved' | 'firstApproval' | 'rejected') =>
      recordHistory(tx, 'withdrawal', w.id, reviewer, now, { action, reason: input.reason ?? null, remark: input.remark ?? null });

    if (input.withdrawalType === 2) {
      await returnHeldAmount(tx, await lockWallet(tx, key, now), amount, posting);
      await finish(WITHDRAWAL_STATUS.rejected);
      await history('rejected');
      return;
    }

    const rules = await withdrawalRules(tx, w.coin_id);
    const required = amount.gt(rules.dualApprovalAmount) ? 2 : 1;
    const { rows: given } = await tx.query<{ admin_id: number; admin_account: string }>(
      'select admin_id, admin_account from withdrawal_approvals where withdrawal_id = $1',
      [w.id],
    );
    if (given.some((a) => Number(a.admin_id) === reviewer.adminId)) {
      throw conflict(
        `You already approved withdrawal ${input.id}: above ${rules.dualApprovalAmount.toFixed()} it needs the approval of a second, different admin`,
      );
    }
    await tx.query(
      'insert into withdrawal_approvals (withdrawal_id, admin_id, admin_account, remark, create_date) values ($1, $2, $3, $4, $5)',
      [w.id, reviewer.adminId, reviewer.account, input.remark ?? null, now],
    );
    if (given.length + 1 < required) {
      await tx.query('update withdrawals set status = $2, remark = coalesce($3, remark), update_date = $4 where id = $1', [
        w.id,
        WITHDRAWAL_STATUS.firstApproval,
        input.remark ?? null,
        now,
      ]);
      await history('firstApproval');
      return;
    }
    await payOutHeldAmount(tx, await lockWallet(tx, key, now), amount, posting);
    await finish(WITHDRAWAL_STATUS.approved);
    await history('approved');
  });
}
