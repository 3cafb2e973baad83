import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rollUp } from '../../src/modules/reports/rollups';
import type { TestApi } from '../helpers';
import { deposit, getReport, type History, openReportsApi } from './history';

/**
 * The roll-up's lock is a day's (044_report_day_locks.sql). On PostgreSQL (a pool of connections: writes and a
 * roll-up overlap; PGlite has one connection, where they never do, so the test runs only there): while the roll-up
 * waits for a closed day that a write in flight holds, a write of today goes through; a write backdated into that
 * day waits for the day's roll-up and is not lost (counted at once, and by the next roll-up).
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ZONE = 'Asia/Shanghai';
const DAY = '2020-03-05';
// What a write's trigger takes: the roll-up's key shared, and each of its days shared.
const DAY_LOCK = `select pg_advisory_xact_lock_shared(73320035), pg_advisory_xact_lock_shared(73320035, $1::date - date '2000-01-01')`;

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
  throw new Error('the roll-up never came to where the test waits for it');
}

/** A write in flight on `day`: its shared locks taken (as a write's trigger takes them), held until `release`. */
async function holdDay(day: string): Promise<{ release: () => Promise<void> }> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const inFlight = api.db.transaction(async (tx) => {
    await tx.query(DAY_LOCK, [day]);
    holding();
    await gate;
  });
  await held;
  return {
    release: async () => {
      open();
      await inFlight;
    },
  };
}

/** Once the roll-up waits for a day's lock. */
const rollUpWaits = () =>
  until(
    async () =>
      (await api.db.query(`select 1 from pg_locks where locktype = 'advisory' and mode = 'ExclusiveLock' and not granted`)).rows.length > 0,
  );

test(
  'a write of today does not wait for a roll-up, a backdated write during one is not lost',
  { skip: !onPostgres && 'needs PostgreSQL' },
  async () => {
    const now = new Date(api.clock.now());
    await rollUp(api.db, now, 100_000);
    const rolled = await dayReport();

    // A write in flight on the day, and the day due again.
    const write = await holdDay(DAY);
    // The write in flight ends whatever happens below: a failed check must not leave the roll-up waiting for ever.
    let rolling: Promise<unknown> = Promise.resolve();
    let backdated: Promise<unknown> = Promise.resolve();
    try {
      await api.db.query('delete from report_user_day_sums where time_zone = $1 and user_id = 0 and day = $2::date', [ZONE, DAY]);
      rolling = rollUp(api.db, now, 100_000);
      await rollUpWaits();

      // Today's deposit goes through while the roll-up waits for the closed day (one lock for every day held it up).
      const today = deposit(api.db, h.c, h.usdt, 1, 1, now.toISOString(), 0).then(() => 'written');
      const timeout = new Promise((resolve) => setTimeout(() => resolve('waited'), 5000));
      assert.equal(await Promise.race([today, timeout]), 'written');

      // A deposit backdated into the day, sent while the roll-up is at that day: it waits for the roll-up.
      backdated = deposit(api.db, h.c, h.usdt, 12.34, 1, `${DAY}T04:00:00Z`, 0);
    } finally {
      await write.release();
    }
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

test(
  'a roll-up of several days stops before a day a write holds, and rolls it up once the write commits',
  { skip: !onPostgres && 'needs PostgreSQL' },
  async () => {
    const now = new Date(api.clock.now());
    await rollUp(api.db, now, 100_000);
    const days = ['2020-03-04', DAY, '2020-03-06'];
    const markers = async () =>
      (
        await api.db.query<{ day: string }>(
          `select day::text as day from report_user_day_sums where time_zone = $1 and user_id = 0 and day = any($2::date[]) order by day`,
          [ZONE, days],
        )
      ).rows.map((r) => r.day);
    // A write in flight on the middle day, and the three days due again.
    const write = await holdDay(DAY);
    let rolling: Promise<unknown> = Promise.resolve();
    try {
      await api.db.query('delete from report_user_day_sums where time_zone = $1 and user_id = 0 and day = any($2::date[])', [ZONE, days]);
      rolling = rollUp(api.db, now, 100_000);
      // The day before is rolled up in a transaction of its own, which ends there; the roll-up then waits for the held day.
      await until(async () => (await markers()).includes(days[0]));
      await rollUpWaits();
      assert.deepEqual(await markers(), [days[0]]);
    } finally {
      await write.release();
    }
    await rolling;
    assert.deepEqual(await markers(), days);
  },
);
