import type { PeriodicTask } from '../../core/jobs/queue';
import type { Db, Queryable } from '../../db/database';
import type { AppServices } from '../../http/context';
import { parentOf, rollUpState } from './engine';
import { FACT_COLUMNS, liveBalanceSql, liveFactsSql } from './metrics';
import { addDays, daysBetween, daysIn, reportTimeZone, unrolledRuns } from './range';

/*
 * The daily roll-ups (`report_user_day_sums`, `report_balance_day_sums`, 035_reports.sql): the closed days of the
 * report time zone that are not rolled up yet (never, or taken back by a write touching their records) are computed
 * from the records and written with their marker (user 0), the platform's sums of the day (user -1) and each user's
 * downline sums (043_report_downline_sums.sql), up to a month a transaction; the downline sums of users above a moved user
 * are rebuilt after; once the zone is complete, the rows of any earlier zone (a change of `reportTimeZone`) are removed and
 * reports stop saying `rebuilding`. Idempotent and safe with several API instances: a day is replaced whole under
 * that day's lock, which only the writes on that day wait for (044_report_day_locks.sql).
 */

/**
 * Days rolled up in one transaction, at most: a run of consecutive days, each under its own lock
 * (044_report_day_locks.sql), so a write of another day (today's trades) never waits for a roll-up. A day a transaction
 * took five times the CPU of a month a transaction (each statement's fixed cost once a day).
 */
const DAYS_PER_TRANSACTION = 31;
/** Days rolled up in one run of the task: a long history (or a new zone) is caught up over several runs. */
const DAYS_PER_RUN = 92;
const ROLL_UP_LOCK = 73_320_035;

export interface RollUpResult {
  timeZone: string;
  days: number;
  /** Whether every closed day of the zone is rolled up now. */
  complete: boolean;
}

const dayLock = (day: string) => [ROLL_UP_LOCK, day];
const DAY_LOCK_KEY = `$1::int, $2::date - date '2000-01-01'`;

/**
 * Rolls up the days from `from` to at most `until`, in one transaction: `from` under its lock, waited for (the writes in
 * flight on it commit first and are seen; the writes after wait for this commit), then each next day as long as its
 * lock is free at once. A day a write holds ends the run there: the roll-up never waits for a day while it holds
 * another (a write holding the one and asking for the other would be a deadlock). Answers the last day rolled up.
 */
async function rollUpDays(db: Db, zone: string, from: string, until: string): Promise<string> {
  return db.transaction(async (tx) => {
    // The shared lock keeps out what rewrites every day at once (the rebuild after a move, an earlier zone's removal).
    await tx.query(`select pg_advisory_xact_lock_shared($1), pg_advisory_xact_lock(${DAY_LOCK_KEY})`, dayLock(from));
    let to = from;
    while (to < until) {
      const next = addDays(to, 1);
      const { rows: free } = await tx.query<{ ok: boolean }>(`select pg_try_advisory_xact_lock(${DAY_LOCK_KEY}) as ok`, dayLock(next));
      if (!free[0].ok) break;
      to = next;
    }
    await tx.query('delete from report_user_day_sums where time_zone = $1 and day between $2::date and $3::date', [zone, from, to]);
    await tx.query('delete from report_balance_day_sums where time_zone = $1 and day between $2::date and $3::date', [zone, from, to]);
    const time = (column: string) =>
      `(${column} >= ($2::date::timestamp at time zone $1) and ${column} < ($3::date::timestamp at time zone $1))`;
    const params = [zone, from, addDays(to, 1)];
    const cols = FACT_COLUMNS.join(', ');
    await tx.query(
      `insert into report_user_day_sums (time_zone, day, user_id, ${cols})
       select $1, f.day, f.user_id, ${cols} from (${liveFactsSql(time, null)}) f`,
      params,
    );
    await tx.query(
      `insert into report_balance_day_sums (time_zone, day, user_id, coin_id, change)
       select $1, b.day, b.user_id, b.coin_id, b.change from (${liveBalanceSql(time, null)}) b where b.change <> 0`,
      params,
    );
    // The platform's rows (user -1): the days' sums over every user, so a platform report over a year reads a row a day.
    const sums = FACT_COLUMNS.map((c) => `sum(${c})`).join(', ');
    await tx.query(
      `insert into report_user_day_sums (time_zone, day, user_id, ${cols})
       select $1, day, -1, ${sums} from report_user_day_sums where time_zone = $1 and day between $2::date and $3::date and user_id > 0 group by day`,
      [zone, from, to],
    );
    await tx.query(
      `insert into report_balance_day_sums (time_zone, day, user_id, coin_id, change)
       select $1, day, -1, coin_id, sum(change) from report_balance_day_sums
        where time_zone = $1 and day between $2::date and $3::date and user_id > 0 group by day, coin_id`,
      [zone, from, to],
    );
    await rollUpDownlines(tx, zone, from, to);
    // The markers: these days are rolled up in this zone (a day without a record has its marker too).
    await tx.query(
      `insert into report_user_day_sums (time_zone, day, user_id)
       select $1, d::date, 0 from generate_series($2::date, $3::date, interval '1 day') d`,
      [zone, from, to],
    );
    return to;
  });
}

