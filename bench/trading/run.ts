/**
 * Trading bench (issue 12): a throwaway PostgreSQL 15 cluster (fsync off) holding the demo data, grown by
 * `generate.ts` to 100,000 users more and a futures history of about 100,000 rounds and 1,000,000 orders, then
 *  - `futures/futuresOrders` and `futures/runner/list` with filters over loopback HTTP against the API in a
 *    process of its own (`bench/api/server.ts`, a signed-in admin), each a page of 20 with its total (and, for
 *    orders, the count and sums per coin): median and p95 over BENCH_SAMPLES sequential requests after a
 *    warm-up, beside every statement that request sent (captured in the API, `bench/api/capture.ts`) replayed
 *    directly on the bench's own pool; EXPLAIN (ANALYZE, BUFFERS) of the list's statements of each case over
 *    the target (every case with BENCH_EXPLAIN=1), kept with the figures;
 *  - the settlement of one round of 10,000 orders of 10,000 users' wallets through the engine (`settle.ts`),
 *    with every wallet reconciling with its change log after;
 * and, once the cluster is gone, the dev server's CPU at idle with the feed and the engine running (`idle.ts`), then the
 * same settlement on PGlite, on the dev server's data once it has stopped.
 * Run by `npm run bench -- trading` (writes its section of bench/report.md), or from the api package:
 * `pnpm --filter @console/api exec tsx ../bench/trading/run.ts`; prints its figures as JSON on the last line
 * of stdout. Knobs: BENCH_TRADING_PARTS (`lists,settle,idle`), BENCH_TRADING_ORDERS (1,000,000),
 * BENCH_TRADING_ROUNDS (100,000), BENCH_TRADING_USERS (100,000), BENCH_SETTLE_ORDERS (10,000),
 * BENCH_SAMPLES (60), BENCH_IDLE_MS (60,000). Never part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Db, openDatabase } from '../../api/src/db/database';
import { type Api, type ListCase, measure as measureList, startApi, stopApi, TARGET_MS } from '../api/lists';
import { loadAverage, machine, round, withDemoCluster } from '../lib';
import { generateUsers } from '../users/generate';
import { generateTrading } from './generate';
import { benchIdleCpu } from './idle';
import { benchSettlement } from './settle';

const PARTS = (process.env.BENCH_TRADING_PARTS ?? 'lists,settle,idle').split(',');
const ORDERS = Number(process.env.BENCH_TRADING_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_TRADING_ROUNDS ?? 100_000);
const USERS = Number(process.env.BENCH_TRADING_USERS ?? 100_000);
const SETTLE_ORDERS = Number(process.env.BENCH_SETTLE_ORDERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 60_000);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

const log = (line: string) => process.stderr.write(`[trading bench] ${line}\n`);
/** The figures so far, written after each part: a run that fails later keeps them. */
const PARTIAL = join(tmpdir(), 'console-trading-bench.json');
const keep = (figures: unknown) => writeFileSync(PARTIAL, JSON.stringify(figures, null, 2));

/** A futures list's case (POST, a page of 20 with its total and, for orders, the count and sums per coin). */
const measure = (db: Db, api: Api, path: string, c: ListCase) =>
  measureList(db, api, { call: path, method: 'POST', path, cases: [] }, c, {
    samples: SAMPLES,
    explain: EXPLAIN,
    log,
    extra: (data) => ({
      summary: (data.summary as { code: string; amount: string }[] | undefined)?.map((line) => `${line.amount} ${line.code}`),
    }),
  });

async function listCases(db: Db, now: Date) {
  const { rows: pairs } = await db.query<{ id: number; code: string; gameplay: number }>(
    `select p.id, p.code, (select g.id from futures_gameplays g where g.futures_pair_id = p.id and g.time_interval = 60) as gameplay
     from futures_pairs p where p.deleted_date is null order by p.display_sort, p.id`,
  );
  const [btc, eth] = pairs;
  const { rows: busiest } = await db.query<{ id: string }>(
    'select user_id::text as id from futures_orders group by 1 order by count(*) desc, 1 limit 1',
  );
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - 3);
  const orders: ListCase[] = [
    { name: 'no filter (first page, sums of all)', filtered: false, body: {} },
    { name: 'status tab settled (the whole tab)', filtered: true, body: { status: 'settled' } },
    { name: 'status tab voided', filtered: true, body: { status: 'voided' } },
    { name: 'one user (the one with the most orders)', filtered: true, body: { accountId: Number(busiest[0].id) } },
    { name: `pair ${btc.code}, 1-minute gameplay`, filtered: true, body: { tradingPairId: btc.id, gameplayId: btc.gameplay } },
    { name: `pair ${eth.code} (every gameplay)`, filtered: true, body: { tradingPairId: eth.id } },
    { name: 'ordered in the last 7 days', filtered: true, body: { startTime: new Date(now.getTime() - 7 * 864e5).toISOString() } },
    {
      name: 'ordered on one day (3 days ago)',
      filtered: true,
      body: { startTime: day.toISOString(), endTime: new Date(day.getTime() + 864e5 - 1000).toISOString() },
    },
    {
      name: `pair ${btc.code}, ordered in the last 24 hours`,
      filtered: true,
      body: { tradingPairId: btc.id, startTime: new Date(now.getTime() - 864e5).toISOString() },
    },
  ];
  const rounds: ListCase[] = [
    { name: 'no filter (first page, total of all)', filtered: false, body: {} },
    { name: 'status settled', filtered: true, body: { status: 'settled' } },
    { name: 'status voided', filtered: true, body: { status: 'voided' } },
    { name: `pair ${btc.code}`, filtered: true, body: { tradingPairId: btc.id } },
    { name: `pair ${eth.code}, 1-minute gameplay`, filtered: true, body: { tradingPairId: eth.id, gameplayId: eth.gameplay } },
  ];
  return { orders, rounds };
}

