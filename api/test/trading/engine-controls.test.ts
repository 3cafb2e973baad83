import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../../src/db/database';
import { Decimal } from '../../src/money';
import {
  haltFuturesPair,
  haltGameplay,
  haltRound,
  resumeFuturesPair,
  resumeGameplay,
  resumeRound,
  roundVoidPreview,
} from '../../src/modules/trading/rounds/controls';
import { fixFuturesOrder } from '../../src/modules/trading/rounds/fix-order';
import { roundTimeline } from '../../src/modules/trading/rounds/round';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { voidRound } from '../../src/modules/trading/rounds/void';
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
 * The operational controls staff have (DESIGN section 5: halt, resume, void, the fill correction) and the
 * checks of order placement. None of them changes which ticks a round uses or how an order is paid.
 */

let testDb: TestDb;
let db: Db;
const feed = new ScriptedFeed();
let coinPair: number;
let pair: number;
let gameplay: number;
let clock: number;
let users: number[];
const INTERVAL = 30 * SECOND;

before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
  coinPair = await createCoinPair(db, 'ETH');
  pair = await createFuturesPair(db, coinPair, 'ETH-CONTROLS');
  gameplay = await createGameplay(db, pair, {
    timeInterval: 30,
    acceptDelayTime: 5,
    settleDelayTime: 2,
    quantityMin: '5',
    quantityMax: '100',
  });
  clock = alignedAfter(testDb.seededAt ?? Date.now()) - 2 * SECOND;
  users = await tradersWithFunds(db, 3, '500', new Date(clock));
  feed.set(coinPair, '3400.00');
});
after(() => testDb.drop());

async function runUntil(to: number): Promise<void> {
  while (clock < to) {
    clock += SECOND;
    await tickAndRun(db, feed, clock);
  }
}
const slot = () => Math.floor(clock / INTERVAL) * INTERVAL;
/** Runs to the start of the next round (plus a second) and answers its id. */
async function nextRound(): Promise<number> {
  const start = slot() + INTERVAL;
  await runUntil(start + SECOND);
  const { rows } = await db.query<{ id: string }>('select id from futures_rounds where gameplay_id = $1 and start_date = $2', [
    gameplay,
    new Date(start),
  ]);
  return Number(rows[0].id);
}
async function round(id: number) {
  const { rows } = await db.query<{
    status: string;
    halted: number;
    close_tick_id: string | null;
    long_total: string;
    short_total: string;
    end_date: Date;
  }>('select status, halted, close_tick_id, long_total::text, short_total::text, end_date from futures_rounds where id = $1', [id]);
  return rows[0];
}
const control = (reason = 'check') => ({ operator: 'admin', reason, now: new Date(clock) });
const place = (userId: number, amount: string, roundId?: number, extra: { placedByStaff?: string } = {}) =>
  db.transaction((tx) =>
    placeFuturesOrder(tx, {
      userId,
      roundId,
      gameplayId: roundId ? undefined : gameplay,
      direction: 'long',
      amount,
      now: new Date(clock),
      ...extra,
    }),
  );

