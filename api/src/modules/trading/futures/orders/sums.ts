import type { FuturesOrderSummary, futuresOrderListQuery } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { PeriodicTask } from '../../../../core/jobs/queue';
import type { Db, Queryable } from '../../../../db/database';
import { type Filters, parseDate } from '../../../../db/list';
import { type CoinLine, coinLines, foldKeptDaySums, type KeptDaySums, sumsFromKeptDays } from '../../../../db/day-sums';

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
/** The filters the kept sums answer (the sort orders the page only). */
const KEPT_KEYS = new Set([
  'status',
  'coinId',
  'tradingPairId',
  'gameplayId',
  'startTime',
  'endTime',
  'orderBy',
  'orderDirection',
  'pageNum',
  'pageSize',
]);

/** `12.500000000000000000` → `12.5`. */
const trimDecimal = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);
const trimmed = (lines: CoinLine<Sums>[]): FuturesOrderSummary[] =>
  lines.map((line) => ({
    ...line,
    ...Object.fromEntries(Object.keys(ORDER_SUMMED).map((k) => [k, trimDecimal(line[k as keyof Sums])])),
  })) as FuturesOrderSummary[];

/**
 * The count and sums per coin of the orders matching the list's filters: from the sums kept per day, coin,
 * pair, gameplay and status (migrations 025 and 027) when the filters are no more than those and the order
 * date, else added up from the orders (`filters`, joining the user only for the user's fields).
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

/** The kept order sums (025, 027): keyed by coin, pair, gameplay and status, by the order's day. */
const KEPT: KeptDaySums = {
  name: 'futures_order',
  table: 'futures_orders',
  dateColumn: 'order_date',
  key: 'coin_id, futures_pair_id, gameplay_id, status',
  summed: ORDER_SUMMED,
};

/**
 * The sums from `futures_order_day_sums` and the changes not yet folded into it (`sumsFromKeptDays`): a partly
 * covered day is read from its orders through the date index, which holds every column read here (027).
 */
const fromDaySums = (db: Queryable, q: FuturesOrderFilters): Promise<CoinLine<Sums>[] | undefined> =>
  sumsFromKeptDays<Sums>(db, KEPT, { start: parseDate(q.startTime), end: parseDate(q.endTime) }, (alias, p) =>
    [
      q.coinId === undefined ? '' : `${alias}.coin_id = ${p.param(q.coinId)}`,
      q.tradingPairId === undefined ? '' : `${alias}.futures_pair_id = ${p.param(q.tradingPairId)}`,
      q.gameplayId === undefined ? '' : `${alias}.gameplay_id = ${p.param(q.gameplayId)}`,
      q.status === undefined ? '' : `${alias}.status = ${p.param(q.status)}`,
    ].filter(Boolean),
  );

/** Folds the changes written since the last fold into the kept sums (readers add both tables). */
export const foldFuturesOrderDaySums = (db: Queryable): Promise<void> => foldKeptDaySums(db, KEPT);

/** Every few seconds on each instance (cheap when there is nothing to fold). */
export const futuresOrderDaySumTask = (db: Db): PeriodicTask => ({
  name: 'futures-order-day-sums',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldFuturesOrderDaySums(tx)),
});
