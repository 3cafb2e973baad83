import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Db, openDatabase } from '../../src/db/database';
import { Decimal } from '../../src/money';
import { settleRound } from '../../src/modules/trading/rounds/settle';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { runRoundEngine } from '../../src/modules/trading/rounds/engine';
import { voidRound } from '../../src/modules/trading/rounds/void';
import { recordTick } from '../../src/modules/market/ticks';
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
 * The round engine on a feed the test drives (explicit ticks, a test clock stepped second by second): results
 * follow the recorded open and close ticks, settlement happens once even with two settlers (two connections
 * on PostgreSQL: TEST_DATABASE_URL), a void refunds every order once, a stale closing tick voids.
 */

let testDb: TestDb;
let db: Db;
/** A second handle on the same database: another API instance (on PGlite the same one, which has one connection). */
let other: Db;
const feed = new ScriptedFeed();
let coinPair: number;
let gameplay: number;
let clock: number;
let users: number[];

before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
  other = testDb.url ? await openDatabase({ url: testDb.url }) : db;
  coinPair = await createCoinPair(db, 'BTC');
  const pair = await createFuturesPair(db, coinPair, 'BTC-ENGINE');
  gameplay = await createGameplay(db, pair, { timeInterval: 60, acceptDelayTime: 10, settleDelayTime: 5, quantityMax: '500' });
  clock = alignedAfter(testDb.seededAt ?? Date.now()) - 3 * SECOND;
  users = await tradersWithFunds(db, 4, '1000', new Date(clock));
});
after(async () => {
  if (other !== db) await other.close();
  await testDb.drop();
});

/** Steps the clock to `to`, second by second, as the feed runner and the engine's timers would. */
async function runUntil(to: number): Promise<void> {
  while (clock < to) {
    clock += SECOND;
    await tickAndRun(db, feed, clock);
  }
}

interface RoundRow {
  id: string;
  status: string;
  result: string | null;
  open_tick_id: string | null;
  open_price: string | null;
  close_tick_id: string | null;
  close_price: string | null;
  start_date: Date;
  end_date: Date;
  void_reason: string | null;
  long_total: string;
  short_total: string;
  winner_payout: string;
  loser_payout: string;
  refund_total: string;
}

async function roundAt(start: number): Promise<RoundRow> {
  const { rows } = await db.query<RoundRow>(
    `select id, status, result, open_tick_id, open_price::text, close_tick_id, close_price::text, start_date, end_date, void_reason,
            long_total::text, short_total::text, winner_payout::text, loser_payout::text, refund_total::text
     from futures_rounds where gameplay_id = $1 and start_date = $2`,
    [gameplay, new Date(start)],
  );
  assert.ok(rows[0], `a round starts at ${new Date(start).toISOString()}`);
  return rows[0];
}

const place = (userId: number, direction: 'long' | 'short', amount: string, at = clock) =>
  db.transaction((tx) => placeFuturesOrder(tx, { userId, gameplayId: gameplay, direction, amount, ip: '10.0.0.1', now: new Date(at) }));

const dec = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

/** The start of the round the clock is in. */
const slot = () => Math.floor(clock / (60 * SECOND)) * 60 * SECOND;

async function tickPrice(id: string | null): Promise<string | null> {
  if (id === null) return null;
  const { rows } = await db.query<{ price: string }>('select price::text as price from price_ticks where id = $1', [id]);
  return dec(rows[0].price);
}