describe('placing an order', () => {
  test('checks the stake against the round limits and the wallet, and changes nothing when refused', async () => {
    const id = await nextRound();
    const [userId] = users;
    const before = await futuresBalance(db, userId);
    await assert.rejects(
      place(userId, '4.99', id),
      (e: Error & { statusCode?: number }) => e.statusCode === 400 && /amount/.test(e.message),
    );
    await assert.rejects(place(userId, '100.01', id), /amount: must be between 5 and 100/);
    await assert.rejects(place(userId, '-5', id), /amount/);
    await assert.rejects(place(userId, '1e3', id), /amount/);
    await assert.rejects(place(999_999_999, '10', id), /does not exist/);
    assert.equal(await futuresBalance(db, userId), before);
    assert.equal(Number((await round(id)).long_total), 0);

    const placed = await place(userId, '10', id, { placedByStaff: 'admin' });
    assert.equal(placed.balance, new Decimal(before).minus(10).toFixed());
    const { rows } = await db.query<{ placed_by_staff: string; order_tick_id: string; is_demo: number; fund_type: number }>(
      'select placed_by_staff, order_tick_id, is_demo, fund_type from futures_orders where id = $1',
      [placed.id],
    );
    assert.equal(rows[0].placed_by_staff, 'admin');
    assert.equal(Number(rows[0].order_tick_id), placed.orderTickId);
    assert.equal(new Decimal((await round(id)).long_total).toFixed(), '10');
  });

  test('a stake above the available balance is refused (409) and nothing is taken', async () => {
    const id = await nextRound();
    const userId = users[2];
    const balance = await futuresBalance(db, userId);
    await db.query('update futures_gameplays set quantity_max = 100000 where id = $1', [gameplay]);
    const roundWithBigLimit = await nextRound();
    await assert.rejects(
      place(userId, new Decimal(balance).plus(1).toFixed(), roundWithBigLimit),
      (e: Error & { statusCode?: number }) => e.statusCode === 409 && /Not enough funds/.test(e.message),
    );
    assert.equal(await futuresBalance(db, userId), balance);
    assert.ok(id < roundWithBigLimit, 'the limit edit applies from the next round (the snapshot)');
    await db.query('update futures_gameplays set quantity_max = 100 where id = $1', [gameplay]);
  });

  test('no recent recorded price: no order', async () => {
    const id = await nextRound();
    feed.set(coinPair, null);
    await runUntil(clock + 7 * SECOND);
    await assert.rejects(place(users[0], '10', id), /No recent recorded price/);
    feed.set(coinPair, '3400.00');
    await runUntil(slot() + INTERVAL + 5 * SECOND);
  });
});

describe('halt and resume', () => {
  test('a halted round takes no order and waits past its end; resumed, it closes with the tick recorded at its end', async () => {
    const id = await nextRound();
    await place(users[0], '20', id);
    const halted = await db.transaction((tx) => haltRound(tx, id, control('feed looks wrong')));
    assert.deepEqual(
      [halted.before, halted.after],
      [
        { status: 'open', halted: false },
        { status: 'open', halted: true },
      ],
    );
    await assert.rejects(place(users[1], '10', id), /halted/);
    await assert.rejects(
      db.transaction((tx) => haltRound(tx, id, control())),
      /already halted/,
    );
    feed.set(coinPair, '3401.00');
    const end = (await round(id)).end_date.getTime();
    await runUntil(end);
    const { rows: atEnd } = await db.query<{ id: string }>(
      'select id from price_ticks where coin_pair_id = $1 and tick_time <= $2 order by tick_time desc, id desc limit 1',
      [coinPair, new Date(end)],
    );
    feed.set(coinPair, '3300.00'); // after the end: never the close price
    await runUntil(end + 10 * SECOND);
    assert.equal((await round(id)).status, 'open', 'halted: not locked, closed or settled');
    await db.transaction((tx) => resumeRound(tx, id, control('checked')));
    await runUntil(clock + 3 * SECOND);
    const after = await round(id);
    assert.equal(after.status, 'settled');
    assert.equal(after.close_tick_id, atEnd[0].id, 'the close is the tick recorded at the end, not a later one');
    const timeline = await roundTimeline(db, id);
    assert.deepEqual(
      timeline.map((r) => r.action),
      ['open', 'halt', 'resume', 'lock', 'close', 'settle'],
    );
    assert.deepEqual([timeline[1].reason, timeline[1].operator], ['feed looks wrong', 'admin']);
    assert.equal(timeline[4].tickId, Number(atEnd[0].id), 'the close step names its tick');
    assert.equal(new Decimal(timeline[4].tickPrice ?? '0').toFixed(), '3401', 'and its price');
    feed.set(coinPair, '3400.00');
  });

  test('a halted pair or gameplay opens no round and takes no order until resumed', async () => {
    const id = await nextRound();
    const pairHalt = await db.transaction((tx) => haltFuturesPair(tx, pair, control('maintenance')));
    assert.deepEqual([pairHalt.before, pairHalt.after], [{ halted: false }, { halted: true }]);
    await assert.rejects(place(users[0], '10', id), /futures pair .* halted/);
    const next = slot() + INTERVAL;
    await runUntil(next + 2 * SECOND);
    const count = async (start: number) =>
      (
        await db.query<{ n: number }>('select count(*)::int as n from futures_rounds where gameplay_id = $1 and start_date = $2', [
          gameplay,
          new Date(start),
        ])
      ).rows[0].n;
    assert.equal(await count(next), 0, 'no round while the pair is halted');
    await db.transaction((tx) => resumeFuturesPair(tx, pair, control('done')));
    await db.transaction((tx) => haltGameplay(tx, gameplay, control('maintenance')));
    await assert.rejects(
      db.transaction((tx) => haltGameplay(tx, gameplay, control())),
      /already halted/,
    );
    await runUntil(slot() + INTERVAL + 2 * SECOND);
    assert.equal(await count(slot()), 0, 'no round while the gameplay is halted');
    await db.transaction((tx) => resumeGameplay(tx, gameplay, control('done')));
    await runUntil(slot() + INTERVAL + SECOND);
    assert.equal(await count(slot()), 1, 'resumed: the next slot opens');
  });
});