/**
 * The statement writing downline sums (043): for each pair `up(user_id, upline)` that `ctes` defines (a user and one
 * user above it), the user's rows of the days `days` selects (a condition on `s.day`) added to the upline's.
 */
function writeDownlineSums(ctes: string, days: string): string {
  return `with recursive ${ctes},
     facts as (
       insert into report_downline_day_sums (time_zone, day, user_id, ${FACT_COLUMNS.join(', ')})
       select $1, s.day, up.upline, ${FACT_COLUMNS.map((c) => `sum(s.${c})`).join(', ')}
         from up join report_user_day_sums s on s.time_zone = $1 and s.user_id = up.user_id${days}
        group by s.day, up.upline),
     balances as (
       insert into report_downline_balance_day_sums (time_zone, day, user_id, coin_id, change)
       select $1, s.day, up.upline, s.coin_id, sum(s.change)
         from up join report_balance_day_sums s on s.time_zone = $1 and s.user_id = up.user_id${days}
        group by s.day, up.upline, s.coin_id
       having sum(s.change) <> 0)
     select 1`;
}

/**
 * The downline sums of the days: each user's rows of the days added to every user above it, at any depth, as the tree
 * stands now.
 */
async function rollUpDownlines(tx: Queryable, zone: string, from: string, to: string): Promise<void> {
  const params = [zone, from, to];
  await tx.query('delete from report_downline_day_sums where time_zone = $1 and day between $2::date and $3::date', params);
  await tx.query('delete from report_downline_balance_day_sums where time_zone = $1 and day between $2::date and $3::date', params);
  const days = ' and s.day between $2::date and $3::date';
  const inDays = (table: string) => `select s.user_id from ${table} s where s.time_zone = $1${days} and s.user_id > 0`;
  // One walk up from the days' users for both tables.
  await tx.query(
    writeDownlineSums(
      `active(user_id) as (${inDays('report_user_day_sums')} union ${inDays('report_balance_day_sums')}),
     up(user_id, upline) as (
       select a.user_id, p.parent_user_id from active a cross join ${parentOf('a.user_id')} where p.parent_user_id is not null
       union all select up.user_id, p.parent_user_id from up cross join ${parentOf('up.upline')} where p.parent_user_id is not null)`,
      days,
    ),
    params,
  );
}

/** Users whose downline sums are rebuilt in one transaction. */
const STALE_PER_TRANSACTION = 100;

/**
 * The downline sums of the users above a moved user (043, `report_downline_stale`), rebuilt over every day from the
 * users' rows as the tree stands now. Answers how many users were rebuilt.
 */
