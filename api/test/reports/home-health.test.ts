import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { recordTick } from '../../src/modules/market/ticks';
import { runRoundEngine } from '../../src/modules/trading/rounds/engine';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';
import {
  alignedAfter,
  coinId,
  createCoinPair,
  createFuturesPair,
  createGameplay,
  SECOND,
  tradersWithFunds,
} from '../trading/futures-fixture';

/**
 * The home page's system-health strip (`reporting/platform/health`) and the age of the oldest waiting record
 * (`reporting/platform/homepage`), over records the test builds at known moments: ticks of known age, a round the
 * engine is late to lock, a closed round past its settle time with two orders, guard trips, queued exports, and
 * waiting KYC, deposit, withdrawal and warned-position records older than any of the demo data's. Each part and
 * each oldest moment answers null to an admin without the view of the list showing it.
 */

let api: TestApi;
let admin: string;
/** The test's "now": two days after the demo data, so the demo's guard trips are outside the last 24 hours. */
let now: number;
let slot: number;
const pairs: Record<'fresh' | 'late' | 'silent', number> = { fresh: 0, late: 0, silent: 0 };
let gameplay: number;

const at = (ms: number) => new Date(ms);
const iso = (ms: number) => new Date(ms).toISOString();

async function health(token = admin): Promise<Json> {
  const answer = await api.call('GET', 'reporting/platform/health', { token });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
}

async function homepage(token = admin): Promise<Json> {
  const answer = await api.call('GET', 'reporting/platform/homepage', { token, query: { pageNum: 1, pageSize: 1 } });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
}

