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
/** The kept sums' key (027). */
const KEY = 'coin_id, futures_pair_id, gameplay_id, status, day';
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
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

/**
 * A UTC day (its midnight, in ms) the range covers in part: from `from` (inclusive) to `to` (inclusive), or to
 * the day's end when `to` is null.
 */
interface PartDay {
  day: number;
  from: number;
  to: number | null;
}

/**
 * The whole UTC days the range `[start, end]` (both inclusive, either open) covers, as `[first, last)` in ms
 * (undefined: unbounded), and the days it covers in part. An end is inclusive, so the day it falls on is always
 * covered in part: a range to 23:59:59 covers all of that day but its last second.
 */
function coveredDays(start: Date | undefined, end: Date | undefined): { first?: number; last?: number; parts: PartDay[] } {
  const s = start?.getTime();
  const e = end?.getTime();
  const dayOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
  const parts: PartDay[] = [];
  if (s !== undefined && s !== dayOf(s)) parts.push({ day: dayOf(s), from: s, to: null });
  if (e !== undefined) {
    if (parts[0]?.day === dayOf(e)) parts[0].to = e;
    else parts.push({ day: dayOf(e), from: s !== undefined && s > dayOf(e) ? s : dayOf(e), to: e });
  }
  return {
    first: s === undefined ? undefined : s === dayOf(s) ? s : dayOf(s) + DAY_MS,
    last: e === undefined ? undefined : dayOf(e),
    parts,
  };
}

/**
 * The sums from `futures_order_day_sums` and the changes not yet folded into it: every day the range covers
 * whole, and each day it covers in part either from that day's orders inside the range or as the whole day's
 * sums less its orders outside the range, whichever is the shorter span (a range from 00:00 to 23:59:59, or the
 * last seven days to now, reads a few orders instead of a day's). Those orders come from the date index, which
 * holds every column read here (027). Undefined when the range lies within one day and covers less than half of
 * it: those orders are few, and summed directly with the page's own filters.
 */
async function fromDaySums(db: Queryable, q: FuturesOrderFilters): Promise<CoinLine<Sums>[] | undefined> {
  const start = parseDate(q.startTime);
  const end = parseDate(q.endTime);
  if (start && end && end < start) return [];
  const { first, last, parts } = coveredDays(start, end);
  const spanOf = (part: PartDay) => (part.to ?? part.day + DAY_MS) - part.from;
  const wholeDays = first === undefined || last === undefined || first < last;
  if (!wholeDays && parts.length === 1 && spanOf(parts[0]) < DAY_MS / 2) return undefined;
  const p = new Filters();
  const keyed = (alias: string) =>
    [
      q.coinId === undefined ? '' : `${alias}.coin_id = ${p.param(q.coinId)}`,
      q.tradingPairId === undefined ? '' : `${alias}.futures_pair_id = ${p.param(q.tradingPairId)}`,
      q.gameplayId === undefined ? '' : `${alias}.gameplay_id = ${p.param(q.gameplayId)}`,
      q.status === undefined ? '' : `${alias}.status = ${p.param(q.status)}`,
    ].filter(Boolean);
  const keptRows = (days: string[]) => {
    const where = [...keyed('s'), ...days];
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    return ['futures_order_day_sums', 'futures_order_day_sum_changes'].map(
      (table) => `select s.coin_id, s.records, ${COLUMNS.map((c) => `s.${c}`).join(', ')} from ${table} s ${clause}`,
    );
  };
  /** The orders within any of `spans` (SQL conditions on `x.order_date`), added (`''`) or taken away (`'-'`). */
  const orderRows = (sign: '' | '-', spans: string[]) =>
    `select x.coin_id, ${sign}1, ${COLUMNS.map((c) => `${sign}x.${c}`).join(', ')} from futures_orders x
     where ${[...keyed('x'), `(${spans.join(' or ')})`].join(' and ')}`;
  const at = (ms: number) => p.param(new Date(ms));

  const sources: string[] = [];
  if (wholeDays) {
    sources.push(
      ...keptRows(
        [
          first === undefined ? '' : `s.day >= ${p.param(isoDay(first))}::date`,
          last === undefined ? '' : `s.day < ${p.param(isoDay(last))}::date`,
        ].filter(Boolean),
      ),
    );
  }
  const inside: string[] = [];
  const outside: string[] = [];
  for (const part of parts) {
    const dayEnd = part.day + DAY_MS;
    if (spanOf(part) < DAY_MS / 2) {
      inside.push(`(x.order_date >= ${at(part.from)} and x.order_date ${part.to === null ? `< ${at(dayEnd)}` : `<= ${at(part.to)}`})`);
      continue;
    }
    // The whole day, less its orders before and after the covered span.
    sources.push(...keptRows([`s.day = ${p.param(isoDay(part.day))}::date`]));
    if (part.from > part.day) outside.push(`(x.order_date >= ${at(part.day)} and x.order_date < ${at(part.from)})`);
    if (part.to !== null) outside.push(`(x.order_date > ${at(part.to)} and x.order_date < ${at(dayEnd)})`);
  }
  if (inside.length) sources.push(orderRows('', inside));
  if (outside.length) sources.push(orderRows('-', outside));
  return coinLines<Sums>(db, ORDER_SUMMED, sources.join(' union all '), p.params);
}

/** Folds the changes written since the last fold into the kept sums, in one transaction (readers add both tables). */
export async function foldFuturesOrderDaySums(db: Queryable): Promise<void> {
  const sums = 'futures_order_day_sums';
  await db.query(
    `with folded as (delete from futures_order_day_sum_changes returning *)
     insert into ${sums} (${KEY}, records, ${COLUMNS.join(', ')})
     select ${KEY}, sum(records), ${COLUMNS.map((c) => `sum(${c})`).join(', ')} from folded group by ${KEY}
     on conflict (${KEY}) do update set records = ${sums}.records + excluded.records,
       ${COLUMNS.map((c) => `${c} = ${sums}.${c} + excluded.${c}`).join(', ')}`,
  );
}

/** Every few seconds on each instance (cheap when there is nothing to fold). */
export const futuresOrderDaySumTask = (db: Db): PeriodicTask => ({
  name: 'futures-order-day-sums',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldFuturesOrderDaySums(tx)),
});
