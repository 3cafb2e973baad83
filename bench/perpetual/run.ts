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
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/db/database';
import { type List, type ListCase, measureLists } from '../api/lists';
import { loadAverage, machine, round, withDemoCluster } from '../lib';
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

const log = (line: string) => process.stderr.write(`[perpetual bench] ${line}\n`);
/** The figures so far, written after each part: a run that fails later keeps them. */
const PARTIAL = join(tmpdir(), 'console-perpetual-bench.json');
const keep = (figures: unknown) => writeFileSync(PARTIAL, JSON.stringify(figures, null, 2));

/** The warning list's stress figure: how many positions a 5 % move would liquidate. */
const stress = (data: Record<string, unknown>) => ({
  stressPositions: (data.stress as { totalPositions: number } | undefined)?.totalPositions,
});

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
      await measureLists(
        db,
        url,
        await lists(db, now, firstUser),
        { samples: SAMPLES, explain: EXPLAIN, log, extra: stress },
        (measured) => {
          result.lists = { samples: SAMPLES, lists: measured };
          keep(result);
        },
      );
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
