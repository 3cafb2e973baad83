import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../../src/db/database';
import { configuredPriceFeed, priceFeedName, priceFeedStatus } from '../../src/modules/market/feed';
import { activeQuotedPairs, recordFeedTicks } from '../../src/modules/market/feed-runner';
import type { QuotedPair } from '../../src/modules/market/price-feed';
import { pruneTicks } from '../../src/modules/market/prune';
import { SimulatedPriceFeed } from '../../src/modules/market/simulated-feed';
import { recordTick } from '../../src/modules/market/ticks';
import { marketAndRoundTasks } from '../../src/modules/trading/rounds/tasks';
import { DEMO, openTestDb, startTestApi, type TestDb } from '../helpers';
import { alignedAfter, createCoinPair, OnlyPairs, SECOND, simulatedFeed } from './futures-fixture';

/** The price feed: the simulated walk, the runner that records a tick a second, the prune, the configuration. */

let testDb: TestDb;
let db: Db;
before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
});
after(() => testDb.drop());

const pair = (id: number, from: string, lastPrice: string | null = null, lastAt: Date | null = null): QuotedPair => ({
  id,
  code: `${from}USDT`,
  fromCoin: from,
  toCoin: 'USDT',
  lastPrice,
  lastAt,
});

/** Walks a feed for `seconds` from `start`, each step continuing from the price before (as the runner does). */
async function walk(feed: SimulatedPriceFeed, from: string, start: number, seconds: number): Promise<string[]> {
  const prices: string[] = [];
  let last: { price: string; at: Date } | null = null;
  for (let s = 0; s < seconds; s++) {
    const at = new Date(start + s * SECOND);
    const [quote] = await feed.quotes([pair(1, from, last?.price ?? null, last?.at ?? null)], at);
    prices.push(quote.price);
    last = { price: quote.price, at };
  }
  return prices;
}

describe('the simulated feed', () => {
  test('is deterministic for a seed, and another seed walks otherwise', async () => {
    const start = Date.UTC(2026, 0, 1);
    const a = await walk(new SimulatedPriceFeed(7), 'BTC', start, 300);
    assert.deepEqual(await walk(new SimulatedPriceFeed(7), 'BTC', start, 300), a);
    assert.notDeepEqual(await walk(new SimulatedPriceFeed(8), 'BTC', start, 300), a);
    assert.ok(new Set(a).size > 200, 'the price moves');
  });

  test('quotes realistic magnitudes per coin, with sensible decimals', async () => {
    const bounds: Record<string, [number, number, number]> = {
      BTC: [10_000, 200_000, 2],
      ETH: [1_000, 10_000, 2],
      SOL: [50, 1_000, 3],
      BNB: [100, 2_000, 3],
      XRP: [0.05, 5, 6],
      TRX: [0.01, 2, 6],
      DOGE: [0.01, 2, 6],
    };
    for (const [coin, [low, high, decimals]] of Object.entries(bounds)) {
      const prices = await walk(new SimulatedPriceFeed(11), coin, Date.UTC(2026, 0, 1), 3600);
      for (const price of prices) {
        assert.ok(Number(price) >= low && Number(price) <= high, `${coin} ${price}`);
        assert.equal(price.split('.')[1]?.length, decimals, `${coin} ${price}`);
      }
    }
  });
});

describe('the feed runner', () => {
  test('records one tick a second per active coin pair, none for an inactive pair, none twice in a second', async () => {
    const btc = await createCoinPair(db, 'BTC');
    const eth = await createCoinPair(db, 'ETH');
    const off = await createCoinPair(db, 'SOL');
    await db.query('update coin_pairs set active = 0 where id = $1', [off]);
    const feed = simulatedFeed(3, [btc, eth, off]);
    const start = alignedAfter(testDb.seededAt ?? Date.now());
    const first = await recordFeedTicks(db, feed, new Date(start));
    assert.deepEqual(first.map((t) => t.coinPairId).sort(), [btc, eth].sort());
    assert.ok(first.every((t) => t.source === 'simulated' && t.at.getTime() === start));
    assert.deepEqual(await recordFeedTicks(db, feed, new Date(start + 400)), [], 'the same second: another instance recorded it');
    for (let s = 1; s <= 10; s++) await recordFeedTicks(db, feed, new Date(start + s * SECOND));
    const { rows } = await db.query<{ coin_pair_id: number; n: number }>(
      'select coin_pair_id, count(*)::int as n from price_ticks where coin_pair_id = any ($1) group by 1 order by 1',
      [[btc, eth, off]],
    );
    assert.deepEqual(
      rows.map((r) => [r.coin_pair_id, r.n]),
      [
        [btc, 11],
        [eth, 11],
      ].sort((x, y) => x[0] - y[0]),
    );
    const quoted = await activeQuotedPairs(db);
    const btcPair = quoted.find((p) => p.id === btc);
    assert.equal(btcPair?.lastAt?.getTime(), start + 10 * SECOND, 'the walk continues from the latest recorded tick');
  });

  test('the prune deletes old ticks nobody refers to, keeping referenced ones and each pair newest', async () => {
    const sol = await createCoinPair(db, 'BNB');
    const base = alignedAfter(testDb.seededAt ?? Date.now()) - 48 * 3600 * SECOND;
    const old = [];
    for (let i = 0; i < 5; i++)
      old.push(await recordTick(db, { coinPairId: sol, price: `${150 + i}`, at: new Date(base + i * SECOND), source: 'test' }));
    const futuresPair = await db.query<{ id: number }>(
      `insert into futures_pairs (code, name, coin_pair_id) values ('SOL-PRUNE', 'SOL', $1) returning id`,
      [sol],
    );
    const gameplay = await db.query<{ id: number }>(
      `insert into futures_gameplays (futures_pair_id, name, time_interval, yield_ratio, quantity_max) values ($1, '60 s', 60, 0.8, 10) returning id`,
      [futuresPair.rows[0].id],
    );
    // A round that refers to the second tick (its open) and the third (its close).
    await db.query(
      `insert into futures_rounds (futures_pair_id, gameplay_id, coin_pair_id, status, settings, start_date, lock_date, end_date, settle_due_date,
         open_tick_id, open_price, close_tick_id, close_price, result)
       values ($1, $2, $3, 'closed', '{}', $4, $4, $4, $4, $5, 151, $6, 152, 'long')`,
      [futuresPair.rows[0].id, gameplay.rows[0].id, sol, new Date(base), old[1].id, old[2].id],
    );
    const deleted = await pruneTicks(db, new Date(base + 24 * 3600 * SECOND));
    assert.ok(deleted >= 2);
    const { rows } = await db.query<{ id: string }>('select id from price_ticks where coin_pair_id = $1 order by id', [sol]);
    assert.deepEqual(
      rows.map((r) => Number(r.id)),
      [old[1].id, old[2].id, old[4].id],
      'the round’s ticks and the newest stay',
    );
    assert.equal(await pruneTicks(db, new Date(base + 24 * 3600 * SECOND)), 0, 'a second prune finds nothing');
  });
});

