import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../../src/db/database';
import { ApiError } from '../../src/http/errors';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { type BatchOrder, placeFuturesOrders } from '../../src/modules/trading/rounds/place-orders';
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
 * Who may stake what (rounds/placement-rules.ts), through the single placement (`placeFuturesOrder`) and the
 * batch (`placeFuturesOrders`) alike: the gameplay's user and team rank levels (from the round's settings
 * snapshot: an edit applies from the next round) refuse with a 409, the futures order limits of the user's level
 * and marketing level with a 400 on `amount` naming the bounds. Each refusal changes nothing (no order, the wallet,
 * its change log and the round's totals as they were); a stake or a level exactly at the bound is accepted.
 *
 * The test's own levels, apart from the demo data's: user level 40 limits stakes to 20..300; marketing level 40
 * sets only a minimum (50), marketing level 42 only a maximum (150); levels 41 set none. The ranked gameplay
 * requires user level 41 and team (marketing) level 41.
 */

let testDb: TestDb;
let db: Db;
const feed = new ScriptedFeed();
let clock: number;
let ranked: number;
let unranked: number;
let rankedRound: number;
let unrankedRound: number;
/** [user level, marketing level] of the four traders. */
const LEVELS = { a: [40, 41], b: [41, 40], c: [41, 42], d: [41, 41] } as const;
const user: Record<keyof typeof LEVELS, number> = { a: 0, b: 0, c: 0, d: 0 };

before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
  const coinPair = await createCoinPair(db, 'BTC');
  const pair = await createFuturesPair(db, coinPair, 'BTC-RULES');
  ranked = await createGameplay(db, pair, { timeInterval: 60, quantityMin: '1', quantityMax: '5000' });
  unranked = await createGameplay(db, pair, { timeInterval: 60, quantityMin: '1', quantityMax: '5000' });
  await db.query('update futures_gameplays set user_rank_level = 41, team_rank_level = 41 where id = $1', [ranked]);
  await db.query(
    `insert into user_levels (level, name, futures_order_limit_min, futures_order_limit_max)
     values (40, 'Rules test', 20, 300), (41, 'Rules test, no limits', 0, 0)`,
  );
  await db.query(
    `insert into marketing_levels (level, name, futures_order_limit_min, futures_order_limit_max)
     values (40, 'Rules minimum', 50, 0), (41, 'Rules, no limits', 0, 0), (42, 'Rules maximum', 0, 150)`,
  );
  clock = alignedAfter(testDb.seededAt ?? Date.now()) - 3 * SECOND;
  const ids = await tradersWithFunds(db, 4, '10000', new Date(clock));
  for (const [i, key] of (Object.keys(LEVELS) as (keyof typeof LEVELS)[]).entries()) {
    user[key] = ids[i];
    await db.query('update users set user_level = $2, user_marketing_level = $3 where id = $1', [ids[i], ...LEVELS[key]]);
  }
  feed.set(coinPair, '67000');
  // The clock stands 3 s before a slot of every interval: both gameplays' rounds open then.
  const start = clock + 3 * SECOND;
  while (clock < start + 2 * SECOND) {
    clock += SECOND;
    await tickAndRun(db, feed, clock);
  }
  const roundOf = async (gameplay: number) => {
    const { rows } = await db.query<{ id: string }>(`select id from futures_rounds where gameplay_id = $1 and status = 'open'`, [gameplay]);
    assert.equal(rows.length, 1, `gameplay ${gameplay} has its round open`);
    return Number(rows[0].id);
  };
  rankedRound = await roundOf(ranked);
  unrankedRound = await roundOf(unranked);
});
after(() => testDb.drop());

const single = (userId: number, roundId: number, amount: string) =>
  db.transaction((tx) => placeFuturesOrder(tx, { userId, roundId, direction: 'long', amount, now: new Date(clock) }));
const batch = (roundId: number, orders: BatchOrder[]) =>
  db.transaction((tx) => placeFuturesOrders(tx, { roundId, orders, now: new Date(clock) }));

/** What a refused placement must leave as it was. */
async function snapshot(roundId: number) {
  const { rows } = await db.query<{ orders: number; changes: number; round: string }>(
    `select (select count(*)::int from futures_orders) as orders, (select count(*)::int from wallet_change_log) as changes,
            (select concat_ws('/', long_total, short_total, long_count, short_count) from futures_rounds where id = $1) as round`,
    [roundId],
  );
  const balances = await Promise.all(Object.values(user).map((id) => futuresBalance(db, id)));
  return { ...rows[0], balances };
}

async function refused(roundId: number, place: () => Promise<unknown>, status: number, message: RegExp): Promise<void> {
  const before = await snapshot(roundId);
  await assert.rejects(place(), (error: unknown) => {
    assert.ok(error instanceof ApiError, String(error));
    assert.equal(error.statusCode, status, error.message);
    assert.match(error.message, message);
    return true;
  });
  assert.deepEqual(await snapshot(roundId), before, 'nothing changed');
}

