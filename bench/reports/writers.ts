import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../api/src/db/database';
import { rollUp } from '../../api/src/modules/reports/rollups';
import { round } from '../lib';

/** The tables whose records the reports read (035_reports.sql's statement triggers). */
const SOURCES = [
  'users',
  'deposits',
  'withdrawals',
  'fund_management_records',
  'futures_orders',
  'perpetual_positions',
  'wallet_change_log',
];
const HERE = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function written(db: Db): Promise<Map<string, { inserted: number; updated: number }>> {
  const { rows } = await db.query<{ relname: string; ins: string; upd: string }>(
    'select relname, n_tup_ins::text as ins, n_tup_upd::text as upd from pg_stat_user_tables where relname = any($1::text[])',
    [SOURCES],
  );
  return new Map(rows.map((r) => [r.relname, { inserted: Number(r.ins), updated: Number(r.upd) }]));
}

/**
 * The rate at which the simulated traders write the records the reports read: the API of this checkout in a process
 * of its own on the bench's database, as the dev server runs it (the simulated feed, the round engine, and the
 * simulated futures, perpetual and copy traders at their defaults), left `ms` after a warm-up; the rows inserted and
 * updated in the seven source tables over that time (PostgreSQL's table statistics), per second and per day at that rate.
 * Then the roll-up of a closed day holding a day of writing at that rate: the bench day's futures orders and ledger rows
 * copied until the day holds as many as the traders write in a day, rolled up by the task's code, then removed again.
 */
