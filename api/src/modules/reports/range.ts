import { readSettings } from '../../core/application/settings';
import type { Queryable } from '../../db/database';
import { fieldError } from '../../http/errors';

/*
 * The days of a report: every report counts by the days of the report time zone of the system settings
 * (`system/setting/platform-report`, `reportTimeZone`), so "a day" is midnight to midnight in that zone.
 * Days are `YYYY-MM-DD` texts; PostgreSQL turns them into instants with `at time zone` (daylight saving included).
 */

/** The longest range a report covers: ten years of days. */
const MAX_DAYS = 3660;
/** Without a start, a report covers the 30 days up to its end. */
const DEFAULT_DAYS = 30;

/** The report time zone; one PostgreSQL does not know (the settings check zones against the browser's list) is UTC. */
export async function reportTimeZone(db: Queryable): Promise<string> {
  const zone = (await readSettings(db, ['reportTimeZone'])).get('reportTimeZone') || 'UTC';
  try {
    await db.query('select now() at time zone $1', [zone]);
    return zone;
  } catch {
    return 'UTC';
  }
}

export interface ReportDays {
  timeZone: string;
  /** Today in the zone: never rolled up, always computed from the records. */
  today: string;
  start: string;
  end: string;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/** The day an input names: its date when it carries no zone (a day of the report zone), else the zone's day of that instant. */
async function dayOf(db: Queryable, input: string, zone: string): Promise<string> {
  const local = LOCAL.exec(input.trim());
  if (local) return local[1];
  const { rows } = await db.query<{ day: string }>('select (($1::timestamptz) at time zone $2)::date::text as day', [input, zone]);
  return rows[0].day;
}

export const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The report's days from the query's `start` and `end` (inclusive): by default the 30 days up to today. */
export async function reportDays(db: Queryable, query: { start?: string; end?: string }, now: Date): Promise<ReportDays> {
  const timeZone = await reportTimeZone(db);
  const { rows } = await db.query<{ day: string }>('select (($1::timestamptz) at time zone $2)::date::text as day', [now, timeZone]);
  const today = rows[0].day;
  const end = query.end ? await dayOf(db, query.end, timeZone) : today;
  const start = query.start ? await dayOf(db, query.start, timeZone) : addDays(end, -(DEFAULT_DAYS - 1));
  if (start > end) throw fieldError('start', 'must not be after end');
  if (daysBetween(start, end) >= MAX_DAYS) throw fieldError('start', `a report covers at most ${MAX_DAYS} days`);
  return { timeZone, today, start, end };
}

export interface Period {
  /** The first day of the period (the row's `dateTime`): a day, or the first of a month. */
  label: string;
  /** The days of the range the period covers. */
  first: string;
  last: string;
}

/** The periods of a range, newest first: one (the summary), a day each, or a month each (clipped to the range). */
export function periodsOf(days: Pick<ReportDays, 'start' | 'end'>, kind: 'summary' | 'daily' | 'monthly'): Period[] {
  if (kind === 'summary') return [{ label: days.start, first: days.start, last: days.end }];
  const out: Period[] = [];
  if (kind === 'daily') {
    for (let day = days.end; day >= days.start; day = addDays(day, -1)) out.push({ label: day, first: day, last: day });
    return out;
  }
  let monthStart = `${days.end.slice(0, 7)}-01`;
  for (;;) {
    const nextMonth = new Date(`${monthStart}T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const monthEnd = addDays(nextMonth.toISOString().slice(0, 10), -1);
    out.push({
      label: monthStart,
      first: monthStart < days.start ? days.start : monthStart,
      last: monthEnd > days.end ? days.end : monthEnd,
    });
    if (monthStart <= days.start) return out;
    const previous = new Date(`${monthStart}T00:00:00Z`);
    previous.setUTCMonth(previous.getUTCMonth() - 1);
    monthStart = previous.toISOString().slice(0, 10);
  }
}

/** Runs of consecutive days (inclusive) of `from`..`to` that are not in `rolled`: the days computed from the records. */
export function unrolledRuns(from: string, to: string, rolled: ReadonlySet<string>): [string, string][] {
  const runs: [string, string][] = [];
  let runStart: string | null = null;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (rolled.has(day)) {
      if (runStart) runs.push([runStart, addDays(day, -1)]);
      runStart = null;
    } else runStart ??= day;
  }
  if (runStart) runs.push([runStart, to]);
  return runs;
}

/** How many days `runs` hold. */
export const daysIn = (runs: [string, string][]): number => runs.reduce((n, [a, b]) => n + daysBetween(a, b) + 1, 0);
