import type { ReportMetrics } from '@console/contracts/schemas/reports';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { FACT_COLUMNS, isCountFact, liveBalanceSql, liveFactsSql, METRIC_OF_FACT, type TimeCondition, type UserCondition } from './metrics';
import { addDays, daysIn, type Period, type ReportDays, unrolledRuns } from './range';

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
 * Each coin's USDT pair (at most one: coin pairs are unique on their two coins) and whether it counts as a dollar, once
 * per statement as `rc`, for `usdtRate`.
 */
const RATE_PAIRS = `rc as materialized (select c.id as coin_id, c.code in ('USDT', 'USDC') as stable,
      (select cp.id from coin_pairs cp join coins q on q.id = cp.to_coin_id and q.code = 'USDT' where cp.from_coin_id = c.id) as pair_id
    from coins c)`;

/**
 * A coin's value in USDT at `at`, as `report_usdt_rate` (035_reports.sql) answers it, from the coin's `rc` row: written
 * into the query, as a SQL function that cannot be inlined is planned anew at every call (about 0.6 ms), and a report
 * values every coin at the end of every period (2,486 values for the daily chart of a year). The pair is compared as
 * `= any(array[...])` and ordered first, as the pair's tick index is (022_market.sql): with a plain `=` the planner drops
 * the pair from the order and walks the time index of every pair back (0.6 ms a lookup at a year of ticks) instead of
 * reading the pair's latest tick. The pair is looked up once per statement (`RATE_PAIRS`), not with every value.
 */
const usdtRate = (rc: string, at: string) => `case when ${rc}.stable then 1::numeric else coalesce((select k.price from price_ticks k
      where k.coin_pair_id = any(array[${rc}.pair_id]) and k.tick_time <= ${at}
      order by k.coin_pair_id, k.tick_time desc, k.id desc limit 1), 0) end`;

export type MetricsRow = ReportMetrics & { key: number; period: Period };

const decimal = (sql: string) => `trim_scale(round(coalesce(${sql}, 0), 18))::text`;

/**
 * Up to this many days computed from the records, an agent's or a tree's figures read the downline sums (043) and walk
 * up from the users of the computed days' records; past it (a new report zone being rolled up, say) the records are
 * read for the groups' members instead, by user when they are few.
 */
const DOWNLINE_SUMS_MAX_LIVE_DAYS = 31;

/** What a report's figures are summed from: `fk(key, day, figures...)` and `bk(key, coin_id, day, change)` and the CTEs before them. */
interface KeyedSources {
  ctes: string[];
}

interface SourceInput {
  params: Params;
  zone: string;
  keys: number[];
  members: Members;
  factRuns: [string, string][];
  balanceRuns: [string, string][];
  from: string;
  to: string;
}

const FACT_LIST = FACT_COLUMNS.map((c) => `s.${c}`).join(', ');
const FACT_SUMS = FACT_COLUMNS.map((c) => `sum(f.${c}) as ${c}`).join(', ');

/** The rolled days are those outside the runs computed from the records (a day's rows without its marker are stale). */
function outside(params: Params, runs: [string, string][]): string {
  return runs.length
    ? ` and not (${runs.map(([a, b]) => `s.day between ${params.add(a)}::date and ${params.add(b)}::date`).join(' or ')})`
    : '';
}

/**
 * The platform, one user, or a group whose downline sums cannot be used: the users' own rows and records, each row
 * summed into the group of its user (`m`).
 */
