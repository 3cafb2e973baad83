import type { ReportMetrics } from '@console/contracts/schemas/reports';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { FACT_COLUMNS, isCountFact, liveBalanceSql, liveFactsSql, METRIC_OF_FACT, type TimeCondition, type UserCondition } from './metrics';
import { addDays, type Period, type ReportDays, unrolledRuns } from './range';

/*
 * The one computation behind every report: the figures of some (period, group) pairs, where a group is a set of users
 * (`Members`: the platform, an agent's downline, a user's marketing tree, a single user). The days rolled up in
 * `report_user_day_sums` / `report_balance_day_sums` for the report zone are read from there, every other day is
 * computed from the records by the same definitions (`metrics.ts`), so the answer is the same either way.
 */

/** How a group's users are found: a recursive-CTE body defining `m(key, user_id)` for the group keys `$keys`, or the platform. */
export type Members = { kind: 'platform' } | { kind: 'self' } | { kind: 'tree' } | { kind: 'downline' };

export interface Cell {
  period: Period;
  key: number;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function membersCte(members: Members, keys: string): string | null {
  switch (members.kind) {
    case 'platform':
      return null;
    case 'self':
      return `m(key, user_id) as (select id, id from users where id = any(${keys}))`;
    case 'tree':
      return `m(key, user_id) as (select id, id from users where id = any(${keys})
        union all select m.key, u.id from users u join m on u.parent_user_id = m.user_id)`;
    case 'downline':
      // Everyone below the group's user, at any depth, the user itself not included.
      return `t(key, user_id) as (select id, id from users where id = any(${keys})
        union all select t.key, u.id from users u join t on u.parent_user_id = t.user_id),
        m as (select key, user_id from t where key <> user_id)`;
  }
}

export interface RollUpState {
  rolled: Set<string>;
  earliest: string | null;
  rebuilding: boolean;
}

/** Which closed days of the zone are rolled up, the first day with a record, and whether another zone's roll-ups are being replaced. */
export async function rollUpState(db: Queryable, timeZone: string, until: string): Promise<RollUpState> {
  const { rows } = await db.query<{ day: string }>(
    'select day::text as day from report_user_day_sums where time_zone = $1 and user_id = 0 and day <= $2::date',
    [timeZone, until],
  );
  const { rows: first } = await db.query<{ day: string | null }>(
    'select (min(create_date) at time zone $1)::date::text as day from users',
    [timeZone],
  );
  // Two probes of the primary key (it leads with the zone): `time_zone <> $1` would read every row of the zone to find none.
  const { rows: other } = await db.query<{ other: boolean }>(
    `select exists (select 1 from report_user_day_sums where time_zone < $1)
       or exists (select 1 from report_user_day_sums where time_zone > $1) as other`,
    [timeZone],
  );
  return { rolled: new Set(rows.map((r) => r.day)), earliest: first[0]?.day ?? null, rebuilding: other[0].other };
}

/** The instants bounding the days of `runs` as a condition on a time column. */
function timeCondition(params: Params, runs: [string, string][], zone: string): TimeCondition {
  const bounds = runs.map(([from, to]) => [params.add(from), params.add(addDays(to, 1))]);
  return (column) =>
    bounds.length
      ? bounds
          .map(
            ([a, b]) =>
              `(${column} >= (${a}::date::timestamp at time zone ${zone}) and ${column} < (${b}::date::timestamp at time zone ${zone}))`,
          )
          .join(' or ')
      : 'false';
}

/** Below this many users, the records are read by user (their user indexes); above, every record of the days is read and joined to the groups' users (a hash join). */
const FEW_USERS = 500;

/**
 * The condition limiting the records read to the groups' users, when they are few. Planner statistics are not to be
 * relied on (PGlite has no autovacuum to gather them): a semi-join on many users could become a loop per record.
 */
async function userFilter(db: Queryable, members: Members, keys: number[], params: Params): Promise<UserCondition> {
  const { rows } = await db.query<{ ids: string[] | null; n: number }>(
    `with recursive ${membersCte(members, '$1::bigint[]')}
     select (array_agg(distinct user_id::text))[1:${FEW_USERS + 1}] as ids, count(distinct user_id)::int as n from m`,
    [keys],
  );
  if (rows[0].n > FEW_USERS) return null;
  const ids = params.add((rows[0].ids ?? []).map(Number));
  return (column) => `${column} = any(${ids}::bigint[])`;
}

/**
 * A coin's value in USDT at `at`, as `report_usdt_rate` (035_reports.sql) answers it, written into the query: a SQL
 * function that cannot be inlined is planned anew at every call (about 0.6 ms), and a report values every coin at
 * the end of every period (140 calls for a page of 20 days). The pair is compared as `= any(array[...])` and ordered first,
 * as the pair's tick index is (022_market.sql): with a plain `=` the planner drops the pair from the order and walks the
 * time index of every pair back (0.6 ms a lookup at a year of ticks) instead of reading the pair's latest tick.
 */
const usdtRate = (coin: string, at: string) => `(select case when c.code in ('USDT', 'USDC') then 1::numeric else coalesce((
      select t.price from coin_pairs cp join coins q on q.id = cp.to_coin_id and q.code = 'USDT'
        join lateral (select k.price from price_ticks k where k.coin_pair_id = any(array[cp.id]) and k.tick_time <= ${at}
                      order by k.coin_pair_id, k.tick_time desc, k.id desc limit 1) t on true
       where cp.from_coin_id = c.id limit 1), 0) end from coins c where c.id = ${coin})`;

export type MetricsRow = ReportMetrics & { key: number; period: Period };

const decimal = (sql: string) => `trim_scale(round(coalesce(${sql}, 0), 18))::text`;

/**
 * The figures of every cell (a group in a period). Facts of the days between the earliest cell's first day and the
 * latest's last, and balances of every day up to that last day.
 */
export async function computeCells(
  db: Queryable,
  days: ReportDays,
  members: Members,
  cells: Cell[],
  state?: RollUpState,
): Promise<MetricsRow[]> {
  if (!cells.length) return [];
  const params = new Params();
  const zone = params.add(days.timeZone); // $1, as `liveFactsSql` expects
  const first = cells.reduce((a, c) => (c.period.first < a ? c.period.first : a), cells[0].period.first);
  const last = cells.reduce((a, c) => (c.period.last > a ? c.period.last : a), cells[0].period.last);
  const roll = state ?? (await rollUpState(db, days.timeZone, last));
  const keys = [...new Set(cells.map((c) => c.key))];
  const cte = members.kind === 'platform' ? null : membersCte(members, `${params.add(keys)}::bigint[]`);
  const users = cte ? await userFilter(db, members, keys, params) : null;
  const factRuns = unrolledRuns(first, last, roll.rolled);
  const balanceRuns = roll.earliest && roll.earliest <= last ? unrolledRuns(roll.earliest, last, roll.rolled) : [];
  // The rolled days are those outside the runs computed from the records (a day's rows without its marker are stale).
  const outside = (runs: [string, string][]) =>
    runs.length ? ` and not (${runs.map(([a, b]) => `s.day between ${params.add(a)}::date and ${params.add(b)}::date`).join(' or ')})` : '';
  const rolledFacts = outside(factRuns);
  const rolledBalances = outside(balanceRuns);
  const [from, to] = [params.add(first), params.add(last)];
  // The rolled rows of the groups' users only: a few by their ids, many as a semi-join on the members, which reads each
  // member's rows from the user index of the sums instead of every user's rows of the range (for an agent page over a
  // year, most of the 1.2 million rows of the reports bench, bench/report.md).
  const who = users ? ` and ${users('s.user_id')}` : cte ? ' and s.user_id in (select m.user_id from m)' : '';
  // The platform reads the days' platform rows (user -1), a group its users' rows.
  const whose = cte ? 's.user_id > 0' : 's.user_id = -1';
  const factCols = FACT_COLUMNS.map((c) => `s.${c}`).join(', ');
  const facts = `select s.day, s.user_id, ${factCols} from report_user_day_sums s
      where s.time_zone = ${zone} and ${whose} and s.day between ${from}::date and ${to}::date${rolledFacts}${who}
    union all ${liveFactsSql(timeCondition(params, factRuns, zone), users)}`;
  const balances = `select s.day, s.user_id, s.coin_id, s.change from report_balance_day_sums s
      where s.time_zone = ${zone} and ${whose} and s.day <= ${to}::date${rolledBalances}${who}
    union all ${liveBalanceSql(timeCondition(params, balanceRuns, zone), users)}`;
  const join = cte ? 'join m on m.user_id = f.user_id' : '';
  const keyOf = cte ? 'm.key' : '0::bigint';
  const factSums = FACT_COLUMNS.map((c) => `sum(f.${c}) as ${c}`).join(', ');
  const p = ['first', 'last', 'key', 'ord'].map((_name, i) =>
    params.add(cells.map((c, ord) => [c.period.first, c.period.last, c.key, ord][i])),
  );
  const outCols = FACT_COLUMNS.map((c) =>
    isCountFact(c) ? `coalesce(sum(fk.${c}), 0)::int as ${c}` : `${decimal(`sum(fk.${c})`)} as ${c}`,
  );
  // Materialised: inlined, the planner may run the whole computation of the facts once per member (a nested loop).
  const sql = `with recursive ${cte ? `${cte},` : ''}
    f as materialized (${facts}),
    b as materialized (${balances}),
    fk as materialized (select ${keyOf} as key, f.day, ${factSums} from f ${join} group by 1, 2),
    bk as materialized (select ${keyOf} as key, b.coin_id, b.day, sum(b.change) as change from b ${cte ? 'join m on m.user_id = b.user_id' : ''} group by 1, 2, 3),
    p as materialized (select * from unnest(${p[0]}::date[], ${p[1]}::date[], ${p[2]}::bigint[], ${p[3]}::int[]) as p(first_day, last_day, key, ord)),
    -- Each group's holding of each coin at the end of each day with a change, and the next such day: a period's
    -- balance takes, per coin, the one row whose span holds its last day (one pass, not a sum per period).
    bc as materialized (select key, coin_id, day, sum(change) over (partition by key, coin_id order by day) as amount,
        lead(day) over (partition by key, coin_id order by day) as next_day from bk),
    pb as materialized (select p.ord, sum(bc.amount * ${usdtRate('bc.coin_id', `((p.last_day + 1)::timestamp at time zone ${zone})`)}) as balance
        from p join bc on bc.key = p.key and bc.day <= p.last_day and (bc.next_day is null or bc.next_day > p.last_day)
        where bc.amount <> 0 group by p.ord)
    select p.ord, ${outCols.join(', ')}, ${decimal('max(pb.balance)')} as balance
    from p left join fk on fk.key = p.key and fk.day between p.first_day and p.last_day
      left join pb on pb.ord = p.ord
    group by p.ord, p.key, p.last_day
    order by p.ord`;
  const { rows } = await db.query<Record<string, string | number>>(sql, params.values);
  return rows.map((r) => {
    const metrics = Object.fromEntries(FACT_COLUMNS.map((c) => [METRIC_OF_FACT[c], isCountFact(c) ? Number(r[c]) : String(r[c])]));
    const cell = cells[Number(r.ord)];
    return {
      ...(metrics as Omit<ReportMetrics, 'balance' | 'netInflow'>),
      balance: String(r.balance),
      netInflow: netInflow(metrics),
      key: cell.key,
      period: cell.period,
    };
  });
}

/** Deposits less withdrawals less the net manager out, exact in decimals (the figures are decimal texts). */
function netInflow(m: Record<string, string | number>): string {
  return subtractAll(String(m.amountOfDeposit), [String(m.amountOfWithdrawal), String(m.amountOfManagerOutNet)]);
}

function subtractAll(a: string, bs: string[]): string {
  return bs.reduce((acc, b) => acc.minus(b), new Decimal(a)).toFixed();
}