export async function rebuildStaleDownlines(db: Db, zone: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ROLL_UP_LOCK]);
    const { rows } = await tx.query<{ user_id: string }>('select user_id::text from report_downline_stale order by user_id limit $1', [
      STALE_PER_TRANSACTION,
    ]);
    if (!rows.length) return 0;
    const ids = rows.map((r) => Number(r.user_id));
    const params = [zone, ids];
    await tx.query('delete from report_downline_day_sums where time_zone = $1 and user_id = any($2::bigint[])', params);
    await tx.query('delete from report_downline_balance_day_sums where time_zone = $1 and user_id = any($2::bigint[])', params);
    // One walk down from the stale users: each user below one of them, at any depth, paired with it.
    await tx.query(
      writeDownlineSums(
        `up(upline, user_id) as (
         select u.parent_user_id, u.id from users u where u.parent_user_id = any($2::bigint[])
         union all select up.upline, u.id from users u join up on u.parent_user_id = up.user_id)`,
        '',
      ),
      params,
    );
    await tx.query('delete from report_downline_stale where user_id = any($1::bigint[])', [ids]);
    return ids.length;
  });
}

/** Rolls up the closed days not rolled up yet (up to `maxDays` of them), oldest first. */
export async function rollUp(db: Db, now: Date, maxDays = DAYS_PER_RUN): Promise<RollUpResult> {
  const zone = await reportTimeZone(db);
  const { rows } = await db.query<{ day: string }>('select (($1::timestamptz) at time zone $2)::date::text as day', [now, zone]);
  const yesterday = addDays(rows[0].day, -1);
  const state = await rollUpState(db, zone, yesterday);
  const runs = state.earliest && state.earliest <= yesterday ? unrolledRuns(state.earliest, yesterday, state.rolled) : [];
  // After a change of the report time zone, a barrier first: every write holds the shared lock to its commit, so once
  // this exclusive lock is granted (and let go at once), every write whose days were counted in the earlier zone (and
  // locked as that zone's days) has committed and is seen. Not on other runs: a write in flight would hold every other
  // write up behind the waiting barrier.
  if (runs.length && state.rebuilding) await db.transaction((tx) => tx.query('select pg_advisory_xact_lock($1)', [ROLL_UP_LOCK]));
  let days = 0;
  for (const [runFrom, runTo] of runs) {
    for (let from = runFrom; from <= runTo && days < maxDays; ) {
      const left = maxDays - days;
      const until = [addDays(from, Math.min(DAYS_PER_TRANSACTION, left) - 1), runTo].sort()[0];
      const to = await rollUpDays(db, zone, from, until);
      days += daysBetween(from, to) + 1;
      from = addDays(to, 1);
    }
    if (days >= maxDays) break;
  }
  const complete = days >= daysIn(runs);
  if (complete && state.rebuilding) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [ROLL_UP_LOCK]);
      await tx.query('delete from report_user_day_sums where time_zone <> $1', [zone]);
      await tx.query('delete from report_balance_day_sums where time_zone <> $1', [zone]);
      await tx.query('delete from report_downline_day_sums where time_zone <> $1', [zone]);
      await tx.query('delete from report_downline_balance_day_sums where time_zone <> $1', [zone]);
    });
  }
  // Moves are rare: a run rebuilds what they left stale, a hundred users a transaction.
  let rebuilt: number;
  do {
    rebuilt = await rebuildStaleDownlines(db, zone);
  } while (rebuilt === STALE_PER_TRANSACTION);
  return { timeZone: zone, days, complete };
}

/** Every minute: catches up the closed days (after midnight, after a backdated write, after a change of zone). */
export const rollUpTask = (services: AppServices): PeriodicTask => ({
  name: 'reports-roll-up',
  everyMs: 60_000,
  run: async () => {
    await rollUp(services.db, new Date(services.clock()));
  },
});
