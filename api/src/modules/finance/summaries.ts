import type { Db, Queryable } from '../../db/database';
import { Filters, parseDate } from '../../db/list';
import type { PeriodicTask } from '../../core/jobs/queue';

/**
 * The summary of the deposit and withdrawal lists, a line per coin, from the sums kept per UTC day, coin and
 * status (`014_finance_day_sums.sql`): for a list filtered by nothing but status, coin and creation time, the
 * count and the sums per coin of every matching record are the kept sums of the days the time range covers whole,
 * plus the records themselves of a partly covered first and last day. A status tab of a million records
 * adds up a row a day instead of a million records.
 */

/** The answer names of a list's summary and the record columns they sum, e.g. `{ bonusAmount: 'bonus_amount' }`. */
export type SummedColumns = Record<string, string>;

/** `sum(...)::text as "name"` columns of a summary, over the rows of `alias`. */
export const sumColumns = (summed: SummedColumns, alias: string): string =>
  Object.entries(summed)
    .map(([name, column]) => `coalesce(sum(${alias}.${column}), 0)::text as "${name}"`)
    .join(', ');

/** A record kind as the kept sums know it: `<name>_day_sums` and `<name>_day_sum_changes` sum the columns of `summed`. */
export interface SummedKind {
  name: 'deposit' | 'withdrawal';
  table: 'deposits' | 'withdrawals';
  summed: SummedColumns;
}

/** What the kept sums can answer: a list filtered by status, coin and creation time only. */
export interface DaySumFilters {
  status?: number;
  coinId?: number;
  start?: Date;
  end?: Date;
}

// The sort orders the page only: the sums are the same in any order.
const DAY_SUM_KEYS = new Set(['pageNum', 'pageSize', 'status', 'coinId', 'startTime', 'endTime', 'orderBy', 'orderDirection']);
const unset = (value: unknown) => value === undefined || value === null || value === '';
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The list query's filters when the kept sums can answer them (no filter but status, coin and time), else undefined. */
export function daySumFilters(body: { status?: number; coinId?: number; startTime?: string; endTime?: string }): DaySumFilters | undefined {
  for (const [key, value] of Object.entries(body)) if (!unset(value) && !DAY_SUM_KEYS.has(key)) return undefined;
  return { status: body.status, coinId: body.coinId, start: parseDate(body.startTime), end: parseDate(body.endTime) };
}

/** One coin's line of a list's sums: the coin, how many records, and each summed amount as text. */
export type CoinLine<S> = { coinId: number; code: string; count: number } & S;

interface CoinLineRow {
  coin_id: number;
  code: string;
  count: number;
}

/**
 * The lines per coin of `source` (rows with `coin_id`, a record count `records` and the summed columns),
 * in the coins' order: amounts of different coins are never added together. Coins with no record are left out.
 */
export async function coinLines<S extends Record<string, string>>(
  db: Queryable,
  summed: SummedColumns,
  source: string,
  params: unknown[],
): Promise<CoinLine<S>[]> {
  const { rows } = await db.query<CoinLineRow & S>(
    `select t.coin_id, c.code, sum(t.records)::int as count, ${sumColumns(summed, 't')}
     from (${source}) t join coins c on c.id = t.coin_id
     group by t.coin_id, c.code, c.sort having sum(t.records) > 0 order by c.sort, t.coin_id`,
    params,
    { prepare: true },
  );
  return rows.map(({ coin_id, code, count, ...sums }) => ({
    coinId: Number(coin_id),
    code,
    count: Number(count),
    ...(sums as unknown as S),
  }));
}

/**
 * The count and sums per coin of the records matching `filters`, from the kept sums: the days that lie
 * wholly within the time range from `*_day_sums` and the changes not yet folded into them, the records of
 * the rest of the range (before the first whole day, from the last whole day's end) from the records' own
 * indexes. Undefined when the range covers no whole day: then the records are few and summed directly.
 */
export async function summaryFromDaySums<S extends Record<string, string>>(
  db: Queryable,
  kind: SummedKind,
  filters: DaySumFilters,
): Promise<CoinLine<S>[] | undefined> {
  const { start, end } = filters;
  // Whole days: from the first midnight at or after the start, to the last midnight at or before the end (exclusive).
  const firstDay = start ? Math.ceil(start.getTime() / DAY_MS) * DAY_MS : undefined;
  const endDay = end ? Math.floor(end.getTime() / DAY_MS) * DAY_MS : undefined;
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) return undefined;

  const columns = Object.values(kind.summed);

  const q = new Filters();
  const dayConditions = [
    filters.coinId === undefined ? '' : `s.coin_id = ${q.param(filters.coinId)}`,
    filters.status === undefined ? '' : `s.status = ${q.param(filters.status)}`,
    firstDay === undefined ? '' : `s.day >= ${q.param(isoDay(firstDay))}::date`,
    endDay === undefined ? '' : `s.day < ${q.param(isoDay(endDay))}::date`,
  ].filter(Boolean);
  const dayWhere = dayConditions.length ? `where ${dayConditions.join(' and ')}` : '';
  // The records of the partly covered days at either end of the range.
  const edges = [
    start && firstDay !== undefined && firstDay > start.getTime()
      ? `(x.create_date >= ${q.param(start)} and x.create_date < ${q.param(new Date(firstDay))})`
      : '',
    end && endDay !== undefined ? `(x.create_date >= ${q.param(new Date(endDay))} and x.create_date <= ${q.param(end)})` : '',
  ].filter(Boolean);
  const kept = (table: string) => `select s.coin_id, s.records, ${columns.map((c) => `s.${c}`).join(', ')} from ${table} s ${dayWhere}`;
  const parts = [kept(`${kind.name}_day_sums`), kept(`${kind.name}_day_sum_changes`)];
  if (edges.length) {
    const recordConditions = [
      'x.deleted_date is null',
      filters.coinId === undefined ? '' : `x.coin_id = ${q.param(filters.coinId)}`,
      filters.status === undefined ? '' : `x.status = ${q.param(filters.status)}`,
      `(${edges.join(' or ')})`,
    ].filter(Boolean);
    parts.push(
      `select x.coin_id, 1, ${columns.map((c) => `x.${c}`).join(', ')} from ${kind.table} x where ${recordConditions.join(' and ')}`,
    );
  }
  return coinLines<S>(db, kind.summed, parts.join(' union all '), q.params);
}

/**
 * Folds the changes written since the last fold into the kept sums, in one transaction: readers add both
 * tables, so an answer is the same before and after. Rows a concurrent fold took are not seen twice
 * (the delete locks them).
 */
export async function foldDaySumChanges(db: Queryable, kinds: SummedKind[]): Promise<void> {
  for (const kind of kinds) {
    const summed = Object.values(kind.summed);
    const sums = `${kind.name}_day_sums`;
    await db.query(
      `with folded as (delete from ${kind.name}_day_sum_changes returning *)
       insert into ${sums} (coin_id, status, day, records, ${summed.join(', ')})
       select coin_id, status, day, sum(records), ${summed.map((c) => `sum(${c})`).join(', ')} from folded group by coin_id, status, day
       on conflict (coin_id, status, day) do update set records = ${sums}.records + excluded.records,
         ${summed.map((c) => `${c} = ${sums}.${c} + excluded.${c}`).join(', ')}`,
    );
  }
}

/** Every few seconds, the changes into the sums (each instance; a fold is cheap when there is nothing to fold). */
export const daySumFoldTask = (db: Db, kinds: SummedKind[]): PeriodicTask => ({
  name: 'finance-day-sums',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldDaySumChanges(tx, kinds)),
});
