import type { z } from 'zod';
import type { depositListQuery, withdrawalListQuery } from '@console/contracts/schemas/finance';
import type { Queryable } from '../../db/database';
import { Filters, PageData, parseDate } from '../../db/list';

/** Ids are BIGINT: PGlite answers numbers, node-postgres strings. */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const CHAIN = [0, 1, 2, 3, 4, 5].map((i) => `u.agent_user_id${i}`);
const TOP_OF_CHAIN = `coalesce(${[...CHAIN].reverse().join(', ')})`;

/**
 * The user behind a record (`x`), with the parent and the top of the agent chain; needs
 * `users u` joined on the record's user and `users p`, `users a` left-joined by `RECORD_USER_JOINS`.
 */
export const RECORD_USER_COLUMNS = `x.user_id, u.email as u_email, u.mobile_number as u_mobile_number, u.account_type as u_account_type,
  u.remark as u_remark, u.parent_user_id as u_parent_user_id, coalesce(p.email, p.mobile_number) as parent_name,
  a.id as agent_id, coalesce(a.email, a.mobile_number) as agent_name`;
export const RECORD_USER_JOINS = `join users u on u.id = x.user_id left join users p on p.id = u.parent_user_id
  left join users a on a.id = ${TOP_OF_CHAIN}`;

export interface RecordUserRow {
  user_id: number | string;
  u_email: string | null;
  u_mobile_number: string | null;
  u_account_type: number;
  u_remark: string | null;
  u_parent_user_id: number | string | null;
  parent_name: string | null;
  agent_id: number | string | null;
  agent_name: string | null;
}

export const toRecordUser = (r: RecordUserRow) => ({
  accountId: num(r.user_id),
  email: r.u_email,
  mobileNumber: r.u_mobile_number,
  isSales: r.u_account_type === 3 ? 1 : 0,
  userRemark: r.u_remark,
  parentUserId: numOrNull(r.u_parent_user_id),
  parentUserName: r.parent_name,
  agentId: numOrNull(r.agent_id),
  agentName: r.agent_name,
});

type CommonFilters = Omit<z.output<typeof depositListQuery>, 'status' | 'source' | 'isFirstTime' | 'operator'>;

/** The filters both record lists take, on the record `x` joined with its user `u`; deleted records never match. */
export function recordFilters(body: CommonFilters): Filters {
  const filters = new Filters()
    .where('x.deleted_date is null')
    .eq('x.id', body.id)
    .eq('x.user_id', body.accountId)
    .eq('x.coin_id', body.coinId)
    .eq('x.wallet_type', body.walletType)
    .eq('x.block_chain', body.blockChain)
    .eq('x.is_show', body.isShow)
    .eq('x.reviewer', body.reviewer)
    .eq('u.parent_user_id', body.parentUserId)
    .contains('u.email', body.email)
    .between('x.create_date', parseDate(body.startTime), parseDate(body.endTime))
    .between('x.review_date', parseDate(body.reviewStartTime), parseDate(body.reviewEndTime));
  if (body.isSales !== undefined) filters.where(body.isSales ? 'u.account_type = 3' : 'u.account_type <> 3');
  // The agent's downline (six indexed chain columns) first, then its records: no user row is read per record.
  if (body.agentId !== undefined) {
    const chain = [0, 1, 2, 3, 4, 5].map((i) => `d.agent_user_id${i}`).join(', ');
    filters.where(`x.user_id in (select d.id from users d where ${filters.param(body.agentId)}::bigint in (${chain}))`);
  }
  if (body.minAmount !== undefined) filters.where(`x.amount >= ${filters.param(body.minAmount)}::numeric`);
  if (body.maxAmount !== undefined) filters.where(`x.amount <= ${filters.param(body.maxAmount)}::numeric`);
  return filters;
}

/** The deposit list's filters (`finance/depositRecord/list`, also its export). */
export function depositListFilters(body: z.output<typeof depositListQuery>): Filters {
  return recordFilters(body)
    .eq('x.status', body.status)
    .eq('x.source', body.source)
    .eq('x.is_first_time', body.isFirstTime)
    .eq('x.operator', body.operator);
}

/** The withdrawal list's filters (`finance/withdrawalRecord/list`, also its export). */
export function withdrawalListFilters(body: z.output<typeof withdrawalListQuery>): Filters {
  const filters = recordFilters(body)
    .eq('x.status', body.status)
    .eq('x.withdrawal_type', body.withdrawalType)
    .eq('x.is_first_time_withdrawal', body.isFirstTimeWithdrawal)
    .contains('x.address', body.address);
  if (body.anomalyType) filters.where(`${filters.param(body.anomalyType)} = any(x.anomaly_types)`);
  return filters;
}

/** A page of a list with the sums of its amounts over every matching record. */
export class SummarisedPageData<T, S> extends PageData<T> {
  constructor(
    records: T[],
    total: number,
    size: number,
    current: number,
    readonly summary: S,
  ) {
    super(records, total, size, current);
  }
  override toJSON() {
    return { ...super.toJSON(), summary: this.summary };
  }
}

export interface SummarisedListQuery<Row, T> {
  /** The record table, aliased `x`. */
  table: string;
  /** Columns of a page row (the record, its user, its coin `c`). */
  select: string;
  /** `sum(...)::text as name` columns of the summary. */
  sums: string;
  filters: Filters;
  paging: { pageNum: number; pageSize: number };
  map: (row: Row) => T;
}

/**
 * One page, newest first, with the count and the sums computed in SQL over every matching record. The
 * count and sums read the record (and its user only for filters on the user); the page's rows get the
 * user, the coin and the upline joined.
 */
export async function summarisedPage<Row, T, S extends Record<string, string>>(
  db: Queryable,
  q: SummarisedListQuery<Row, T>,
): Promise<SummarisedPageData<T, S>> {
  const { filters, paging } = q;
  // The user is joined only for filters on the user (`u.`): every record has its user (not null, referenced),
  // so the join never adds or drops one, and without it the count and sums read the record's index alone.
  const userJoin = /\bu\./.test(filters.sql) ? 'join users u on u.id = x.user_id' : '';
  const base = `${q.table} x ${userJoin} ${filters.sql}`;
  const { rows: totals } = await db.query<{ total: number } & S>(`select count(*)::int as total, ${q.sums} from ${base}`, filters.params);
  const { total, ...summary } = totals[0];
  const n = filters.params.length;
  const rows = total
    ? (
        await db.query<Row>(
          `select ${q.select} from ${q.table} x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id ${filters.sql}
           order by x.create_date desc, x.id desc limit $${n + 1} offset $${n + 2}`,
          [...filters.params, paging.pageSize, (paging.pageNum - 1) * paging.pageSize],
        )
      ).rows
    : [];
  return new SummarisedPageData(rows.map(q.map), total, paging.pageSize, paging.pageNum, summary as unknown as S);
}
