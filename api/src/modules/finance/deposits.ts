import { idParam } from '@console/contracts/schemas/common';
import {
  convertAmountFix,
  DEPOSIT_SOURCE,
  DEPOSIT_STATUS,
  type DepositRecord,
  type DepositSummary,
  depositEdit,
  depositListQuery,
  depositReview,
  operatorDeposit,
  reportAmountFix,
} from '@console/contracts/schemas/finance';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { lockWallet, post } from './ledger';
import {
  depositListFilters,
  num,
  RECORD_USER_COLUMNS,
  RECORD_USER_JOINS,
  type RecordUserRow,
  summarisedPage,
  toRecordUser,
} from './records';
import { financeSettings, reportValue } from './settings';

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

const DEPOSIT_SUMS = `coalesce(sum(x.amount), 0)::text as "amount", coalesce(sum(x.bonus_amount), 0)::text as "bonusAmount",
  coalesce(sum(x.total_amount), 0)::text as "totalAmount", coalesce(sum(x.report_amount), 0)::text as "reportAmount",
  coalesce(sum(x.convert_amount), 0)::text as "convertAmount"`;

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
});

const depositNotFound = (id: number) => notFound(`Deposit ${id} does not exist`);

export async function findDeposit(db: Queryable, id: number): Promise<DepositRecord> {
  const { rows } = await db.query<DepositRow>(
    `select ${DEPOSIT_COLUMNS} from deposits x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id
     where x.id = $1 and x.deleted_date is null`,
    [id],
  );
  if (!rows[0]) throw depositNotFound(id);
  return toDeposit(rows[0]);
}

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
  if (!rows[0]) throw depositNotFound(id);
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
      const by = deposit.reviewer ? ` by ${deposit.reviewer}` : '';
      const at = deposit.review_date ? ` on ${iso(deposit.review_date)}` : '';
      throw conflict(`Deposit ${input.id} was already ${STATUS_WORD[deposit.status]}${by}${at}: only a pending deposit can be reviewed`);
    }
    if (input.reviewType === DEPOSIT_STATUS.approved) {
      await credit(tx, deposit, reviewer, input.reason, now);
    } else {
      await tx.query(
        'update deposits set status = $2, reason = $3, reviewer_id = $4, reviewer = $5, review_date = $6, update_date = $6 where id = $1',
        [input.id, DEPOSIT_STATUS.rejected, input.reason, reviewer.adminId, reviewer.account, now],
      );
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
  createDate: Date;
}

/**
 * Records a deposit, pending; with `creditBy`, approves and credits it in the same transaction. Checks
 * that the user and the coin exist (404 and 400).
 */
export async function createDeposit(tx: Queryable, d: NewDeposit, creditBy?: Reviewer, now = d.createDate): Promise<number> {
  const { rows: users } = await tx.query('select 1 from users where id = $1', [d.userId]);
  if (!users.length) throw notFound(`User ${d.userId} does not exist`);
  const { rows: coins } = await tx.query<{ code: string; support_deposit_withdrawal: number }>(
    'select code, support_deposit_withdrawal from coins where id = $1',
    [d.coinId],
  );
  if (!coins[0]) throw fieldError('coinId', `coin ${d.coinId} does not exist`);
  if (!coins[0].support_deposit_withdrawal) throw fieldError('coinId', `${coins[0].code} does not support deposits and withdrawals`);
  const value = d.exchangeRate
    ? { amount: new Decimal(d.amount).times(d.exchangeRate).toDecimalPlaces(18).toFixed(), rate: d.exchangeRate }
    : reportValue(coins[0].code, d.amount);
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
  if (creditBy) await credit(tx, await lockDeposit(tx, id), creditBy, null, now);
  return id;
}

/** Sets columns of a deposit that is not deleted (404 otherwise) and answers it as it now is. */
async function updateDeposit(db: Queryable, id: number, now: Date, sets: Record<string, unknown>): Promise<DepositRecord> {
  const columns = Object.keys(sets);
  const { rows } = await db.query(
    `update deposits set update_date = $2${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')}
     where id = $1 and deleted_date is null returning id`,
    [id, now, ...Object.values(sets)],
  );
  if (!rows.length) throw depositNotFound(id);
  return findDeposit(db, id);
}

export function depositRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/depositRecord/list',
      name: 'List deposits',
      body: depositListQuery,
      handler: async ({ body, services: { db } }) => {
        const filters = depositListFilters(body);
        return summarisedPage<DepositRow, DepositRecord, Record<keyof DepositSummary, string>>(db, {
          table: 'deposits',
          select: DEPOSIT_COLUMNS,
          sums: DEPOSIT_SUMS,
          filters,
          paging: body,
          map: toDeposit,
        });
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit',
      name: 'Operator deposit',
      audit: true,
      body: operatorDeposit,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          const settings = await financeSettings(tx);
          const creditBy = settings.depositNeedReview ? undefined : { adminId: session.adminId, account: session.account };
          return createDeposit(
            tx,
            {
              userId: body.accountId,
              coinId: body.coinId,
              walletType: body.walletType,
              amount: body.amount,
              bonusAmount: body.bonusAmount,
              source: DEPOSIT_SOURCE.operator,
              isShow: body.isShow,
              operator: session.account,
              remark: body.remark,
              proof: body.proof,
              createDate: now,
            },
            creditBy,
          );
        });
        return findDeposit(db, id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/review',
      name: 'Review deposit',
      audit: true,
      body: depositReview,
      handler: async ({ body, session, services: { db }, now }) => {
        await reviewDeposit(db, body, { adminId: session.adminId, account: session.account }, now);
        return findDeposit(db, body.id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/reportAmount/fix',
      name: 'Fix deposit report amount',
      audit: true,
      body: reportAmountFix,
      handler: ({ body, services: { db }, now }) => updateDeposit(db, body.id, now, { report_amount: body.reportAmount }),
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/convertAmount/fix',
      name: 'Fix deposit convert amount',
      audit: true,
      body: convertAmountFix,
      handler: ({ body, services: { db }, now }) => updateDeposit(db, body.id, now, { convert_amount: body.convertAmount }),
    }),
    route({
      method: 'PATCH',
      path: 'finance/deposit',
      name: 'Edit deposit remark',
      audit: true,
      body: depositEdit,
      handler: ({ body, services: { db }, now }) => {
        const sets: Record<string, unknown> = {};
        // Sent empty, a remark or reason is cleared.
        if (body.remark !== undefined) sets.remark = body.remark || null;
        if (body.reason !== undefined) sets.reason = body.reason || null;
        return updateDeposit(db, body.id, now, sets);
      },
    }),
    route({
      method: 'DELETE',
      path: 'finance/depositRecord/{id}/delete',
      name: 'Delete deposit record',
      audit: true,
      params: idParam,
      handler: async ({ params, session, services: { db }, now }) => {
        const { rows } = await db.query(
          'update deposits set deleted_date = $2, deleted_by = $3, update_date = $2 where id = $1 and deleted_date is null returning id',
          [params.id, now, session.account],
        );
        if (!rows.length) throw depositNotFound(params.id);
        return { id: params.id, deleted: true };
      },
    }),
  ];
}