/**
 * A trial, not a migration: the order cases filtered by pair that missed the target measured again with an index
 * that holds every column their sums read (an index-only scan instead of a heap fetch per matching order), then
 * the index is dropped, so what follows runs on the migrations' schema. Tells the lead what such an index would buy.
 */
const TRIAL_INDEX = `create index bench_trial_orders_pair_cover on futures_orders (futures_pair_id, gameplay_id, order_date)
  include (coin_id, status, amount, filled_amount, payout, tax, rebate, leader_fee)`;

async function indexTrial(db: Db, api: Api, cases: ListCase[], measured: { name: string; filtered: boolean; http: { p95: number } }[]) {
  const missed = measured.filter((c) => c.filtered && c.http.p95 >= TARGET_MS && c.name.startsWith('pair'));
  if (!missed.length || process.env.BENCH_TRADING_TRIAL === 'off') return undefined;
  const t = performance.now();
  await db.query(TRIAL_INDEX);
  await db.query('vacuum analyze futures_orders');
  const buildSeconds = round((performance.now() - t) / 1000);
  log(`trial index built in ${buildSeconds} s`);
  try {
    const again = [];
    for (const c of cases.filter((x) => missed.some((m) => m.name === x.name)))
      again.push(await measure(db, api, 'futures/futuresOrders', c));
    return { index: TRIAL_INDEX.replace(/\s+/g, ' '), buildSeconds, cases: again };
  } finally {
    await db.query('drop index bench_trial_orders_pair_cover');
  }
}

async function main() {
  const loadAtStart = loadAverage();
  const result: Record<string, unknown> = { measuredAt: new Date().toISOString(), parts: PARTS };
  const machineLoad: Record<string, number> = { loadAverage: loadAtStart };
  if (PARTS.includes('lists') || PARTS.includes('settle')) {
    await withDemoCluster(log, async (db, url) => {
      const now = new Date();
      const t0 = performance.now();
      const { rows: before } = await db.query<{ n: number; max: string }>('select count(*)::int as n, max(id)::text as max from users');
      const firstUser = Number(before[0].max) + 1;
      await generateUsers(db, before[0].n + USERS);
      const { rows: after } = await db.query<{ max: string }>('select max(id)::text as max from users');
      const lastUser = Number(after[0].max);
      log(`${(lastUser - firstUser + 1).toLocaleString()} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const data = await generateTrading(db, { rounds: ROUNDS, orders: ORDERS, firstUser, lastUser, now, log });
      const generateSeconds = round((performance.now() - t0) / 1000);
      log(`generated ${JSON.stringify(data)} in ${generateSeconds} s`);
      result.data = { ...data, users: lastUser - firstUser + 1 };
      result.generateSeconds = generateSeconds;
      machineLoad.loadAverageMeasuring = loadAverage();
      if (PARTS.includes('lists')) {
        // The feed on, as the trading bench has always run.
        const api = await startApi(url, { feed: true });
        try {
          const cases = await listCases(db, now);
          const orders = [];
          for (const c of cases.orders) orders.push(await measure(db, api, 'futures/futuresOrders', c));
          const rounds = [];
          for (const c of cases.rounds) rounds.push(await measure(db, api, 'futures/runner/list', c));
          result.lists = { samples: SAMPLES, orders, rounds };
          keep(result);
          result.indexTrial = await indexTrial(db, api, cases.orders, orders);
          keep(result);
        } finally {
          await stopApi(api);
        }
      }
      if (PARTS.includes('settle')) result.settlement = await benchSettlement(db, { orders: SETTLE_ORDERS, firstUser, log });
      keep(result);
      machineLoad.loadAverageAfterCluster = loadAverage();
    });
  }
  if (PARTS.includes('idle')) {
    // The settlement again on PGlite, on the dev server's own data once it has stopped (no second seeding).
    const onPglite = async (dataDir: string) => {
      const db = await openDatabase({ dataDir, url: '' });
      try {
        const { rows } = await db.query<{ n: number; max: string }>('select count(*)::int as n, max(id)::text as max from users');
        // A fifth more than the orders: some generated users are suspended or locked.
        await generateUsers(db, rows[0].n + Math.ceil(SETTLE_ORDERS * 1.2));
        result.settlementPglite = await benchSettlement(db, { orders: SETTLE_ORDERS, firstUser: Number(rows[0].max) + 1, log });
      } finally {
        await db.close();
      }
    };
    result.idle = await benchIdleCpu(IDLE_MS, log, PARTS.includes('settle') ? onPglite : undefined);
  }
  result.machine = { ...machine(), ...machineLoad, loadAverageEnd: loadAverage() };
  keep(result);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