async function memberSources(db: Queryable, input: SourceInput): Promise<KeyedSources> {
  const { params, zone, keys, members, factRuns, balanceRuns, from, to } = input;
  const cte = members.kind === 'platform' ? null : membersCte(members, `${params.add(keys)}::bigint[]`);
  const users = cte ? await userFilter(db, members, keys, params) : null;
  // The rolled rows of the groups' users only: a few by their ids, many as a semi-join on the members, which reads each
  // member's rows from the user index of the sums instead of every user's rows of the range.
  const who = users ? ` and ${users('s.user_id')}` : cte ? ' and s.user_id in (select m.user_id from m)' : '';
  // The platform reads the days' platform rows (user -1), a group its users' rows.
  const whose = cte ? 's.user_id > 0' : 's.user_id = -1';
  const rolledFacts = outside(params, factRuns);
  const rolledBalances = outside(params, balanceRuns);
  const facts = `select s.day, s.user_id, ${FACT_LIST} from report_user_day_sums s
      where s.time_zone = ${zone} and ${whose} and s.day between ${from}::date and ${to}::date${rolledFacts}${who}
    union all ${liveFactsSql(timeCondition(params, factRuns, zone), users)}`;
  const balances = `select s.day, s.user_id, s.coin_id, s.change from report_balance_day_sums s
      where s.time_zone = ${zone} and ${whose} and s.day <= ${to}::date${rolledBalances}${who}
    union all ${liveBalanceSql(timeCondition(params, balanceRuns, zone), users)}`;
  const join = (t: string) => (cte ? `join m on m.user_id = ${t}.user_id` : '');
  const keyOf = cte ? 'm.key' : '0::bigint';
  return {
    ctes: [
      ...(cte ? [cte] : []),
      `f as materialized (${facts})`,
      `b as materialized (${balances})`,
      `fk as materialized (select ${keyOf} as key, f.day, ${FACT_SUMS} from f ${join('f')} group by 1, 2)`,
      `bk as materialized (select ${keyOf} as key, b.coin_id, b.day, sum(b.change) as change from b ${join('b')} group by 1, 2, 3)`,
    ],
  };
}

/**
 * An agent's downline or a user's whole tree from the downline sums (043): the rolled days are a row a day per group
 * (plus the user's own rows for a tree), and the days computed from the records are summed into each group above the
 * records' users, found by walking up from those users (today's few, not the groups' thousands).
 */
function downlineSources(input: SourceInput): KeyedSources {
  const { params, zone, keys, members, factRuns, balanceRuns, from, to } = input;
  const ids = `${params.add(keys)}::bigint[]`;
  const rolledFacts = outside(params, factRuns);
  const rolledBalances = outside(params, balanceRuns);
  const withSelf = members.kind === 'tree';
  // Each group's rows by its user (the index leading with the user), a lookup per group (`offset 0` keeps the planner
  // from flattening it into one join): planned from a table's statistics as they were before a roll-up filled it, the
  // join read every user's rows of the days by the day index (a year of them: 400,000 rows for 5,000).
  const rolledOf = (table: string) =>
    `select k.key, s.day, ${FACT_LIST} from unnest(${ids}) k(key) cross join lateral (select * from ${table} s
      where s.time_zone = ${zone} and s.user_id = k.key and s.day between ${from}::date and ${to}::date${rolledFacts} offset 0) s`;
  const balancesOf = (table: string) =>
    `select k.key, s.coin_id, s.day, s.change from unnest(${ids}) k(key) cross join lateral (select * from ${table} s
      where s.time_zone = ${zone} and s.user_id = k.key and s.day <= ${to}::date${rolledBalances} offset 0) s`;
  return {
    ctes: [
      `lf as materialized (${liveFactsSql(timeCondition(params, factRuns, zone), null)})`,
      `lb as materialized (${liveBalanceSql(timeCondition(params, balanceRuns, zone), null)})`,
      // Each user of those records and every user above it (depth 0: the user itself).
      `up(user_id, key, depth) as (select x.user_id, x.user_id, 0 from (select user_id from lf union select user_id from lb) x
        union all select up.user_id, p.parent_user_id, up.depth + 1 from up cross join ${parentOf('up.key')} where p.parent_user_id is not null)`,
      `m as materialized (select user_id, key from up where key = any(${ids})${withSelf ? '' : ' and depth > 0'})`,
      `f as materialized (${rolledOf('report_downline_day_sums')}
        ${withSelf ? `union all ${rolledOf('report_user_day_sums')}` : ''}
        union all select m.key, lf.day, ${FACT_COLUMNS.map((c) => `lf.${c}`).join(', ')} from lf join m on m.user_id = lf.user_id)`,
      `b as materialized (${balancesOf('report_downline_balance_day_sums')}
        ${withSelf ? `union all ${balancesOf('report_balance_day_sums')}` : ''}
        union all select m.key, lb.coin_id, lb.day, lb.change from lb join m on m.user_id = lb.user_id)`,
      // The rows as they are, not summed per group and day first: a rolled day is one row per group already (and
      // today's few records add to it), and the figures sum a period's rows and the holdings run over the days anyway.
      // Summing them by day first was a pass over every row of the year for nothing (about a third of the agents' page).
      'fk as (select * from f)',
      'bk as (select * from b)',
    ],
  };
}