describe('a round follows its recorded ticks', () => {
  for (const [name, open, close, result] of [
    ['a rise', '67000.50', '67012.25', 'long'],
    ['a fall', '67000.50', '66990.00', 'short'],
    ['an unchanged price', '67000.50', '67000.50', 'draw'],
  ] as const) {
    test(`${name}: result ${result}, winners paid stake x (1 + yield ratio), losers nothing, a draw refunds`, async () => {
      feed.set(coinPair, open);
      await runUntil(slot() + 60 * SECOND); // the next round's start: it opens with this second's tick
      const start = slot();
      await runUntil(start + 2 * SECOND);
      let round = await roundAt(start);
      assert.equal(round.status, 'open');
      assert.equal(dec(round.open_price), dec(open));
      assert.equal(await tickPrice(round.open_tick_id), dec(open), 'the open price is the recorded tick it names');
      const [long, short] = users;
      const before = { long: await futuresBalance(db, long), short: await futuresBalance(db, short) };
      const placed = await place(long, 'long', '10');
      await place(short, 'short', '20');
      assert.equal(placed.orderPrice && dec(placed.orderPrice), dec(open), 'the order records the tick in force');
      assert.equal(await futuresBalance(db, long), new Decimal(before.long).minus(10).toFixed(), 'the stake is taken at once');

      feed.set(coinPair, close);
      await runUntil(start + 51 * SECOND);
      assert.equal((await roundAt(start)).status, 'locked', 'accept delay: locked 10 s before the end');
      await assert.rejects(place(long, 'long', '5'), /accepts no orders|no round accepting/);
      await runUntil(start + 61 * SECOND);
      round = await roundAt(start);
      assert.equal(round.status, 'closed');
      assert.equal(round.result, result);
      assert.equal(await tickPrice(round.close_tick_id), dec(close), 'the close price is the recorded tick at the end');
      await runUntil(start + 65 * SECOND);
      round = await roundAt(start);
      assert.equal(round.status, 'settled');

      const expected = {
        long: result === 'long' ? '18.5' : result === 'draw' ? '10' : '0',
        short: result === 'short' ? '37' : result === 'draw' ? '20' : '0',
      };
      assert.equal(await futuresBalance(db, long), new Decimal(before.long).minus(10).plus(expected.long).toFixed());
      assert.equal(await futuresBalance(db, short), new Decimal(before.short).minus(20).plus(expected.short).toFixed());
      assert.equal(dec(round.long_total), '10');
      assert.equal(dec(round.short_total), '20');
      const paidWinners = result === 'long' ? '18.5' : result === 'short' ? '37' : '0';
      assert.equal(dec(round.winner_payout), paidWinners);
      assert.equal(dec(round.refund_total), result === 'draw' ? '30' : '0');
      const { rows } = await db.query<{ status: string; result: string; settle_price: string }>(
        'select status, result, settle_price::text from futures_orders where round_id = $1 order by id',
        [round.id],
      );
      assert.deepEqual(
        rows.map((r) => [r.status, r.result, dec(r.settle_price)]),
        [
          ['settled', result === 'long' ? 'win' : result === 'draw' ? 'refund' : 'lose', dec(close)],
          ['settled', result === 'short' ? 'win' : result === 'draw' ? 'refund' : 'lose', dec(close)],
        ],
      );
      assert.equal(await unreconciledFuturesWallets(db), 0);
    });
  }

  test('tax and rebate as configured: a winner pays tax on the winnings, a loser gets the rebate of the stake', async () => {
    await db.query('update futures_settings set tax_ratio = 0.1, rebate_ratio = 0.05');
    try {
      feed.set(coinPair, '100');
      await runUntil(slot() + 60 * SECOND);
      const start = slot();
      await runUntil(start + SECOND);
      const [long, short] = users;
      const before = { long: await futuresBalance(db, long), short: await futuresBalance(db, short) };
      await place(long, 'long', '100');
      await place(short, 'short', '100');
      feed.set(coinPair, '101');
      await runUntil(start + 65 * SECOND);
      // Winnings 85, tax 8.5: 100 + 85 - 8.5. The loser gets 5 back.
      assert.equal(await futuresBalance(db, long), new Decimal(before.long).plus('76.5').toFixed());
      assert.equal(await futuresBalance(db, short), new Decimal(before.short).minus('95').toFixed());
      const { rows } = await db.query<{ tax: string; rebate: string; tax_ratio: string }>(
        'select tax::text, rebate::text, tax_ratio::text from futures_orders o join futures_rounds r on r.id = o.round_id where r.start_date = $1 order by o.id',
        [new Date(start)],
      );
      assert.deepEqual(
        rows.map((r) => [dec(r.tax), dec(r.rebate), dec(r.tax_ratio)]),
        [
          ['8.5', '0', '0.1'],
          ['0', '5', '0.1'],
        ],
      );
      assert.equal(dec((await roundAt(start)).loser_payout), '5');
    } finally {
      await db.query('update futures_settings set tax_ratio = 0, rebate_ratio = 0');
    }
  });
});

