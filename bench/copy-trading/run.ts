/**
 * Copy-trading bench (issue 14): a throwaway PostgreSQL 15 cluster holding the demo data, grown by `generate.ts` to
 * BENCH_COPY_LEADING (10,000) leading orders and BENCH_COPY_FOLLOWING (1,000,000) following orders, then the two
 * lists over loopback HTTP against the API in a process of its own (`bench/api/server.ts`, a signed-in admin,
 * simulated traders and the feed off: `bench/api/lists.ts`): `POST follow/list` and `POST follow/order/list`, each a
 * page of 20 with its total, with filters (none, leader, leading order, follower, a date range, status): median and
 * p95 over BENCH_SAMPLES sequential requests after a warm-up, beside every statement that request sent (captured in
 * the API, `bench/api/capture.ts`) replayed directly on the bench's own pool ("SQL"); EXPLAIN (ANALYZE, BUFFERS) of
 * the list's statements of each case over the 50 ms target (every case with BENCH_EXPLAIN=1), kept with the figures.
 * Run by `npm run bench -- copy-trading` (writes its section of bench/report.md, `bench/copy-trading/report.mjs`),
 * or from the api package: `pnpm --filter @console/api exec tsx ../bench/copy-trading/run.ts`; prints its figures
 * as JSON on the last line of stdout. Knobs: BENCH_COPY_LEADING, BENCH_COPY_FOLLOWING, BENCH_SAMPLES (60),
 * BENCH_EXPLAIN. Never part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/db/database';
import { type List, type ListCase, measureLists } from '../api/lists';
import { loadAverage, machine, round, withDemoCluster } from '../lib';
import { generateCopyTrading } from './generate';

const LEADING = Number(process.env.BENCH_COPY_LEADING ?? 10_000);
const FOLLOWING = Number(process.env.BENCH_COPY_FOLLOWING ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const SPAN_DAYS = 90;
const log = (line: string) => process.stderr.write(`[copy-trading bench] ${line}\n`);
/** The figures so far, written after each part: a run that fails later keeps them. */
const PARTIAL = join(tmpdir(), 'console-copy-trading-bench.json');
const keep = (figures: unknown) => writeFileSync(PARTIAL, JSON.stringify(figures, null, 2));

/** The cases of both lists, on a leader, a leading order (the 101st newest generated) and a follower of it. */
async function lists(db: Db, now: Date): Promise<List[]> {
  const { rows } = await db.query<{ leader: string; order_id: string; follower: string }>(
    `select l.leader_user_id as leader, l.order_id, (select user_id from futures_orders where follow_code = l.follow_code limit 1) as follower
     from copy_leading_orders l where l.share_id like 'BS%' order by l.order_id desc offset 100 limit 1`,
  );
  const leader = Number(rows[0].leader);
  const orderId = Number(rows[0].order_id);
  const follower = Number(rows[0].follower);
  const week = {
    startTime: new Date(now.getTime() - 37 * 864e5).toISOString(),
    endTime: new Date(now.getTime() - 30 * 864e5).toISOString(),
  };
  const none: ListCase = { name: 'no filter (first page, total of all)', filtered: false, body: {} };
  const ordered = 'ordered in one week (30 to 37 days ago)';
  return [
    {
      call: '`POST follow/list`',
      method: 'POST',
      path: 'follow/list',
      cases: [
        none,
        { name: 'one leader', filtered: true, body: { accountId: leader } },
        { name: 'one leading order', filtered: true, body: { orderId } },
        { name: 'status settled, by amount', filtered: true, body: { status: 'settled', orderBy: 'amount' } },
        { name: ordered, filtered: true, body: week },
      ],
    },
    {
      call: '`POST follow/order/list`',
      method: 'POST',
      path: 'follow/order/list',
      cases: [
        none,
        { name: 'one leading order', filtered: true, body: { leaderOrderId: orderId } },
        { name: 'one follower', filtered: true, body: { accountId: follower } },
        { name: 'one leader', filtered: true, body: { leaderAccountId: leader } },
        { name: ordered, filtered: true, body: week },
        { name: 'status settled, result lose', filtered: true, body: { status: 'settled', result: 'lose' } },
      ],
    },
  ];
}

async function main() {
  const result: Record<string, unknown> = { measuredAt: new Date().toISOString() };
  const machineLoad: Record<string, number> = { loadAverage: loadAverage() };
  await withDemoCluster(log, async (db, url) => {
    const now = new Date();
    log(`Generating ${LEADING.toLocaleString()} leading and ${FOLLOWING.toLocaleString()} following orders`);
    const t0 = performance.now();
    const generated = await generateCopyTrading(db, { leading: LEADING, following: FOLLOWING, spanDays: SPAN_DAYS });
    const { rows } = await db.query<{ leading: number; following: number; leaders: number; followers: number }>(
      `select (select count(*)::int from copy_leading_orders) as leading,
              (select count(*)::int from futures_orders where follow_code is not null) as following,
              (select count(distinct leader_user_id)::int from copy_leading_orders) as leaders,
              (select count(distinct user_id)::int from futures_orders where follow_code is not null) as followers`,
    );
    result.data = { ...generated, spanDays: SPAN_DAYS, totals: rows[0] };
    result.generateSeconds = round((performance.now() - t0) / 1000);
    log(`generated ${JSON.stringify(result.data)} in ${result.generateSeconds} s`);
    keep(result);
    machineLoad.loadAverageMeasuring = loadAverage();
    await measureLists(db, url, await lists(db, now), { samples: SAMPLES, explain: EXPLAIN, log }, (measured) => {
      result.lists = { samples: SAMPLES, lists: measured };
      keep(result);
    });
  });
  result.machine = { ...machine(), ...machineLoad, loadAverageEnd: loadAverage() };
  keep(result);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
