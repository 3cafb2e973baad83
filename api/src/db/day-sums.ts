import type { Queryable } from './database';
import { Filters } from './list';

/**
 * Sums kept per UTC day for the lists whose summary adds up a million records (deposits and withdrawals per coin
 * and status, 014; futures orders per coin, pair, gameplay and status, 025 and 027). Statement triggers write each
 * change of the records into `<name>_day_sum_changes`; a periodic fold moves them into `<name>_day_sums`; readers
 * add both tables, so an answer is the same before and after a fold. This file reads and folds them; the areas
 * say which tables, key and columns.
 */

/** The answer names of a summary and the record columns they sum, e.g. `{ bonusAmount: 'bonus_amount' }`. */
export type SummedColumns = Record<string, string>;

/** `sum(...)::text as "name"` columns of a summary, over the rows of `alias`. */
export const sumColumns = (summed: SummedColumns, alias: string): string =>
  Object.entries(summed)
    .map(([name, column]) => `coalesce(sum(${alias}.${column}), 0)::text as "${name}"`)
    .join(', ');

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

/** The kept sums of one kind of record. */
export interface KeptDaySums {
  /** `<name>_day_sums` and `<name>_day_sum_changes`. */
  name: string;
  /** The records' table and the column whose UTC day keys the sums. */
  table: string;
  dateColumn: string;
  /** The key of a kept row besides its day (`coin_id, status`). */
  key: string;
  summed: SummedColumns;
  /** Conditions every summed record meets (`x.deleted_date is null`), on the records' alias `x`. */
  counted?: string[];
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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
 * The count and sums per coin of the records in `[start, end]` that match `keyed` (conditions on the kept key's
 * columns, written for an alias and taking their parameters from `p`), from the kept sums: every day the range
 * covers whole, and each day it covers in part either from that day's records inside the range or as the whole
 * day's sums less its records outside the range, whichever is the shorter span (a range from 00:00 to 23:59:59, or
 * the last seven days to now, reads a few records instead of a day's). Undefined when the range lies within one
 * day and covers less than half of it: those records are few, and summed directly with the list's own filters.
 */
export async function sumsFromKeptDays<S extends Record<string, string>>(
  db: Queryable,
  kept: KeptDaySums,
  range: { start?: Date; end?: Date },
  keyed: (alias: 's' | 'x', p: Filters) => string[],
): Promise<CoinLine<S>[] | undefined> {
  const { start, end } = range;
  if (start && end && end < start) return [];
  const { first, last, parts } = coveredDays(start, end);
  const spanOf = (part: PartDay) => (part.to ?? part.day + DAY_MS) - part.from;
  const wholeDays = first === undefined || last === undefined || first < last;
  if (!wholeDays && parts.length === 1 && spanOf(parts[0]) < DAY_MS / 2) return undefined;
  const p = new Filters();
  const columns = Object.values(kept.summed);
  const keptRows = (days: string[]) => {
    const where = [...keyed('s', p), ...days];
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    return [`${kept.name}_day_sums`, `${kept.name}_day_sum_changes`].map(
      (table) => `select s.coin_id, s.records, ${columns.map((c) => `s.${c}`).join(', ')} from ${table} s ${clause}`,
    );
  };
  /** The records within any of `spans` (conditions on the date column), added (`''`) or taken away (`'-'`). */
  const recordRows = (sign: '' | '-', spans: string[]) =>
    `select x.coin_id, ${sign}1, ${columns.map((c) => `${sign}x.${c}`).join(', ')} from ${kept.table} x
     where ${[...(kept.counted ?? []), ...keyed('x', p), `(${spans.join(' or ')})`].join(' and ')}`;
  const at = (ms: number) => p.param(new Date(ms));
  const date = `x.${kept.dateColumn}`;

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
      inside.push(`(${date} >= ${at(part.from)} and ${date} ${part.to === null ? `< ${at(dayEnd)}` : `<= ${at(part.to)}`})`);
      continue;
    }
    // The whole day, less its records before and after the covered span.
    sources.push(...keptRows([`s.day = ${p.param(isoDay(part.day))}::date`]));
    if (part.from > part.day) outside.push(`(${date} >= ${at(part.day)} and ${date} < ${at(part.from)})`);
    if (part.to !== null) outside.push(`(${date} > ${at(part.to)} and ${date} < ${at(dayEnd)})`);
  }
  if (inside.length) sources.push(recordRows('', inside));
  if (outside.length) sources.push(recordRows('-', outside));
  return coinLines<S>(db, kept.summed, sources.join(' union all '), p.params);
}

/**
 * Folds the changes written since the last fold into the kept sums, in one statement: readers add both tables, so
 * an answer is the same before and after. Rows a concurrent fold took are not seen twice (the delete locks them).
 */
export async function foldKeptDaySums(db: Queryable, kept: KeptDaySums): Promise<void> {
  const columns = Object.values(kept.summed);
  const sums = `${kept.name}_day_sums`;
  const key = `${kept.key}, day`;
  await db.query(
    `with folded as (delete from ${kept.name}_day_sum_changes returning *)
     insert into ${sums} (${key}, records, ${columns.join(', ')})
     select ${key}, sum(records), ${columns.map((c) => `sum(${c})`).join(', ')} from folded group by ${key}
     on conflict (${key}) do update set records = ${sums}.records + excluded.records,
       ${columns.map((c) => `${c} = ${sums}.${c} + excluded.${c}`).join(', ')}`,
  );
}
