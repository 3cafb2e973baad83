import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rollUp } from '../../src/modules/reports/rollups';
import type { TestApi } from '../helpers';
import { deposit, getReport, type History, openReportsApi } from './history';

/**
 * The roll-up's lock is a day's (042_report_day_indexes.sql). On PostgreSQL (a pool of connections: writes and a
 * roll-up overlap; PGlite has one connection, where they never do, so the test runs only there): while the roll-up
 * waits for a closed day that a write in flight holds, a write of today goes through; a write backdated into that
 * day waits for the day's roll-up and is not lost (counted at once, and by the next roll-up).
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ZONE = 'Asia/Shanghai';
const DAY = '2020-03-05';
const DAY_LOCK = `select pg_advisory_xact_lock_shared(73320035, $1::date - date '2000-01-01')`;

let api: TestApi;
let admin: string;
let h: History;

before(async () => {
  if (!onPostgres) return;
  ({ api, admin, h } = await openReportsApi());
});
after(async () => {
  if (onPostgres) await api.close();
});

const dayReport = async () => (await getReport(api, admin, 'reporting/platform/daily/summary', { start: DAY, end: DAY })).records[0];
const marker = () => api.count('report_user_day_sums', 'time_zone = $1 and user_id = 0 and day = $2::date', [ZONE, DAY]);

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the roll-up never came to wait for the day');
}

test(
  'a write of today does not wait for a roll-up, a backdated write during one is not lost',
  { skip: !onPostgres && 'needs PostgreSQL' },
  async () => {
    const now = new Date(api.clock.now());
    await rollUp(api.db, now, 100_000);
    const rolled = await dayReport();

    // A write in flight on the day (its shared lock on the day, as a write's trigger takes it), and the day due again.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const inFlight = api.db.transaction(async (tx) => {
      await tx.query(DAY_LOCK, [DAY]);
      holding();
      await gate;
    });
    await held;
    await api.db.query('delete from report_user_day_sums where time_zone = $1 and user_id = 0 and day = $2::date', [ZONE, DAY]);
    const rolling = rollUp(api.db, now, 100_000);
    await until(
      async () =>
        (await api.db.query(`select 1 from pg_locks where locktype = 'advisory' and mode = 'ExclusiveLock' and not granted`)).rows.length >
        0,
    );

    // Today's deposit goes through while the roll-up waits for the closed day (one lock for every day held it up).
    const today = deposit(api.db, h.c, h.usdt, 1, 1, now.toISOString(), 0).then(() => 'written');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('waited'), 5000));
    assert.equal(await Promise.race([today, timeout]), 'written');

    // A deposit backdated into the day, sent while the roll-up is at that day: it waits for the roll-up.
    const backdated = deposit(api.db, h.c, h.usdt, 12.34, 1, `${DAY}T04:00:00Z`, 0);
    release();
    await inFlight;
    await rolling;
    await backdated;

    // Counted at once (its day computed from the records, its marker taken away), and by the next roll-up.
    const expected = { numberOfDepositOrders: rolled.numberOfDepositOrders + 1 };
    assert.equal((await dayReport()).numberOfDepositOrders, expected.numberOfDepositOrders);
    await rollUp(api.db, now, 100_000);
    assert.equal(await marker(), 1);
    assert.equal((await dayReport()).numberOfDepositOrders, expected.numberOfDepositOrders);
  },
);