/**
 * A lateral lookup of user `id`'s parent by the primary key, as `p(parent_user_id)`, for a step of a walk up the tree:
 * `offset 0` keeps it a lookup (joined, the planner hashed every user at each step: 40 to 70 ms at 100,000 users).
 */
export const parentOf = (id: string) => `lateral (select u.parent_user_id from users u where u.id = ${id} offset 0) p`;

/** Whether any of `keys` is above a user who moved since its downline sums were written (043). */
async function anyStaleDownline(db: Queryable, keys: number[]): Promise<boolean> {
  const { rows } = await db.query<{ stale: boolean }>(
    'select exists (select 1 from report_downline_stale where user_id = any($1::bigint[])) as stale',
    [keys],
  );
  return rows[0].stale;
}

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
  const factRuns = unrolledRuns(first, last, roll.rolled);
  const balanceRuns = roll.earliest && roll.earliest <= last ? unrolledRuns(roll.earliest, last, roll.rolled) : [];
  const input: SourceInput = { params, zone, keys, members, factRuns, balanceRuns, from: params.add(first), to: params.add(last) };
  const byDownlineSums =
    (members.kind === 'downline' || members.kind === 'tree') &&
    daysIn(factRuns) + daysIn(balanceRuns) <= DOWNLINE_SUMS_MAX_LIVE_DAYS &&
    !(await anyStaleDownline(db, keys));
  const sources = byDownlineSums ? downlineSources(input) : await memberSources(db, input);
  const p = ['first', 'last', 'key', 'ord'].map((_name, i) =>
    params.add(cells.map((c, ord) => [c.period.first, c.period.last, c.key, ord][i])),
  );
  const outCols = FACT_COLUMNS.map((c) =>
    isCountFact(c) ? `coalesce(sum(fk.${c}), 0)::int as ${c}` : `${decimal(`sum(fk.${c})`)} as ${c}`,
  );
  // Materialised: inlined, the planner may run the whole computation of the facts once per member (a nested loop).
  const sql = `with recursive ${sources.ctes.join(',\n    ')},
    p as materialized (select * from unnest(${p[0]}::date[], ${p[1]}::date[], ${p[2]}::bigint[], ${p[3]}::int[]) as p(first_day, last_day, key, ord)),
    -- A group's holding of each coin at each period's end: the period's end merged into the series of the coin's
    -- changes (after the changes of that day) and the running sum read there, one pass. A join of every period to
    -- every span of a holding compared 365 periods with each span of a year (32 ms of the daily chart's 64).
    pe as materialized (select p.ord, p.key, p.last_day, c.coin_id from p join (select distinct key, coin_id from bk) c on c.key = p.key),
    held as materialized (select s.ord, s.coin_id, s.day,
        sum(s.change) over (partition by s.key, s.coin_id order by s.day, s.ord nulls first) as amount
        from (select key, coin_id, day, change, null::int as ord from bk
              union all select key, coin_id, last_day, 0, ord from pe) s),
    ${RATE_PAIRS},
    pb as materialized (select h.ord, sum(h.amount * ${usdtRate('rc', `((h.day + 1)::timestamp at time zone ${zone})`)}) as balance
        from held h join rc on rc.coin_id = h.coin_id where h.ord is not null and h.amount <> 0 group by h.ord)
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
