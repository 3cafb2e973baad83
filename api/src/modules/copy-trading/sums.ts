import type { FollowingOrderSummary, followingOrderListQuery, LeadingOrderSummary } from '@console/contracts/schemas/copy-trading';
import type { z } from 'zod';
import type { PeriodicTask } from '../../core/jobs/queue';
import type { Db, Queryable } from '../../db/database';
import { type CoinLine, coinLines, foldKeptDaySums, type KeptDaySums, type SummedColumns, sumsFromKeptDays } from '../../db/day-sums';
import { type Filters, pageBounds, parseDate } from '../../db/list';
import { Decimal } from '../../money';
import { SummarisedPageData } from '../finance/records';

/*
 * The sums rows of the leading and following order lists: per coin, how many orders match the list's filters and
 * the sums of the amounts the list shows, over every matching order (the list's total is their count). Leading
 * orders are summed from their own records (033 keeps their status, result and filled amount there); following
 * orders from the sums kept per day (033) when the filters are ones many copies share, else from the copies.
 */

type Line<S> = Omit<S, 'coinId' | 'code' | 'count'>;

/** The lines with each sum written without trailing zeros (`12.500000000000000000` → `12.5`). */
const written = <S>(lines: CoinLine<Line<S>>[], summed: SummedColumns): S[] =>
  lines.map((line) => ({
    ...line,
    ...Object.fromEntries(Object.keys(summed).map((name) => [name, new Decimal((line as Record<string, string>)[name]).toFixed()])),
  })) as S[];

/** The leading order list's sums: answer names and the `copy_leading_orders` columns they sum. */
const LEADING_SUMMED = { amount: 'amount', filledAmount: 'filled_amount', followedAmount: 'followed_amount', leaderFee: 'leader_fee' };

/** The sums of the leading orders matching `filters` (conditions on `copy_leading_orders l` alone). */
export async function leadingOrderSums(db: Queryable, filters: Filters): Promise<LeadingOrderSummary[]> {
  const columns = Object.values(LEADING_SUMMED).map((c) => `l.${c}`);
  const lines = await coinLines<Line<LeadingOrderSummary>>(
    db,
    LEADING_SUMMED,
    `select l.coin_id, 1 as records, ${columns.join(', ')} from copy_leading_orders l ${filters.sql}`,
    filters.params,
  );
  return written<LeadingOrderSummary>(lines, LEADING_SUMMED);
}

/** The following order list's sums: answer names and the futures order columns they sum. */
const FOLLOWING_SUMMED = { amount: 'amount', filledAmount: 'filled_amount', payout: 'payout', tax: 'tax', leaderFee: 'leader_fee' };

/** The copies' sums kept per day (033). */
const KEPT: KeptDaySums = {
  name: 'copy_following',
  table: 'futures_orders',
  dateColumn: 'order_date',
  key: 'coin_id, futures_pair_id, gameplay_id, leader_user_id, status, result, direction',
  summed: FOLLOWING_SUMMED,
  counted: ['x.follow_code is not null'],
};

/** The filters the kept sums answer (paging and sort order only the page). */
const KEPT_FILTERS = new Set([
  'leaderAccountId',
  'tradingPairId',
  'gamePlay',
  'status',
  'result',
  'direction',
  'startTime',
  'endTime',
  'orderBy',
  'orderDirection',
  'pageNum',
  'pageSize',
]);

/**
 * The sums of the copies matching the list's filters: from the kept day sums when the filters are among the kept
 * key's and the order date (`sumsFromKeptDays`; a range within a day and shorter than half of it reads its copies),
 * else from the copies themselves, which a copy's own filters (its id, follower, leading order, follow code, round)
 * narrow through their indexes to a few hundred at most.
 */
export async function followingOrderSums(
  db: Queryable,
  q: Partial<z.output<typeof followingOrderListQuery>>,
  filters: Filters,
): Promise<FollowingOrderSummary[]> {
  const kept = Object.entries(q).every(([key, value]) => value === undefined || value === '' || KEPT_FILTERS.has(key));
  const lines =
    (kept &&
      (await sumsFromKeptDays<Line<FollowingOrderSummary>>(
        db,
        KEPT,
        { start: parseDate(q.startTime), end: parseDate(q.endTime) },
        (alias, p) =>
          [
            q.tradingPairId === undefined ? '' : `${alias}.futures_pair_id = ${p.param(q.tradingPairId)}`,
            q.gamePlay === undefined ? '' : `${alias}.gameplay_id = ${p.param(q.gamePlay)}`,
            q.status === undefined ? '' : `${alias}.status = ${p.param(q.status)}`,
            q.result === undefined ? '' : `${alias}.result = ${p.param(q.result)}`,
            q.direction === undefined ? '' : `${alias}.direction = ${p.param(q.direction)}`,
            q.leaderAccountId === undefined
              ? ''
              : alias === 's'
                ? `s.leader_user_id = ${p.param(q.leaderAccountId)}`
                : `x.follow_code in (select follow_code from copy_leading_orders where leader_user_id = ${p.param(q.leaderAccountId)})`,
          ].filter(Boolean),
      ))) ||
    (await coinLines<Line<FollowingOrderSummary>>(
      db,
      FOLLOWING_SUMMED,
      `select x.coin_id, 1 as records, ${Object.values(FOLLOWING_SUMMED)
        .map((c) => `x.${c}`)
        .join(', ')} from futures_orders x ${filters.sql}`,
      filters.params,
    ));
  return written<FollowingOrderSummary>(lines, FOLLOWING_SUMMED);
}

/** Folds the copies' changes written since the last fold into their kept sums (readers add both tables). */
export const foldFollowingDaySums = (db: Queryable): Promise<void> => foldKeptDaySums(db, KEPT);

/** Every ten seconds on each instance, as the futures orders' fold (cheap when there is nothing to fold). */
export const followingDaySumTask = (db: Db): PeriodicTask => ({
  name: 'copy-following-day-sums',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldFollowingDaySums(tx)),
});

/**
 * A page of a list in `orderBy` with its sums per coin (`sums`, over every matching record), the total being their
 * count: the sums and the page at once, each on a connection of the pool (one after the other on PGlite).
 */
export async function summarisedList<Row, T, S extends { count: number }>(
  db: Queryable,
  q: { select: string; from: string; filters: Filters; orderBy: string; paging: { pageNum: number; pageSize: number } },
  map: (row: Row) => T,
  sums: Promise<S[]>,
): Promise<SummarisedPageData<T, S>> {
  const params = [...q.filters.params];
  const bounds = pageBounds(q.paging, params);
  const [summary, { rows }] = await Promise.all([
    sums,
    db.query<Row>(`select ${q.select} from ${q.from} ${q.filters.sql} order by ${q.orderBy} ${bounds.sql}`, params, {
      prepare: bounds.prepare,
    }),
  ]);
  const total = summary.reduce((count, line) => count + line.count, 0);
  return new SummarisedPageData(rows.map(map), total, q.paging.pageSize, q.paging.pageNum, summary);
}