async function accepted(roundId: number, userId: number, amount: string, place: () => Promise<unknown>): Promise<void> {
  const before = await snapshot(roundId);
  const balance = await futuresBalance(db, userId);
  await place();
  const after = await snapshot(roundId);
  assert.equal(after.orders, before.orders + 1);
  assert.equal(Number(await futuresBalance(db, userId)), Number(balance) - Number(amount));
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from futures_orders where user_id = $1 and round_id = $2 and amount = $3::numeric`,
    [userId, roundId, amount],
  );
  assert.ok(rows[0].n >= 1, 'the order is in the round');
}

/** Each rule's refusal and boundary, placed singly and as a batch (whose good orders beside it change nothing either). */
const ways = [
  { name: 'single', place: (userId: number, roundId: number, amount: string) => () => single(userId, roundId, amount) },
  {
    name: 'batch',
    place:
      (userId: number, roundId: number, amount: string, others: BatchOrder[] = []) =>
      () =>
        batch(roundId, [...others, { userId, direction: 'short', amount }]),
  },
];
// A good order first in each refused batch: the batch is all or none.
const good = (): BatchOrder[] => [{ userId: user.d, direction: 'long', amount: '100' }];

for (const way of ways) {
  describe(`${way.name} placement`, () => {
    test('the gameplay’s user rank level: below it a 409 naming the level; at it accepted', async () => {
      await refused(
        rankedRound,
        way.place(user.a, rankedRound, '100', good()),
        409,
        new RegExp(`requires user level 41 or above: user ${user.a} is at user level 40`),
      );
      await accepted(rankedRound, user.d, '100', way.place(user.d, rankedRound, '100'));
    });

    test('the gameplay’s team rank level (marketing level): below it a 409 naming the level; at it accepted', async () => {
      await refused(
        rankedRound,
        way.place(user.b, rankedRound, '100', good()),
        409,
        new RegExp(`requires team \\(marketing\\) level 41 or above: user ${user.b} is at marketing level 40`),
      );
      await accepted(rankedRound, user.c, '120', way.place(user.c, rankedRound, '120'));
    });

    test('no rank level (0) requires nothing', async () => {
      await accepted(unrankedRound, user.a, '100', way.place(user.a, unrankedRound, '100'));
    });

    test('the user level’s futures order limits: outside a 400 on amount naming the bounds; at either bound accepted', async () => {
      const bounds = new RegExp(
        `amount: must be between 20 and 300: the futures order limits of user ${user.a}'s user level 40 \\(Rules test\\)`,
      );
      await refused(unrankedRound, way.place(user.a, unrankedRound, '19.99', good()), 400, bounds);
      await refused(unrankedRound, way.place(user.a, unrankedRound, '300.000001', good()), 400, bounds);
      await accepted(unrankedRound, user.a, '20', way.place(user.a, unrankedRound, '20'));
      await accepted(unrankedRound, user.a, '300', way.place(user.a, unrankedRound, '300'));
    });

    test('the marketing level’s minimum alone: below it a 400; at it accepted', async () => {
      await refused(
        unrankedRound,
        way.place(user.b, unrankedRound, '49.99', good()),
        400,
        new RegExp(`amount: must be at least 50: the futures order limits of user ${user.b}'s marketing level 40 \\(Rules minimum\\)`),
      );
      await accepted(unrankedRound, user.b, '50', way.place(user.b, unrankedRound, '50'));
      await accepted(unrankedRound, user.b, '4000', way.place(user.b, unrankedRound, '4000'));
    });

    test('the marketing level’s maximum alone: above it a 400; at it accepted', async () => {
      await refused(
        unrankedRound,
        way.place(user.c, unrankedRound, '150.01', good()),
        400,
        new RegExp(`amount: must be at most 150: the futures order limits of user ${user.c}'s marketing level 42 \\(Rules maximum\\)`),
      );
      await accepted(unrankedRound, user.c, '150', way.place(user.c, unrankedRound, '150'));
      await accepted(unrankedRound, user.c, '1', way.place(user.c, unrankedRound, '1'));
    });
  });
}

describe('the rank levels come from the round’s snapshot', () => {
  test('lowering the gameplay’s rank levels applies from its next round, not to the open one', async () => {
    await db.query('update futures_gameplays set user_rank_level = 0, team_rank_level = 0 where id = $1', [ranked]);
    await refused(rankedRound, () => single(user.a, rankedRound, '100'), 409, /requires user level 41 or above/);
    await refused(
      rankedRound,
      () => batch(rankedRound, [{ userId: user.a, direction: 'long', amount: '100' }]),
      409,
      /requires user level 41/,
    );
    // The next round snapshots the edit: user a (level 40) may join it.
    const next = Math.floor(clock / (60 * SECOND) + 1) * 60 * SECOND;
    while (clock < next + 2 * SECOND) {
      clock += SECOND;
      await tickAndRun(db, feed, clock);
    }
    const { rows } = await db.query<{ id: string; settings: { userRankLevel: number } }>(
      `select id, settings from futures_rounds where gameplay_id = $1 and status = 'open'`,
      [ranked],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].settings.userRankLevel, 0);
    await accepted(Number(rows[0].id), user.a, '100', () => single(user.a, Number(rows[0].id), '100'));
    assert.equal(await unreconciledFuturesWallets(db), 0);
  });
});
