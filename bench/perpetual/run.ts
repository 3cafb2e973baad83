/**
 * Perpetual bench (issue 13): a throwaway PostgreSQL 15 cluster (fsync off) holding the demo data, grown by
 * `generate.ts` to BENCH_PERPETUAL_USERS users more, 100,000 open positions over the demo's three perpetual pairs
 * and 1,000,000 history rows (closed positions and the orders that opened and closed them), then
 *  - the lists over loopback HTTP against the API in a process of its own (`bench/api/server.ts`, a signed-in
 *    admin, the feed off so the marks stay put): `perpetual/position/list`, `perpetual/position/warning/list` (with its stress
 *    figure), `GET perpetual/order/page`, `perpetual/order/history/list` and `perpetual/position/history/list`, each
 *    a page of 20 with its total, with filters (none, pair, user, direction, a date range): median and p95 over
 *    BENCH_SAMPLES sequential requests after a warm-up, beside every statement that request sent (captured in the
 *    API, `bench/api/capture.ts`) replayed directly on the bench's own pool; EXPLAIN (ANALYZE, BUFFERS) of the
 *    list's statements of each case over the target (every case with BENCH_EXPLAIN=1), kept with the figures;
 *  - the engine (`engine.ts`): one tick applied to a pair of 100,000 open positions through `runPerpetualEngine`,
 *    crossing ~100 liquidation and ~100 warning prices (checked exactly), quiet ticks, and ticks applied per second.
 * Run by `npm run bench -- perpetual` (writes its section of bench/report.md), or from the api package:
 * `pnpm --filter @console/api exec tsx ../bench/perpetual/run.ts`; prints its figures as JSON on the last line
 * of stdout. Knobs: BENCH_PERPETUAL_PARTS (`lists,engine`), BENCH_PERPETUAL_OPEN (100,000),
 * BENCH_PERPETUAL_HISTORY (1,000,000), BENCH_PERPETUAL_USERS (50,000), BENCH_PERPETUAL_WAITING (20,000 open orders),
 * BENCH_ENGINE_POSITIONS (100,000), BENCH_SAMPLES (60). Never part of `npm test`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../api/src/db/database';
import { replay, type Statement } from '../api/capture';
import type { ServerMessage } from '../api/server';
import { loadAverage, machine, round, sample as sampleTimes, stats, withDemoCluster } from '../lib';
import { generateUsers } from '../users/generate';
import { benchEngine } from './engine';
import { generatePerpetual } from './generate';

const PARTS = (process.env.BENCH_PERPETUAL_PARTS ?? 'lists,engine').split(',');
const OPEN = Number(process.env.BENCH_PERPETUAL_OPEN ?? 100_000);
const HISTORY = Number(process.env.BENCH_PERPETUAL_HISTORY ?? 1_000_000);
const USERS = Number(process.env.BENCH_PERPETUAL_USERS ?? 50_000);
const WAITING = Number(process.env.BENCH_PERPETUAL_WAITING ?? 20_000);
const ENGINE_POSITIONS = Number(process.env.BENCH_ENGINE_POSITIONS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const SPAN_DAYS = 90;
const TARGET_MS = 50;
const SAMPLE_BUDGET_MS = 20_000;
const MIN_SAMPLES = 10;
const HERE = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
/** The statements of the session and the whitelist, which every request sends besides the list's own. */
const AUTH_STATEMENT = /\b(admin_sessions|ip_whitelist\w*)\b/;

const log = (line: string) => process.stderr.write(`[perpetual bench] ${line}\n`);
/** The figures so far, written after each part: a run that fails later keeps them. */
const PARTIAL = join(tmpdir(), 'console-perpetual-bench.json');
const keep = (figures: unknown) => writeFileSync(PARTIAL, JSON.stringify(figures, null, 2));

interface Api {
  child: ChildProcess;
  port: number;
  token: string;
  next(): Promise<ServerMessage>;
}

/**
 * The API of this checkout in a process of its own on `url`: simulated traders off (no client is trading), and the
 * feed off, so no tick moves the marks the data was generated at (the live feed would liquidate and flag positions
 * while they are listed; the engine's own cost is measured by `engine.ts`).
 */
async function startApi(url: string): Promise<Api> {
  const child = fork(fileURLToPath(new URL('../api/server.ts', import.meta.url)), [HERE, url], {
    cwd: `${HERE}/api`,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SIMULATED_TRADERS: 'off', PRICE_FEED: 'none' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: ServerMessage[] = [];
  const waiting: ((message: ServerMessage) => void)[] = [];
  child.on('message', (message: ServerMessage) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () =>
    new Promise<ServerMessage>((resolve) => (queue.length ? resolve(queue.shift() as ServerMessage) : waiting.push(resolve)));
  const first = await Promise.race([
    next(),
    new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)))),
  ]);
  if (!('ready' in first)) throw new Error('the API did not start');
  return { child, next, ...first.ready };
}