describe('configuration', () => {
  const saved = { feed: process.env.PRICE_FEED, context: process.env.NODE_TEST_CONTEXT };
  after(() => {
    for (const [key, value] of [
      ['PRICE_FEED', saved.feed],
      ['NODE_TEST_CONTEXT', saved.context],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  test('the feed is chosen by PRICE_FEED: simulated in development, none in production unless configured', () => {
    delete process.env.PRICE_FEED;
    assert.equal(priceFeedName(true), null);
    assert.match(priceFeedStatus(true).problem ?? '', /No price feed is configured/);
    assert.equal(priceFeedName(false), null, 'under the test runner the timers stay off: tests drive the feed');
    delete process.env.NODE_TEST_CONTEXT;
    assert.equal(priceFeedName(false), 'simulated');
    assert.ok(configuredPriceFeed(false) instanceof SimulatedPriceFeed);
    process.env.PRICE_FEED = 'simulated';
    assert.equal(configuredPriceFeed(true), null, 'the simulated feed never runs in production');
    assert.match(priceFeedStatus(true).problem ?? '', /never runs in production/);
    assert.equal(priceFeedStatus(true).reason, 'simulatedInProduction');
    process.env.PRICE_FEED = 'acme';
    assert.match(priceFeedStatus(false).problem ?? '', /unknown provider "acme"/);
    assert.equal(priceFeedStatus(false).reason, 'unknownProvider');
    process.env.PRICE_FEED = 'none';
    assert.equal(configuredPriceFeed(false), null);
    if (saved.context !== undefined) process.env.NODE_TEST_CONTEXT = saved.context;
    delete process.env.PRICE_FEED;
  });

  test('a production server without a feed starts: no feed timer, the engine and prune only', async () => {
    delete process.env.PRICE_FEED;
    const api = await startTestApi({ production: true });
    try {
      const tasks = () =>
        marketAndRoundTasks({ db: api.db, clock: api.clock.now, production: true, loginRateLimit: 10 }).map((t) => t.name);
      assert.deepEqual(tasks(), [], 'under the test runner no timer moves rounds behind a test');
      const context = process.env.NODE_TEST_CONTEXT;
      delete process.env.NODE_TEST_CONTEXT;
      try {
        assert.deepEqual(
          tasks(),
          ['futures-round-engine', 'price-tick-prune'],
          'a real production server: no feed timer, the engine voids what is left',
        );
      } finally {
        if (context !== undefined) process.env.NODE_TEST_CONTEXT = context;
      }
      const token = await api.signIn(DEMO.admin);
      const answer = await api.call('GET', 'common/options', { token });
      assert.equal(answer.status, 200, 'the server answers');
      // The trading screens ask, and say that no feed is configured.
      const feed = await api.call('GET', 'market/feed', { token });
      assert.equal(feed.status, 200, feed.body.msg);
      assert.deepEqual([feed.body.data.name, feed.body.data.running, feed.body.data.reason], [null, false, 'none']);
      assert.ok(feed.body.data.newestTickAt === null || !Number.isNaN(Date.parse(feed.body.data.newestTickAt)));
      // Only admins of a page that shows prices may ask.
      const auditorFeed = await api.call('GET', 'market/feed', { token: await api.signIn(DEMO.finance) });
      assert.equal(auditorFeed.status, 403);
    } finally {
      await api.close();
    }
  });

  test('a feed that only quotes some pairs is recorded for those only', async () => {
    const xrp = await createCoinPair(db, 'XRP');
    const ticks = await recordFeedTicks(
      db,
      new OnlyPairs(new SimulatedPriceFeed(5), new Set([xrp])),
      new Date(alignedAfter(Date.now()) + 9 * SECOND),
    );
    assert.deepEqual(
      ticks.map((t) => t.coinPairId),
      [xrp],
    );
    assert.ok(Number(ticks[0].price) < 5);
  });
});