describe('settlement happens exactly once', () => {
  test('two settlers at once (two instances on PostgreSQL): one settles, the other changes nothing', async () => {
    feed.set(coinPair, '200');
    await runUntil(slot() + 60 * SECOND);
    const start = slot();
    await runUntil(start + SECOND);
    for (const [i, userId] of users.entries()) await place(userId, i % 2 ? 'short' : 'long', `${i + 1}`);
    feed.set(coinPair, '201');
    await runUntil(start + 61 * SECOND);
    const round = await roundAt(start);
    assert.equal(round.status, 'closed');
    const due = new Date(start + 65 * SECOND);
    const settled = await Promise.all([
      db.transaction((tx) => settleRound(tx, Number(round.id), due)),
      other.transaction((tx) => settleRound(tx, Number(round.id), due)),
    ]);
    assert.deepEqual(settled.sort(), [false, true]);
    const passes = await Promise.all([runRoundEngine(db, due), runRoundEngine(other, due)]);
    assert.ok(!passes.some((p) => p.settled.includes(Number(round.id))), 'the engines find it settled');
    assert.equal(await db.transaction((tx) => settleRound(tx, Number(round.id), due)), false, 'settling again changes nothing');
    const { rows } = await db.query<{ change_type: string; n: number }>(
      `select l.change_type, count(*)::int as n from wallet_change_log l
       join futures_orders o on l.reference = 'futures-order:' || o.id where o.round_id = $1 group by 1 order by 1`,
      [round.id],
    );
    assert.deepEqual(
      rows.map((r) => [r.change_type, r.n]),
      [
        ['futures_payout', 2],
        ['futures_stake', 4],
      ],
      'one stake row per order, one payout per winner (losers without rebate get no row)',
    );
    assert.equal(await unreconciledFuturesWallets(db), 0);
  });
});

