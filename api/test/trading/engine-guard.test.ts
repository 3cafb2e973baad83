import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Db } from '../../src/db/database';
import { evaluateRiskGuards, isPairHalted } from '../../src/modules/trading/risk/evaluate';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { openTestDb, type TestDb } from '../helpers';
import {
  alignedAfter,
  createCoinPair,
  createFuturesPair,
  createGameplay,
  futuresBalance,
  SECOND,
  ScriptedFeed,
  tickAndRun,
  tradersWithFunds,
  unreconciledFuturesWallets,
} from './futures-fixture';

/**
 * The reference-price guard holds the round engine: a trip voids the pair's open round and refunds its orders
 * (the reason recorded, the trip record counting the rounds and orders), no round of the pair opens and no
 * order is accepted while it is halted, and rounds open again once it re-arms.
 */

let testDb: TestDb;
let db: Db;
const feed = new ScriptedFeed();
let coinPair: number;
let gameplay: number;
let clock: number;
let users: number[];

before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
  coinPair = await createCoinPair(db, 'BTC');
  const pair = await createFuturesPair(db, coinPair, 'BTC-GUARD');
  gameplay = await createGameplay(db, pair, { timeInterval: 60, acceptDelayTime: 10, settleDelayTime: 5 });
  clock = alignedAfter(testDb.seededAt ?? Date.now()) - 3 * SECOND;
  users = await tradersWithFunds(db, 3, '1000', new Date(clock));
  // A staff-price guard: 67,000 +/- 2 %, one breach trips, 3 s of good prices re-arm.
  await db.query(
    `insert into risk_guards (coin_pair_id, reference_mode, reference_price, band_percent, staleness_seconds, breaches_to_trip,
       cooldown_seconds, state_since, create_date, update_date)
     values ($1, 2, 67000, 2, 30, 1, 3, $2, $2, $2)`,
    [coinPair, new Date(clock)],
  );
});
after(() => testDb.drop());

/** Steps the clock to `to` second by second: the feed runner, the guard and the engine, as their timers do. */
async function runUntil(to: number): Promise<void> {
  while (clock < to) {
    clock += SECOND;
    await tickAndRun(db, feed, clock);
    await evaluateRiskGuards(db, new Date(clock));
  }
}

/**
 * Jumps the clock to `to` with one step there: for the stretches where the test waits for the next minute's slot
 * and nothing it checks happens (each step runs the whole engine over the demo data). The steps before a slot
 * starts and after it are still taken second by second.
 */
async function skipTo(to: number): Promise<void> {
  if (clock < to - SECOND) clock = to - SECOND;
  await runUntil(to);
}

const place = (userId: number, direction: 'long' | 'short', amount: string) =>
  db.transaction((tx) => placeFuturesOrder(tx, { userId, gameplayId: gameplay, direction, amount, now: new Date(clock) }));

const one = async <T>(sql: string, params: unknown[]): Promise<T> => (await db.query<T>(sql, params)).rows[0];

test('a trip voids the open round and refunds its orders; the trip record counts them; nothing opens until re-armed', async () => {
  feed.set(coinPair, '67000');
  await runUntil(alignedAfter(clock) + 2 * SECOND);
  const open = await one<{ id: string }>(`select id from futures_rounds where gameplay_id = $1 and status = 'open'`, [gameplay]);
  assert.ok(open, 'a round is open before the trip');
  const before = await Promise.all(users.map((u) => futuresBalance(db, u)));
  await place(users[0], 'long', '100');
  await place(users[1], 'short', '40');
  await place(users[2], 'long', '25.5');
  assert.equal(Number(await futuresBalance(db, users[0])), Number(before[0]) - 100, 'the stake was taken');

  feed.set(coinPair, '70000'); // 4.5 % above the reference: beyond the band
  await runUntil(clock + 2 * SECOND);
  assert.equal(await isPairHalted(db, coinPair), true);

  const round = await one<{ status: string; void_reason: string; void_operator: string; refund_total: string }>(
    'select status, void_reason, void_operator, refund_total::text from futures_rounds where id = $1',
    [open.id],
  );
  assert.equal(round.status, 'voided');
  assert.match(round.void_reason, /reference-price guard/);
  assert.equal(round.void_operator, 'system');
  assert.equal(Number(round.refund_total), 165.5);
  const orders = await db.query<{ status: string; result: string; void_reason: string }>(
    'select status, result, void_reason from futures_orders where round_id = $1',
    [open.id],
  );
  assert.equal(orders.rows.length, 3);
  for (const order of orders.rows) {
    assert.equal(order.status, 'voided');
    assert.equal(order.result, 'refund');
    assert.match(order.void_reason, /reference-price guard/);
  }
  assert.deepEqual(await Promise.all(users.map((u) => futuresBalance(db, u))), before, 'every stake came back');
  const refunds = await one<{ n: number }>(
    `select count(*)::int as n from wallet_change_log where change_type = 'futures_refund'
     and reference in (select 'futures-order:' || id from futures_orders where round_id = $1)`,
    [open.id],
  );
  assert.equal(refunds.n, 3, 'one refund row per order, once');
  const trip = await one<{ rounds_voided: number; orders_refunded: number; ended_at: Date | null }>(
    `select rounds_voided, orders_refunded, ended_at from risk_records where coin_pair_id = $1 and type = 'trip'`,
    [coinPair],
  );
  assert.equal(trip.rounds_voided, 1);
  assert.equal(trip.orders_refunded, 3);
  assert.equal(trip.ended_at, null);
  const transition = await one<{ reason: string }>(`select reason from futures_round_transitions where round_id = $1 and action = 'void'`, [
    open.id,
  ]);
  assert.match(transition.reason, /reference-price guard/);

  // Halted through the next slot's start: no round opens, no order is taken.
  const next = (Math.floor(clock / (60 * SECOND)) + 1) * 60 * SECOND;
  await skipTo(next - 15 * SECOND);
  await runUntil(next + 3 * SECOND);
  const opened = await one<{ n: number }>(
    `select count(*)::int as n from futures_rounds where gameplay_id = $1 and status in ('scheduled', 'open')`,
    [gameplay],
  );
  assert.equal(opened.n, 0, 'no round of a halted pair opens');
  await assert.rejects(place(users[0], 'long', '10'), /accepts no orders|no round accepting/);
  const afterVoid = await one<{ rounds_voided: number }>(
    `select rounds_voided from risk_records where coin_pair_id = $1 and type = 'trip'`,
    [coinPair],
  );
  assert.equal(afterVoid.rounds_voided, 1, 'a voided round is counted once');

  // Back inside the band: cooling for 3 s (still halted), re-armed, then the next slot's round opens.
  feed.set(coinPair, '67100');
  await runUntil(clock + 5 * SECOND);
  assert.equal(await isPairHalted(db, coinPair), false);
  const slot = (Math.floor(clock / (60 * SECOND)) + 1) * 60 * SECOND;
  await skipTo(slot - 15 * SECOND);
  await runUntil(slot + 2 * SECOND);
  const reopened = await one<{ n: number }>(`select count(*)::int as n from futures_rounds where gameplay_id = $1 and status = 'open'`, [
    gameplay,
  ]);
  assert.equal(reopened.n, 1, 'rounds open again once the guard re-arms');
  await place(users[0], 'long', '10');
  assert.equal(await unreconciledFuturesWallets(db), 0);
});