describe('the fill correction and the void preview', () => {
  test('lowers the filled stake of an unsettled round and refunds the difference, only downwards', async () => {
    const id = await nextRound();
    const userId = users[1];
    const before = await futuresBalance(db, userId);
    const placed = await place(userId, '40', id);
    await assert.rejects(
      db.transaction((tx) =>
        fixFuturesOrder(tx, { orderId: placed.id, filledAmount: '40', operator: 'admin', reason: 'x', now: new Date(clock) }),
      ),
      /must be lower/,
    );
    await assert.rejects(
      db.transaction((tx) =>
        fixFuturesOrder(tx, {
          orderId: placed.id,
          roundId: id + 1000,
          filledAmount: '1',
          operator: 'admin',
          reason: 'x',
          now: new Date(clock),
        }),
      ),
      /runnerId/,
    );
    const fixed = await db.transaction((tx) =>
      fixFuturesOrder(tx, {
        orderId: placed.id,
        roundId: id,
        filledAmount: '25.5',
        operator: 'admin',
        reason: 'partial fill',
        now: new Date(clock),
      }),
    );
    assert.deepEqual(fixed, {
      orderId: placed.id,
      roundId: id,
      before: { filledAmount: '40' },
      after: { filledAmount: '25.5' },
      refunded: '14.5',
    });
    assert.equal(await futuresBalance(db, userId), new Decimal(before).minus('25.5').toFixed());
    assert.equal(new Decimal((await round(id)).long_total).toFixed(), '25.5');
    const preview = await roundVoidPreview(db, id);
    assert.deepEqual([preview.orders, preview.users, new Decimal(preview.refund).toFixed()], [1, 1, '25.5']);
    feed.set(coinPair, '3410.00');
    await runUntil(slot() + INTERVAL + 4 * SECOND);
    assert.equal((await round(id)).status, 'settled');
    // Won on 25.5 at 0.85: 25.5 + 21.675.
    assert.equal(await futuresBalance(db, userId), new Decimal(before).minus('25.5').plus('47.175').toFixed());
    await assert.rejects(
      db.transaction((tx) =>
        fixFuturesOrder(tx, { orderId: placed.id, filledAmount: '1', operator: 'admin', reason: 'x', now: new Date(clock) }),
      ),
      /settled: its orders can no longer be corrected/,
    );
    await assert.rejects(
      db.transaction((tx) => voidRound(tx, id, control())),
      /already settled/,
    );
    await assert.rejects(
      db.transaction((tx) => haltRound(tx, id, control())),
      /can no longer be halted/,
    );
    assert.equal(await unreconciledFuturesWallets(db), 0);
    feed.set(coinPair, '3400.00');
  });
});