before(async () => {
  api = await startTestApi();
  const db = api.db;
  slot = alignedAfter(api.clock.now() + 2 * 24 * 3_600_000);

  // One engine pass two days on finishes the demo's rounds (their closing ticks are stale: voided, refunded), so
  // nothing of the demo's is overdue; the demo's export jobs still waiting and its open trips are taken out of the
  // figures, which then hold only the records below.
  await runRoundEngine(db, at(slot - 30 * SECOND));
  await db.query(`update export_jobs set status = 'cancelled' where status in ('queued', 'running')`);
  await db.query(`update risk_guards set open_trip_id = null where open_trip_id is not null`);

  // A round of 60 s settled 10 s after its end: opened at the slot, two orders, closed at its end by the engine.
  pairs.late = await createCoinPair(db, 'BTC');
  pairs.fresh = await createCoinPair(db, 'ETH');
  pairs.silent = await createCoinPair(db, 'SOL');
  const futuresPair = await createFuturesPair(db, pairs.late, 'BTC-HEALTH');
  gameplay = await createGameplay(db, futuresPair, { timeInterval: 60, settleDelayTime: 10 });
  const traders = await tradersWithFunds(db, 2, '100', at(slot));
  const tick = (pair: number, ms: number, price: string) => recordTick(db, { coinPairId: pair, price, at: at(ms), source: 'test' });
  await tick(pairs.late, slot, '100');
  await runRoundEngine(db, at(slot));
  await tick(pairs.late, slot + SECOND, '100');
  for (const [i, userId] of traders.entries()) {
    await db.transaction((tx) =>
      placeFuturesOrder(tx, {
        userId,
        gameplayId: gameplay,
        direction: i ? 'short' : 'long',
        amount: '5',
        ip: '10.0.0.1',
        now: at(slot + SECOND),
      }),
    );
  }
  // At the end (plus the grace) the engine closes it and opens the next round, which locks at slot + 120 s.
  await tick(pairs.late, slot + 60 * SECOND, '101');
  await runRoundEngine(db, at(slot + 61 * SECOND));

  // Then the engine stops: at slot + 140 s the second round is 20 s late to lock, the first 70 s late to settle.
  now = slot + 140 * SECOND;
  api.clock.ms = now;
  admin = await api.signIn(DEMO.admin);
  await tick(pairs.late, now - 12 * SECOND, '101');
  await tick(pairs.fresh, now - 2 * SECOND, '3000');

  // Guard trips: one an hour ago (ended), one 25 hours ago (outside the window), one open now (the pair halted).
  const { rows: guard } = await db.query<{ id: number }>(
    `insert into risk_guards (coin_pair_id, band_percent, state, state_since, create_date, update_date)
     values ($1, 5, 'tripped', $2, $2, $2) returning id`,
    [pairs.fresh, at(now - 600 * SECOND)],
  );
  const trip = async (ms: number, ended: number | null) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into risk_records (guard_id, coin_pair_id, type, cause, ended_at, create_date) values ($1, $2, 'trip', 'band', $3, $4)
       returning id::text as id`,
      [guard[0].id, pairs.fresh, ended === null ? null : at(ended), at(ms)],
    );
    return rows[0].id;
  };
  await trip(now - 25 * 3_600_000, now - 24 * 3_600_000);
  await trip(now - 3_600_000, now - 3_000_000);
  const open = await trip(now - 600 * SECOND, null);
  await db.query('update risk_guards set open_trip_id = $2 where id = $1', [guard[0].id, open]);

  // Export jobs: one queued 90 s ago, one queued 30 s ago, one running.
  const job = (status: string, ms: number) =>
    db.query(`insert into export_jobs (type, format, status, admin_account, submitted_at) values ('users', 'csv', $1, 'admin', $2)`, [
      status,
      at(ms),
    ]);
  await job('queued', now - 90 * SECOND);
  await job('queued', now - 30 * SECOND);
  await job('running', now - 120 * SECOND);
});
after(() => api.close());

describe('system health', () => {
  test('the feed: each active pair with its newest tick’s age and state', async () => {
    const { feed, checkedAt } = await health();
    assert.equal(checkedAt, iso(now));
    const pair = (id: number) => feed.pairs.find((p: Json) => p.coinPairId === id);
    assert.deepEqual(pair(pairs.fresh), {
      coinPairId: pairs.fresh,
      code: pair(pairs.fresh).code,
      name: 'ETH/USDT',
      lastTickAt: iso(now - 2 * SECOND),
      ageSeconds: 2,
      state: 'ok',
    });
    assert.equal(pair(pairs.late).ageSeconds, 12);
    assert.equal(pair(pairs.late).state, 'warn');
    assert.equal(pair(pairs.silent).lastTickAt, null);
    assert.equal(pair(pairs.silent).ageSeconds, null);
    assert.equal(pair(pairs.silent).state, 'alert');
    // The worst pair decides; no feed runs under the test runner.
    assert.equal(feed.state, 'alert');
    assert.equal(feed.running, false);
    // An inactive pair is not quoted, so not watched.
    await api.db.query('update coin_pairs set active = 0 where id = $1', [pairs.silent]);
    try {
      assert.equal(
        (await health()).feed.pairs.some((p: Json) => p.coinPairId === pairs.silent),
        false,
      );
    } finally {
      await api.db.query('update coin_pairs set active = 1 where id = $1', [pairs.silent]);
    }
  });

  test('the round engine’s lag: the round 20 s late to lock', async () => {
    const { rounds } = await health();
    assert.deepEqual(rounds, { state: 'warn', overdueRounds: 1, lagSeconds: 20, oldestDueAt: iso(slot + 120 * SECOND) });
    // A round staff halted waits by their decision: not the engine's lag.
    await api.db.query(`update futures_rounds set halted = 1 where gameplay_id = $1 and status = 'open'`, [gameplay]);
    try {
      assert.deepEqual((await health()).rounds, { state: 'ok', overdueRounds: 0, lagSeconds: 0, oldestDueAt: null });
    } finally {
      await api.db.query(`update futures_rounds set halted = 0 where gameplay_id = $1 and status = 'open'`, [gameplay]);
    }
  });

  test('a scheduled round waiting for a tick is late from its lock time, one that has its tick from its start', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `insert into futures_rounds (futures_pair_id, gameplay_id, coin_pair_id, status, settings, start_date, lock_date, end_date, settle_due_date)
       select futures_pair_id, gameplay_id, $1, 'scheduled', settings, $2, $3, $3, $3 from futures_rounds where gameplay_id = $4 limit 1
       returning id::text as id`,
      [pairs.silent, at(now - 30 * SECOND), at(now + 30 * SECOND), gameplay],
    );
    try {
      assert.deepEqual((await health()).rounds, { state: 'warn', overdueRounds: 1, lagSeconds: 20, oldestDueAt: iso(slot + 120 * SECOND) });
      const tick = await recordTick(api.db, { coinPairId: pairs.silent, price: '150', at: at(now - 32 * SECOND), source: 'test' });
      try {
        assert.deepEqual((await health()).rounds, { state: 'warn', overdueRounds: 2, lagSeconds: 30, oldestDueAt: iso(now - 30 * SECOND) });
      } finally {
        await api.db.query('delete from price_ticks where id = $1', [tick.id]);
      }
    } finally {
      await api.db.query('delete from futures_rounds where id = $1', [rows[0].id]);
    }
  });

  test('the settlement backlog: the closed round 70 s past its settle time with its two orders', async () => {
    const { settlement } = await health();
    assert.deepEqual(settlement, { state: 'alert', rounds: 1, orders: 2, oldestDueAt: iso(slot + 70 * SECOND), ageSeconds: 70 });
  });

  test('the guard trips of the last 24 hours and the one still open', async () => {
    const { guards } = await health();
    assert.deepEqual(guards, {
      state: 'alert',
      since: iso(now - 24 * 3_600_000),
      trips: 2,
      openTrips: 1,
      lastTripAt: iso(now - 600 * SECOND),
    });
  });

  test('the export queue: queued and running jobs and the oldest queued one’s wait', async () => {
    const { exports } = await health();
    assert.deepEqual(exports, { state: 'warn', queued: 2, running: 1, oldestQueuedAt: iso(now - 90 * SECOND), ageSeconds: 90 });
  });

  test('each part answers only to an admin holding the view of its list, the others null', async () => {
    const only = async (account: string, permissions: string[]) => {
      const staff = await api.createStaff(admin, account, permissions.map(permissionId));
      const answer = await health(await api.signIn(staff));
      return Object.entries(answer)
        .filter(([part, value]) => part !== 'checkedAt' && value !== null)
        .map(([part]) => part);
    };
    assert.deepEqual(await only('health-none', ['home.dashboard']), []);
    assert.deepEqual(await only('health-feed', ['home.dashboard', 'coinPairs.list']), ['feed']);
    assert.deepEqual(await only('health-rounds', ['home.dashboard', 'runners.list']), ['rounds', 'settlement']);
    assert.deepEqual(await only('health-guards', ['home.dashboard', 'risk.records']), ['guards']);
    assert.deepEqual(await only('health-exports', ['home.dashboard', 'exportCenter.list']), ['exports']);
    // Without the dashboard, the call itself is refused.
    const outsider = await api.createStaff(admin, 'health-outsider', [permissionId('coinPairs.list')]);
    assert.equal((await api.call('GET', 'reporting/platform/health', { token: await api.signIn(outsider) })).status, 403);
  });
});

describe('the oldest waiting record of each count', () => {
  const OLDEST = {
    kyc: Date.parse('2020-01-03T08:00:00Z'),
    deposit: Date.parse('2020-01-04T09:30:00Z'),
    withdrawal: Date.parse('2020-01-05T10:00:00Z'),
    warning: Date.parse('2020-01-06T11:15:00Z'),
  };
  let warned: string;

  before(async () => {
    const db = api.db;
    const usdt = await coinId(db, 'USDT');
    const { rows: user } = await db.query<{ id: string }>('select id::text as id from users order by id limit 1');
    const userId = user[0].id;
    await db.query(`insert into kyc (user_id, name, id_number, status, create_date, update_date) values ($1, 'Old', 'X1', 0, $2, $2)`, [
      userId,
      at(OLDEST.kyc),
    ]);
    await db.query(
      `insert into deposits (user_id, coin_id, amount, report_amount, status, create_date, update_date) values ($1, $2, 5, 5, 0, $3, $3)`,
      [userId, usdt, at(OLDEST.deposit)],
    );
    // A deleted pending deposit, older still, waits for nobody.
    await db.query(
      `insert into deposits (user_id, coin_id, amount, report_amount, status, create_date, update_date, deleted_date)
       values ($1, $2, 5, 5, 0, '2019-06-01', '2019-06-01', '2019-06-02')`,
      [userId, usdt],
    );
    // Awaiting its second approval: it has waited since it was submitted.
    await db.query(
      `insert into withdrawals (user_id, coin_id, address, amount, actual_amount, report_amount, status, create_date, update_date)
       values ($1, $2, 'T-address', 5, 5, 5, 3, $3, $3)`,
      [userId, usdt, at(OLDEST.withdrawal)],
    );
    // A position crossing its warning price: the moment is that write's (the engine's clock).
    const { rows: position } = await db.query<{ id: string }>(
      `update perpetual_positions set warning = 1, update_date = $1
        where id = (select id from perpetual_positions where status = 'open' and warning = 0 order by id limit 1) returning id::text as id`,
      [at(OLDEST.warning)],
    );
    warned = position[0].id;
  });

  test('each count with the moment its oldest record began to wait', async () => {
    const home = await homepage();
    assert.equal(home.oldestPendingKYCReview, iso(OLDEST.kyc));
    assert.equal(home.oldestPendingDepositReview, iso(OLDEST.deposit));
    assert.equal(home.oldestPendingWithdrawalReview, iso(OLDEST.withdrawal));
    assert.equal(home.oldestPerpetualPositionWarning, iso(OLDEST.warning));
    assert.ok(home.pendingKYCReview >= 1 && home.pendingDepositReview >= 1 && home.pendingWithdrawalReview >= 1);
  });

  test('a warning cleared and set again waits from its new moment; another write leaves the moment alone', async () => {
    const set = (warning: number, ms: number) =>
      api.db.query('update perpetual_positions set warning = $2, update_date = $3 where id = $1', [warned, warning, at(ms)]);
    const since = async () =>
      (await api.db.query<{ at: Date | null }>('select warning_since as at from perpetual_positions where id = $1', [warned])).rows[0].at;
    await set(1, OLDEST.warning + 60_000);
    assert.equal((await since())?.toISOString(), iso(OLDEST.warning));
    await set(0, OLDEST.warning + 120_000);
    assert.equal(await since(), null);
    await set(1, OLDEST.warning + 180_000);
    assert.equal((await since())?.toISOString(), iso(OLDEST.warning + 180_000));
    await set(1, OLDEST.warning);
    assert.equal((await homepage()).oldestPerpetualPositionWarning, iso(OLDEST.warning + 180_000));
  });

  test('null for a count the admin may not see, and for a count with nothing waiting', async () => {
    const staff = await api.createStaff(admin, 'oldest-kyc-only', [permissionId('home.dashboard'), permissionId('kyc.list')]);
    const home = await homepage(await api.signIn(staff));
    assert.equal(home.oldestPendingKYCReview, iso(OLDEST.kyc));
    assert.equal(home.pendingDepositReview, null);
    assert.equal(home.oldestPendingDepositReview, null);
    assert.equal(home.oldestPendingWithdrawalReview, null);
    assert.equal(home.oldestPerpetualPositionWarning, null);

    await api.db.query(`update kyc set status = 1 where status = 0`);
    const cleared = await homepage();
    assert.equal(cleared.pendingKYCReview, 0);
    assert.equal(cleared.oldestPendingKYCReview, null);
  });
});