/** Repeats `fn` SAMPLES times, or fewer (at least MIN_SAMPLES) when a case is slow: the samples stop after SAMPLE_BUDGET_MS. */
const sample = (fn: () => Promise<unknown>) => sampleTimes(fn, { samples: SAMPLES, min: MIN_SAMPLES, budgetMs: SAMPLE_BUDGET_MS });

interface ListCase {
  name: string;
  filtered: boolean;
  body: Record<string, string | number>;
}

interface List {
  /** The call as the report names it. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  cases: ListCase[];
}

async function measure(db: Db, api: Api, list: List, c: ListCase) {
  const fields = { pageNum: 1, pageSize: 20, ...c.body };
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const path = list.method === 'GET' ? `/api/${list.path}?${query}` : `/api/${list.path}`;
  const body = list.method === 'GET' ? undefined : JSON.stringify(fields);
  const headers: Record<string, string> = { authorization: `Bearer ${api.token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
  const request = { port: api.port, method: list.method, path, headers, body };
  const send = async () => {
    const res = await fetch(`http://127.0.0.1:${api.port}${path}`, { method: list.method, headers, body });
    return (await res.json()) as { code: number; msg: string; data: { total: number; stress?: { totalPositions: number } } };
  };
  let answer = await send();
  for (let i = 0; i < 4; i++) answer = await send();
  if (answer.code !== 1) throw new Error(`${list.path} ${c.name}: ${answer.msg}`);
  api.child.send({ capture: request });
  const captured = await api.next();
  if (!('captured' in captured)) throw new Error(`${list.path}: no capture (${'failed' in captured ? captured.failed : ''})`);
  const waves: Statement[][] = captured.captured;
  const http = await sample(send);
  const sql = await sample(() => replay(db, waves));
  const entry = {
    name: c.name,
    filtered: c.filtered,
    total: answer.data.total,
    stressPositions: answer.data.stress?.totalPositions,
    statements: waves.flat().length,
    http: stats(http),
    sql: stats(sql),
    plans: [] as string[],
  };
  if (EXPLAIN || entry.http.p95 >= TARGET_MS) {
    for (const s of waves.flat().filter((x) => !AUTH_STATEMENT.test(x.sql))) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params);
      entry.plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    log(`EXPLAIN ${list.path} ${c.name}:\n${entry.plans.join('\n---\n')}`);
  }
  log(
    `${list.path} ${c.name}: ${entry.total} matches, HTTP median ${entry.http.median.toFixed(1)} ms p95 ${entry.http.p95.toFixed(1)} ms, SQL p95 ${entry.sql.p95.toFixed(1)} ms`,
  );
  return entry;
}

async function lists(db: Db, now: Date, firstUser: number): Promise<List[]> {
  const { rows: pairs } = await db.query<{ id: number; name: string }>(
    `select id, name from perpetual_pairs where id in (select pair_id from perpetual_positions where status = 'open' and user_id >= $1)
     order by display_sort, id`,
    [firstUser],
  );
  const [first, second] = pairs;
  const one = async (sql: string) => Number((await db.query<{ id: string }>(sql, [firstUser])).rows[0].id);
  const openUser = await one(
    `select user_id::text as id from perpetual_positions where status = 'open' and user_id >= $1 order by id limit 1`,
  );
  const warnedUser = await one(
    `select user_id::text as id from perpetual_positions where status = 'open' and warning = 1 and user_id >= $1 order by id limit 1`,
  );
  const waitingUser = await one(
    `select user_id::text as id from perpetual_orders where status = 'open' and user_id >= $1 group by 1 order by count(*) desc, 1 limit 1`,
  );
  const busiest = await one(
    `select user_id::text as id from perpetual_positions where status <> 'open' and user_id >= $1 group by 1 order by count(*) desc, 1 limit 1`,
  );
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - 3);
  const oneDay = { startTime: day.toISOString(), endTime: new Date(day.getTime() + 864e5 - 1000).toISOString() };
  const lastWeek = { startTime: new Date(now.getTime() - 7 * 864e5).toISOString() };
  const none = (what: string): ListCase => ({ name: `no filter (first page, ${what})`, filtered: false, body: {} });
  const pair = (p: { id: number; name: string }, more: Record<string, string | number> = {}, suffix = ''): ListCase => ({
    name: `pair ${p.name}${suffix}`,
    filtered: true,
    body: { tradingPairId: p.id, ...more },
  });
  return [
    {
      call: '`POST perpetual/position/list`',
      method: 'POST',
      path: 'perpetual/position/list',
      cases: [
        none('total of all open'),
        pair(first),
        { name: 'one user', filtered: true, body: { accountId: openUser } },
        { name: 'direction short', filtered: true, body: { direction: 'short' } },
        { name: 'opened in the last 7 days', filtered: true, body: lastWeek },
        pair(second, { direction: 'long', ...oneDay }, ', long, opened on one day (3 days ago)'),
        { name: 'flagged (warning = 1)', filtered: true, body: { warning: 1 } },
      ],
    },
    {
      call: '`POST perpetual/position/warning/list`',
      method: 'POST',
      path: 'perpetual/position/warning/list',
      cases: [
        none('with the 5 % stress of every pair'),
        pair(first),
        { name: 'one user (with a flagged position)', filtered: true, body: { accountId: warnedUser } },
        { name: 'direction long', filtered: true, body: { direction: 'long' } },
        pair(second, { direction: 'short' }, ', short'),
      ],
    },
    {
      call: '`GET perpetual/order/page`',
      method: 'GET',
      path: 'perpetual/order/page',
      cases: [
        none('total of all open'),
        pair(first),
        { name: 'one user (the one with the most)', filtered: true, body: { accountId: waitingUser } },
        { name: 'direction long', filtered: true, body: { direction: 'long' } },
        pair(second, { category: 'stop' }, ', stop orders'),
      ],
    },
    {
      call: '`POST perpetual/order/history/list`',
      method: 'POST',
      path: 'perpetual/order/history/list',
      cases: [
        none('total of all'),
        pair(first),
        { name: 'one user (the one with the most)', filtered: true, body: { accountId: busiest } },
        { name: 'direction short', filtered: true, body: { direction: 'short' } },
        { name: 'ordered on one day (3 days ago)', filtered: true, body: oneDay },
        pair(second, lastWeek, ', ordered in the last 7 days'),
        { name: 'status cancelled', filtered: true, body: { status: 'cancelled' } },
      ],
    },
    {
      call: '`POST perpetual/position/history/list`',
      method: 'POST',
      path: 'perpetual/position/history/list',
      cases: [
        none('total of all'),
        pair(first),
        { name: 'one user (the one with the most)', filtered: true, body: { accountId: busiest } },
        { name: 'direction long', filtered: true, body: { direction: 'long' } },
        { name: 'closed on one day (3 days ago)', filtered: true, body: oneDay },
        pair(second, lastWeek, ', closed in the last 7 days'),
        { name: 'status liquidated', filtered: true, body: { status: 'liquidated' } },
      ],
    },
  ];
}

async function main() {
  const loadAtStart = loadAverage();
  const result: Record<string, unknown> = { measuredAt: new Date().toISOString(), parts: PARTS };
  const machineLoad: Record<string, number> = { loadAverage: loadAtStart };
  await withDemoCluster(log, async (db, url) => {
    const now = new Date();
    const t0 = performance.now();
    const { rows: before } = await db.query<{ n: number; max: string }>('select count(*)::int as n, max(id)::text as max from users');
    const firstUser = Number(before[0].max) + 1;
    await generateUsers(db, before[0].n + Math.max(USERS, ENGINE_POSITIONS / 2));
    const { rows: after } = await db.query<{ max: string }>('select max(id)::text as max from users');
    const lastUser = Number(after[0].max);
    log(`${(lastUser - firstUser + 1).toLocaleString()} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const data = await generatePerpetual(db, {
      open: OPEN,
      waiting: WAITING,
      history: HISTORY,
      spanDays: SPAN_DAYS,
      firstUser,
      lastUser,
      now,
      log,
    });
    const generateSeconds = round((performance.now() - t0) / 1000);
    log(`generated ${JSON.stringify(data)} in ${generateSeconds} s`);
    result.data = data;
    result.generateSeconds = generateSeconds;
    keep(result);
    machineLoad.loadAverageMeasuring = loadAverage();
    if (PARTS.includes('lists')) {
      const api = await startApi(url);
      try {
        const measured = [];
        for (const list of await lists(db, now, firstUser)) {
          const cases = [];
          for (const c of list.cases) cases.push(await measure(db, api, list, c));
          measured.push({ call: list.call, cases });
          result.lists = { samples: SAMPLES, lists: measured };
          keep(result);
        }
      } finally {
        api.child.send({ close: true });
        await new Promise((resolve) => api.child.once('exit', resolve));
      }
    }
    if (PARTS.includes('engine')) {
      machineLoad.loadAverageEngine = loadAverage();
      result.engine = await benchEngine(db, { positions: ENGINE_POSITIONS, firstUser, quiet: 50, burst: 500, now, log });
      keep(result);
    }
  });
  result.machine = { ...machine(), ...machineLoad, loadAverageEnd: loadAverage() };
  keep(result);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