export async function measureWriters(url: string, db: Db, ms: number, log: (line: string) => void) {
  const child = fork(fileURLToPath(new URL('../api/server.ts', import.meta.url)), [HERE, url], {
    cwd: `${HERE}/api`,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SIMULATED_TRADERS: process.env.BENCH_SIMULATED_TRADERS ?? '6', PRICE_FEED: '' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  let before: Awaited<ReturnType<typeof written>>;
  let after: typeof before;
  let seconds: number;
  try {
    log('simulated traders on: warming up 20 s');
    await sleep(20_000);
    before = await written(db);
    const t = performance.now();
    await sleep(ms);
    await sleep(1000); // the statistics are flushed about every second
    after = await written(db);
    seconds = (performance.now() - t) / 1000 - 1;
  } finally {
    // Its close waits for the running tasks (the engines, the traders); under load it may not end: then it is stopped.
    child.send({ close: true });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if ((await Promise.race([exited, sleep(15_000).then(() => 'late')])) === 'late') {
      child.kill('SIGTERM');
      await exited;
    }
  }
  const tables = SOURCES.map((name) => {
    const a = after.get(name) ?? { inserted: 0, updated: 0 };
    const b = before.get(name) ?? { inserted: 0, updated: 0 };
    return { name, inserted: a.inserted - b.inserted, updated: a.updated - b.updated };
  }).filter((x) => x.inserted || x.updated);
  const rows = tables.reduce((n, x) => n + x.inserted + x.updated, 0);
  const perSecond = rows / seconds;
  const orders = tables.find((x) => x.name === 'futures_orders')?.inserted ?? 0;
  const ledger = tables.find((x) => x.name === 'wallet_change_log')?.inserted ?? 0;
  log(`simulated traders: ${rows} rows written in ${seconds.toFixed(0)} s (${perSecond.toFixed(2)}/s): ${JSON.stringify(tables)}`);
  const heavy = await heavyDayRollUp(db, { orders: (orders / seconds) * 86_400, ledger: (ledger / seconds) * 86_400 }, log);
  return {
    seconds: round(seconds),
    tables,
    rowsPerSecond: round(perSecond, 2),
    rowsPerDay: Math.round(perSecond * 86_400),
    heavyDay: heavy,
  };
}

/**
 * A closed day (three days ago) grown to `orders` futures orders and `ledger` ledger rows by copying its own (new ids,
 * the same day), rolled up by `rollUp` after its marker went (the copies' triggers take it away), timed; then the copies
 * are deleted and the day rolled up again, so the kept data is as it was.
 */
async function heavyDayRollUp(db: Db, per: { orders: number; ledger: number }, log: (line: string) => void) {
  const { rows: d } = await db.query<{ day: string; from: string; to: string }>(
    `select x.day::text as day, (x.day::timestamp at time zone report_time_zone())::text as from,
       ((x.day + 1)::timestamp at time zone report_time_zone())::text as to
     from (select (now() at time zone report_time_zone())::date - 3 as day) x`,
  );
  const { day, from, to } = d[0];
  const { rows: had } = await db.query<{ orders: number; ledger: number; maxo: string; maxl: string }>(
    `select (select count(*) from futures_orders where order_date >= $1 and order_date < $2)::int as orders,
       (select count(*) from wallet_change_log where create_date >= $1 and create_date < $2)::int as ledger,
       (select max(id) from futures_orders)::text as maxo, (select max(id) from wallet_change_log)::text as maxl`,
    [from, to],
  );
  const copies = Math.max(1, Math.ceil(per.orders / Math.max(1, had[0].orders)) - 1);
  const ledgerCopies = Math.max(1, Math.ceil(per.ledger / Math.max(1, had[0].ledger)) - 1);
  const t0 = performance.now();
  await db.query(
    `insert into futures_orders (id, user_id, agent_user_id, site, is_demo, fund_type, is_sales, coin_id, wallet_id, direction, amount,
       filled_amount, round_id, futures_pair_id, gameplay_id, order_tick_id, order_price, settle_price, order_date, transaction_date,
       settle_date, yield_ratio, status, result, payout, tax, rebate, tax_ratio, rebate_ratio, ip, create_date, update_date)
     select $3::bigint + row_number() over (), user_id, agent_user_id, site, is_demo, fund_type, is_sales, coin_id, wallet_id, direction, amount,
       filled_amount, round_id, futures_pair_id, gameplay_id, order_tick_id, order_price, settle_price, order_date, transaction_date,
       settle_date, yield_ratio, status, result, payout, tax, rebate, tax_ratio, rebate_ratio, ip, create_date, update_date
     from futures_orders cross join generate_series(1, $4::int) where order_date >= $1 and order_date < $2 and id <= $3::bigint`,
    [from, to, had[0].maxo, copies],
  );
  await db.query(
    `insert into wallet_change_log (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance,
       change_balance, after_balance, reference, create_date)
     select wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, 0, change_balance, 0, null, create_date
     from wallet_change_log cross join generate_series(1, $4::int) where create_date >= $1 and create_date < $2 and id <= $3::bigint`,
    [from, to, had[0].maxl, ledgerCopies],
  );
  const writeSeconds = (performance.now() - t0) / 1000;
  const { rows: has } = await db.query<{ orders: number; ledger: number }>(
    `select (select count(*) from futures_orders where order_date >= $1 and order_date < $2)::int as orders,
       (select count(*) from wallet_change_log where create_date >= $1 and create_date < $2)::int as ledger`,
    [from, to],
  );
  await db.query('analyze futures_orders');
  await db.query('analyze wallet_change_log');
  let t = performance.now();
  const r = await rollUp(db, new Date());
  const rollUpMs = performance.now() - t;
  log(`heavy day ${day}: ${has[0].orders} orders, ${has[0].ledger} ledger rows; roll-up of ${r.days} day in ${rollUpMs.toFixed(0)} ms`);
  // The same roll-up again, the day's records now in the cache as right after a day of writing.
  await db.query('delete from report_user_day_sums where user_id = 0 and day = $1::date and time_zone = report_time_zone()', [day]);
  t = performance.now();
  await rollUp(db, new Date());
  const warmMs = performance.now() - t;
  await db.query('delete from futures_orders where id > $1::bigint', [had[0].maxo]);
  await db.query('delete from wallet_change_log where id > $1::bigint', [had[0].maxl]);
  await rollUp(db, new Date());
  await db.query('vacuum analyze futures_orders');
  await db.query('vacuum analyze wallet_change_log');
  return {
    day,
    benchDay: had[0],
    grownTo: has[0],
    copySeconds: round(writeSeconds),
    rollUpMs: round(rollUpMs),
    rollUpAgainMs: round(warmMs),
  };
}