describe('voids', () => {
  test('a void refunds every order of the round once, and the round no longer settles', async () => {
    feed.set(coinPair, '300');
    await runUntil(slot() + 60 * SECOND);
    const start = slot();
    await runUntil(start + SECOND);
    const before = await Promise.all(users.map((u) => futuresBalance(db, u)));
    for (const [i, userId] of users.entries()) await place(userId, i % 2 ? 'short' : 'long', '7.125');
    const round = await roundAt(start);
    const voided = await db.transaction((tx) =>
      voidRound(tx, Number(round.id), { operator: 'admin', reason: 'feed incident', now: new Date(clock) }),
    );
    assert.equal(voided.orders, 4);
    assert.equal(voided.refunded, '28.5');
    assert.deepEqual(await Promise.all(users.map((u) => futuresBalance(db, u))), before);
    await assert.rejects(
      db.transaction((tx) => voidRound(tx, Number(round.id), { operator: 'admin', reason: 'again', now: new Date(clock) })),
      /already voided/,
    );
    await runUntil(start + 66 * SECOND);
    const after = await roundAt(start);
    assert.equal(after.status, 'voided');
    assert.equal(after.void_reason, 'feed incident');
    assert.equal(dec(after.refund_total), '28.5');
    assert.deepEqual(await Promise.all(users.map((u) => futuresBalance(db, u))), before, 'nothing paid after the void');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from wallet_change_log l join futures_orders o on l.reference = 'futures-order:' || o.id
       where o.round_id = $1 and l.change_type = 'futures_refund'`,
      [round.id],
    );
    assert.equal(rows[0].n, 4, 'one refund row per order');
    const timeline = await db.query<{ action: string; operator: string }>(
      'select action, operator from futures_round_transitions where round_id = $1 order by id',
      [round.id],
    );
    assert.deepEqual(
      timeline.rows.map((r) => [r.action, r.operator]),
      [
        ['open', 'system'],
        ['void', 'admin'],
      ],
    );
  });

  test('a closing tick older than the staleness voids the round and refunds it, with the reason', async () => {
    feed.set(coinPair, '400');
    await runUntil(slot() + 60 * SECOND);
    const start = slot();
    await runUntil(start + SECOND);
    const [userId] = users;
    const before = await futuresBalance(db, userId);
    await place(userId, 'long', '50');
    await runUntil(start + 40 * SECOND);
    feed.set(coinPair, null); // the feed stops: the last tick is 20 s old at the end
    await runUntil(start + 61 * SECOND);
    const round = await roundAt(start);
    assert.equal(round.status, 'voided');
    assert.match(round.void_reason ?? '', /stale/i);
    assert.equal(await futuresBalance(db, userId), before);
    // While the feed is down no round opens; back 2 s after a slot's start, the slot's round has no price at
    // its start: it waits, scheduled, then is voided at its lock time without orders.
    const next = start + 60 * SECOND;
    await runUntil(next + SECOND);
    const none = await db.query('select 1 from futures_rounds where gameplay_id = $1 and start_date = $2', [gameplay, new Date(next)]);
    assert.equal(none.rows.length, 0, 'no round while the feed is down');
    feed.set(coinPair, '401');
    await runUntil(next + 3 * SECOND);
    assert.equal((await roundAt(next)).status, 'scheduled');
    await assert.rejects(place(userId, 'long', '5'), /no round accepting/);
    await runUntil(next + 50 * SECOND);
    const late = await roundAt(next);
    assert.equal(late.status, 'voided');
    assert.match(late.void_reason ?? '', /No recorded price at the round start/);
    assert.equal(await unreconciledFuturesWallets(db), 0);
  });
});

// The demo histories run the engine in the past with one pair's feed on, while another area's history may have
// recorded a tick of another pair just before a pass: such a round would find no closing tick and end voided.
describe('a pass for the quoted pairs only', () => {
  test('new rounds open for the pairs named only: a fresh tick of another pair opens nothing of it', async () => {
    const otherCoinPair = await createCoinPair(db, 'ETH');
    const otherPair = await createFuturesPair(db, otherCoinPair, 'ETH-ENGINE');
    const otherGameplay = await createGameplay(db, otherPair, { timeInterval: 60, acceptDelayTime: 10, settleDelayTime: 5 });
    const start = slot() + 60 * SECOND;
    await runUntil(start - SECOND);
    for (const [pair, price] of [
      [coinPair, '500'],
      [otherCoinPair, '3000'],
    ] as const) {
      await recordTick(db, { coinPairId: pair, price, at: new Date(start), source: 'simulated' });
    }
    const roundOf = async (gameplayId: number) =>
      (
        await db.query<{ status: string }>('select status from futures_rounds where gameplay_id = $1 and start_date = $2', [
          gameplayId,
          new Date(start),
        ])
      ).rows[0]?.status;
    await runRoundEngine(db, new Date(start + SECOND), { quotedCoinPairIds: [coinPair] });
    assert.equal(await roundOf(gameplay), 'open');
    assert.equal(await roundOf(otherGameplay), undefined, 'no round of a pair the pass does not quote');
    await runRoundEngine(db, new Date(start + SECOND));
    assert.equal(await roundOf(otherGameplay), 'open', 'a pass for every pair opens it');
  });
});
