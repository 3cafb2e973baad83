import type { FuturesOrderSummary, futuresOrderListQuery } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { PeriodicTask } from '../../../../core/jobs/queue';
import type { Db, Queryable } from '../../../../db/database';
import { Filters, parseDate } from '../../../../db/list';
import { type CoinLine, coinLines } from '../../../finance/summaries';

/** The order list's filters without paging (the export's too). */
export type FuturesOrderFilters = Omit<z.output<typeof futuresOrderListQuery>, 'pageNum' | 'pageSize'>;

/** The summary's answer names and the order columns they sum. */
export const ORDER_SUMMED = {
  amount: 'amount',
  filledAmount: 'filled_amount',
  payout: 'payout',
  tax: 'tax',
  rebate: 'rebate',
  leaderFee: 'leader_fee',
};
type Sums = Omit<FuturesOrderSummary, 'coinId' | 'code' | 'count'>;

const COLUMNS = Object.values(ORDER_SUMMED);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The filters the kept sums answer (the sort orders the page only). */
const KEPT_KEYS = new Set(['status', 'coinId', 'startTime', 'endTime', 'orderBy', 'orderDirection', 'pageNum', 'pageSize']);

/** `12.500000000000000000` → `12.5`. */
const trimDecimal = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);
const trimmed = (lines: CoinLine<Sums>[]): FuturesOrderSummary[] =>
  lines.map((line) => ({
    ...line,
    ...Object.fromEntries(Object.keys(ORDER_SUMMED).map((k) => [k, trimDecimal(line[k as keyof Sums])])),
  })) as FuturesOrderSummary[];

/**
 * The count and sums per coin of the orders matching the list's filters: from the sums kept per day
 * (migration 025) when the filters are no more than status, coin and order date and the range covers a
 * whole day, else added up from the orders (`filters`, joining the user only for the user's fields).
 */
export async function futuresOrderSums(db: Queryable, q: FuturesOrderFilters, filters: Filters): Promise<FuturesOrderSummary[]> {
  const kept = Object.entries(q).every(([key, value]) => value === undefined || KEPT_KEYS.has(key));
  const fromKept = kept ? await fromDaySums(db, q) : undefined;
  if (fromKept) return trimmed(fromKept);
  const userJoin = /\bu\./.test(filters.sql) ? 'join users u on u.id = x.user_id' : '';
  const lines = await coinLines<Sums>(
    db,
    ORDER_SUMMED,
    `select x.coin_id, 1 as records, ${COLUMNS.map((c) => `x.${c}`).join(', ')} from futures_orders x ${userJoin} ${filters.sql}`,
    filters.params,
  );
  return trimmed(lines);
}

/**
 * The whole days of the range from `futures_order_day_sums` and the changes not yet folded into it, the
 * orders of the partly covered days at either end from the orders' own indexes. Undefined when the range
 * covers no whole day: the orders are few, and summed directly.
 */
async function fromDaySums(db: Queryable, q: FuturesOrderFilters): Promise<CoinLine<Sums>[] | undefined> {
  const start = parseDate(q.startTime);
  const end = parseDate(q.endTime);
  const firstDay = start ? Math.ceil(start.getTime() / DAY_MS) * DAY_MS : undefined;
  const endDay = end ? Math.floor(end.getTime() / DAY_MS) * DAY_MS : undefined;
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) return undefined;
  const p = new Filters();
  const dayWhere = [
    q.coinId === undefined ? '' : `s.coin_id = ${p.param(q.coinId)}`,
    q.status === undefined ? '' : `s.status = ${p.param(q.status)}`,
    firstDay === undefined ? '' : `s.day >= ${p.param(isoDay(firstDay))}::date`,
    endDay === undefined ? '' : `s.day < ${p.param(isoDay(endDay))}::date`,
  ].filter(Boolean);
  const where = dayWhere.length ? `where ${dayWhere.join(' and ')}` : '';
  const keptRows = (table: string) => `select s.coin_id, s.records, ${COLUMNS.map((c) => `s.${c}`).join(', ')} from ${table} s ${where}`;
  const parts = [keptRows('futures_order_day_sums'), keptRows('futures_order_day_sum_changes')];
  const edges = [
    start && firstDay !== undefined && firstDay > start.getTime()
      ? `(x.order_date >= ${p.param(start)} and x.order_date < ${p.param(new Date(firstDay))})`
      : '',
    end && endDay !== undefined ? `(x.order_date >= ${p.param(new Date(endDay))} and x.order_date <= ${p.param(end)})` : '',
  ].filter(Boolean);
  if (edges.length) {
    const conditions = [
      q.coinId === undefined ? '' : `x.coin_id = ${p.param(q.coinId)}`,
      q.status === undefined ? '' : `x.status = ${p.param(q.status)}`,
      `(${edges.join(' or ')})`,
    ].filter(Boolean);
    parts.push(`select x.coin_id, 1, ${COLUMNS.map((c) => `x.${c}`).join(', ')} from futures_orders x where ${conditions.join(' and ')}`);
  }
  return coinLines<Sums>(db, ORDER_SUMMED, parts.join(' union all '), p.params);
}

/** Folds the changes written since the last fold into the kept sums, in one transaction (readers add both tables). */
export async function foldFuturesOrderDaySums(db: Queryable): Promise<void> {
  const sums = 'futures_order_day_sums';
  await db.query(
    `with folded as (delete from futures_order_day_sum_changes returning *)
     insert into ${sums} (coin_id, status, day, records, ${COLUMNS.join(', ')})
     select coin_id, status, day, sum(records), ${COLUMNS.map((c) => `sum(${c})`).join(', ')} from folded group by coin_id, status, day
     on conflict (coin_id, status, day) do update set records = ${sums}.records + excluded.records,
       ${COLUMNS.map((c) => `${c} = ${sums}.${c} + excluded.${c}`).join(', ')}`,
  );
}

/** Every few seconds on each instance (cheap when there is nothing to fold). */
export const futuresOrderDaySumTask = (db: Db): PeriodicTask => ({
  name: 'futures-order-day-sums',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldFuturesOrderDaySums(tx)),
});
