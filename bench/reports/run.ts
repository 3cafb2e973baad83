/**
 * Reports bench (issue 16): a PostgreSQL 15 cluster (fsync off) holding the demo data grown to 100,000 users more
 * (one in twelve an agent, agents below agents: `deepenAgentChains`), BENCH_REPORTS_RECORDS deposits and as many
 * withdrawals over two years (`bench/finance/generate.ts`), and 1,000,000 futures orders over the last 365 days with
 * their ledger rows (`generate.ts`), the daily roll-ups built by the roll-up task's own code; kept between runs
 * (`cluster.ts`). Then
 *  - `lists`: the platform daily report and the agent reports over 365 days, over loopback HTTP against the API in a
 *    process of its own (`bench/api/server.ts`, a signed-in admin), median and p95 at 1 and 8 concurrent clients,
 *    beside every statement that request sent (captured in the API) replayed directly with pg at 1 and 8 clients;
 *    EXPLAIN (ANALYZE, BUFFERS) of the statements of a case over the target;
 *  - `rollup`: the roll-up of one closed day (its marker taken away, as a backdated write does, then `rollUp`) on
 *    several days; beside it the rate the simulated traders write the records the reports read (`writers.ts`);
 *  - `lock`: how long a write to a source table waits while a day is being rolled up (`lock.ts`).
 * Run by `npm run bench -- reports` (writes its section of bench/report.md), or from the api package:
 * `pnpm --filter @console/api exec tsx ../bench/reports/run.ts`; prints its figures as JSON on the last line of
 * stdout. Knobs: BENCH_REPORTS_PARTS (`lists,rollup,lock`), BENCH_REPORTS_ORDERS (1,000,000), BENCH_REPORTS_USERS
 * (100,000), BENCH_REPORTS_RECORDS (200,000 of each), BENCH_SAMPLES (60), BENCH_WRITERS_MS (60,000),
 * BENCH_REPORTS_DIR, BENCH_REPORTS_FRESH=1, BENCH_REPORTS_CASES (only the reports whose name holds it). Never part of `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Db, openDatabase } from '../../api/src/db/database';
import { migrate } from '../../api/src/db/migrate';
import { DEPOSITS } from '../../api/src/modules/finance/deposits/queries';
import { foldDaySumChanges } from '../../api/src/modules/finance/summaries';
import { WITHDRAWALS } from '../../api/src/modules/finance/withdrawals/queries';
import { rollUp } from '../../api/src/modules/reports/rollups';
import { seedDemo } from '../../api/src/seed/demo';
import { startApi, stopApi } from '../api/lists';
import { deepenAgentChains, generateFinance } from '../finance/generate';
import { loadAverage, machine, round } from '../lib';
import { generateUsers } from '../users/generate';
import { startKeptCluster } from './cluster';
import { generateYearOfFutures } from './generate';
import { measureLockWait } from './lock';
import { type ReportCase, measureReport } from './measure';
import { measureWriters } from './writers';

const PARTS = (process.env.BENCH_REPORTS_PARTS ?? 'lists,rollup,lock').split(',');
const ORDERS = Number(process.env.BENCH_REPORTS_ORDERS ?? 1_000_000);
const USERS = Number(process.env.BENCH_REPORTS_USERS ?? 100_000);
const RECORDS = Number(process.env.BENCH_REPORTS_RECORDS ?? 200_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WRITERS_MS = Number(process.env.BENCH_WRITERS_MS ?? 60_000);
const DIR = process.env.BENCH_REPORTS_DIR ?? '/tmp/console-reports-bench';
const DAYS = 365;

const log = (line: string) => process.stderr.write(`[reports bench] ${line}\n`);

/** Builds the data once in the kept cluster; answers what was built (kept beside it for the next runs). */
async function build(db: Db): Promise<Record<string, unknown>> {
  const now = new Date();
  const t0 = performance.now();
  await migrate(db);
  log('Seeding the demo data set');
  await seedDemo(db);
  const { rows: before } = await db.query<{ n: number; max: string }>('select count(*)::int as n, max(id)::text as max from users');
  const firstUser = Number(before[0].max) + 1;
  await generateUsers(db, before[0].n + USERS);
  const { rows: after } = await db.query<{ max: string }>('select max(id)::text as max from users');
  const lastUser = Number(after[0].max);
  await deepenAgentChains(db, firstUser, lastUser);
  log(`${(lastUser - firstUser + 1).toLocaleString()} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const finance = await generateFinance(db, { target: RECORDS, firstUser, lastUser, now });
  await foldDaySumChanges(db, [DEPOSITS, WITHDRAWALS]);
  log(`${JSON.stringify(finance)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const futures = await generateYearOfFutures(db, { orders: ORDERS, days: DAYS, firstUser, lastUser, now, log });
  const generateSeconds = round((performance.now() - t0) / 1000);
  // The roll-ups of every closed day, as the task builds them (a run at a time, until complete).
  const t1 = performance.now();
  let days = 0;
  for (;;) {
    const r = await rollUp(db, new Date());
    days += r.days;
    if (r.complete) break;
  }
  const rollUpSeconds = round((performance.now() - t1) / 1000);
  log(`roll-ups of ${days} days in ${rollUpSeconds} s`);
  await db.query('vacuum analyze report_user_day_sums');
  await db.query('vacuum analyze report_balance_day_sums');
  return {
    builtAt: now.toISOString(),
    users: lastUser - firstUser + 1,
    ...finance,
    ...futures,
    generateSeconds,
    rollUp: { days, seconds: rollUpSeconds },
  };
}

async function reportCases(db: Db): Promise<ReportCase[]> {
  const { rows: today } = await db.query<{ day: string }>(`select (now() at time zone report_time_zone())::date::text as day`);
  const end = today[0].day;
  const { rows: start } = await db.query<{ day: string }>(`select ($1::date - ${DAYS - 1})::text as day`, [end]);
  const range = { start: start[0].day, end };
  // The agent with the largest downline (at any depth).
  const { rows: top } = await db.query<{ id: string; n: number }>(
    `with recursive t(key, user_id) as (select id, id from users where account_type in (2, 3) and parent_user_id is null
       union all select t.key, u.id from users u join t on u.parent_user_id = t.user_id)
     select key::text as id, (count(*) - 1)::int as n from t group by key order by 2 desc, 1 limit 1`,
  );
  const agent = Number(top[0].id);
  return [
    { name: 'platform daily, 365 days, first page of 20 days', path: 'reporting/platform/daily/summary', query: { ...range } },
    {
      name: 'platform daily, 365 days in one page (the chart)',
      path: 'reporting/platform/daily/summary',
      query: { ...range, pageSize: DAYS },
    },
    { name: 'platform summary, 365 days', path: 'reporting/platform/summary', query: { ...range } },
    { name: 'agents summary, 365 days, first page of 20 agents', path: 'reporting/agent/personal/summary', query: { ...range } },
    {
      name: `one agent summary, 365 days (agent ${agent}, ${top[0].n.toLocaleString('en-US')} users below)`,
      path: 'reporting/agent/personal/summary',
      query: { ...range, agentId: agent },
    },
    {
      name: `one agent daily, 365 days, first page of 20 days (agent ${agent})`,
      path: 'reporting/agent/daily/summary',
      query: { ...range, agentId: agent },
    },
  ];
}

async function main() {
  const result: Record<string, unknown> = { measuredAt: new Date().toISOString(), parts: PARTS };
  const machineLoad: Record<string, number> = { loadAverage: loadAverage() };
  const cluster = await startKeptCluster(DIR, process.env.BENCH_REPORTS_FRESH === '1');
  log(`PostgreSQL at ${cluster.url} (${cluster.ready ? 'kept data' : 'building the data'})`);
  const db = await openDatabase({ url: cluster.url });
  try {
    if (!cluster.ready) {
      const data = await build(db);
      writeFileSync(join(DIR, 'data.json'), JSON.stringify(data));
      cluster.markReady();
    }
    await migrate(db);
    result.data = JSON.parse(readFileSync(join(DIR, 'data.json'), 'utf8'));
    // Days closed since the data was built, rolled up as the task would have.
    await rollUp(db, new Date(), 10_000);
    const { rows: counts } = await db.query<{
      users: number;
      orders: number;
      deposits: number;
      withdrawals: number;
      ledger: number;
      sums: number;
    }>(
      `select (select count(*) from users)::int as users, (select count(*) from futures_orders)::int as orders,
         (select count(*) from deposits)::int as deposits, (select count(*) from withdrawals)::int as withdrawals,
         (select count(*) from wallet_change_log)::int as ledger, (select count(*) from report_user_day_sums)::int as sums`,
    );
    result.tables = counts[0];
    machineLoad.loadAverageMeasuring = loadAverage();
    if (PARTS.includes('lists')) {
      const api = await startApi(cluster.url);
      try {
        const measured = [];
        const only = process.env.BENCH_REPORTS_CASES;
        for (const c of await reportCases(db))
          if (!only || c.name.includes(only)) measured.push(await measureReport(db, api, c, { samples: SAMPLES, log }));
        result.reports = measured;
      } finally {
        await stopApi(api);
      }
    }
    if (PARTS.includes('rollup')) {
      const { rows } = await db.query<{ day: string }>(`select (now() at time zone report_time_zone())::date::text as day`);
      const days = [1, 2, 7, 30, 90, 180, 270, 364].map((back) => {
        const d = new Date(`${rows[0].day}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() - back);
        return d.toISOString().slice(0, 10);
      });
      const perDay = [];
      for (const day of days) {
        await db.query('delete from report_user_day_sums where user_id = 0 and day = $1::date and time_zone = report_time_zone()', [day]);
        const t = performance.now();
        const r = await rollUp(db, new Date());
        const ms = performance.now() - t;
        const { rows: records } = await db.query<{ n: number }>(
          `select ((select count(*) from futures_orders where order_date >= ($1::date::timestamp at time zone report_time_zone())
               and order_date < (($1::date + 1)::timestamp at time zone report_time_zone()))
             + (select count(*) from wallet_change_log where create_date >= ($1::date::timestamp at time zone report_time_zone())
               and create_date < (($1::date + 1)::timestamp at time zone report_time_zone())))::int as n`,
          [day],
        );
        perDay.push({ day, days: r.days, ms: round(ms), orderAndLedgerRecords: records[0].n });
        log(`roll-up of ${day}: ${ms.toFixed(0)} ms (${records[0].n} orders and ledger rows that day)`);
      }
      result.rollUp = { perDay };
      result.writers = await measureWriters(cluster.url, db, WRITERS_MS, log);
    }
    if (PARTS.includes('lock')) {
      result.lock = await measureLockWait(db, log);
    }
  } finally {
    await db.close();
    cluster.stop();
  }
  result.machine = { ...machine(), ...machineLoad, loadAverageEnd: loadAverage() };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
