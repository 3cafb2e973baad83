import type { PeriodicTask } from '../../core/jobs/queue';
import type { Db, Queryable } from '../../db/database';
import { type CoinLine, foldKeptDaySums, type KeptDaySums, type SummedColumns, sumsFromKeptDays } from '../../db/day-sums';
import { parseDate } from '../../db/list';

/**
 * The summary of the deposit and withdrawal lists, a line per coin, from the sums kept per UTC day, coin and
 * status (`014_finance_day_sums.sql`, read through `db/day-sums.ts`): for a list filtered by nothing but status,
 * coin and creation time. A status tab of a million records adds up a row a day instead of a million records.
 */

/** A record kind as the kept sums know it: `<name>_day_sums` and `<name>_day_sum_changes` sum the columns of `summed`. */
export interface SummedKind {
  name: 'deposit' | 'withdrawal';
  table: 'deposits' | 'withdrawals';
  summed: SummedColumns;
}

/** The kept sums of a deposit or withdrawal kind: keyed by coin and status, by the record's creation day. */
const keptOf = (kind: SummedKind): KeptDaySums => ({
  name: kind.name,
  table: kind.table,
  dateColumn: 'create_date',
  key: 'coin_id, status',
  summed: kind.summed,
  counted: ['x.deleted_date is null'],
});

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

/** The list query's filters when the kept sums can answer them (no filter but status, coin and time), else undefined. */
export function daySumFilters(body: { status?: number; coinId?: number; startTime?: string; endTime?: string }): DaySumFilters | undefined {
  for (const [key, value] of Object.entries(body)) if (!unset(value) && !DAY_SUM_KEYS.has(key)) return undefined;
  return { status: body.status, coinId: body.coinId, start: parseDate(body.startTime), end: parseDate(body.endTime) };
}

/**
 * The count and sums per coin of the records matching `filters`, from the kept sums (`sumsFromKeptDays`: whole
 * days from the sums, a partly covered day from its records inside or outside the range, whichever is shorter).
 * Undefined when the range covers less than half of one day: then the records are few and summed directly.
 */
export function summaryFromDaySums<S extends Record<string, string>>(
  db: Queryable,
  kind: SummedKind,
  filters: DaySumFilters,
): Promise<CoinLine<S>[] | undefined> {
  return sumsFromKeptDays<S>(db, keptOf(kind), filters, (alias, p) =>
    [
      filters.coinId === undefined ? '' : `${alias}.coin_id = ${p.param(filters.coinId)}`,
      filters.status === undefined ? '' : `${alias}.status = ${p.param(filters.status)}`,
    ].filter(Boolean),
  );
}

/** Folds the changes written since the last fold into the kept sums of each kind. */
export async function foldDaySumChanges(db: Queryable, kinds: SummedKind[]): Promise<void> {
  for (const kind of kinds) await foldKeptDaySums(db, keptOf(kind));
}

/** Every few seconds, the changes into the sums (each instance; a fold is cheap when there is nothing to fold). */
export const daySumFoldTask = (db: Db, kinds: SummedKind[]): PeriodicTask => ({
  name: 'finance-day-sums',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldDaySumChanges(tx, kinds)),
});
