import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Db, openDatabase } from '../../src/db/database';
import { Decimal } from '../../src/money';
import type { FeedQuote, PriceFeed, QuotedPair } from '../../src/modules/market/price-feed';
import { haltRound, resumeRound } from '../../src/modules/trading/rounds/controls';
import { runRoundEngine } from '../../src/modules/trading/rounds/engine';
import { fixFuturesOrder } from '../../src/modules/trading/rounds/fix-order';
import { orderOutcome } from '../../src/modules/trading/rounds/money';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { voidRound } from '../../src/modules/trading/rounds/void';
import { Prng } from '../../src/seed/prng';
import { openTestDb, type TestDb } from '../helpers';
import {
  alignedAfter,
  createCoinPair,
  createFuturesPair,
  createGameplay,
  SECOND,
  simulatedFeed,
  tickAndRun,
  tradersWithFunds,
  unreconciledFuturesWallets,
} from './futures-fixture';

/**
 * Many random rounds (1,000 by default; env FUTURES_PROPERTY_ROUNDS) on the simulated feed, with random
 * orders, fill corrections, halts and resumes, staff voids and feed outages (stale closes): afterwards every
 * futures wallet reconciles with its change log, every order's payout follows the rule from its round's
 * recorded prices, every round's figures are the sums of its orders, and money is conserved.
 */

const ROUNDS = Number(process.env.FUTURES_PROPERTY_ROUNDS) || 1000;
let testDb: TestDb;
let db: Db;
/** A second API instance's handle on PostgreSQL (TEST_DATABASE_URL): its engine runs each pass alongside. */
let other: Db | null = null;

before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
  if (testDb.url) other = await openDatabase({ url: testDb.url });
});
after(async () => {
  await other?.close();
  await testDb.drop();
});

/** Rounds one pair's prices to few places (many draws), and lets the test stop a pair's quotes (an outage). */
class TestMarket implements PriceFeed {
  readonly name = 'simulated';
  readonly down = new Map<number, number>();
  constructor(
    private readonly inner: PriceFeed,
    private readonly coarse: number,
  ) {}
  async quotes(pairs: readonly QuotedPair[], now: Date): Promise<FeedQuote[]> {
    const quotes = await this.inner.quotes(pairs, now);
    return quotes
      .filter((q) => (this.down.get(q.coinPairId) ?? 0) <= now.getTime())
      .map((q) => (q.coinPairId === this.coarse ? { ...q, price: new Decimal(q.price).toFixed(4) } : q));
  }
}

/**
 * A staff action or an order racing the other instance's engine (PostgreSQL only) may find its round moved
 * on: a 409 that changed nothing, which is the right answer. On PGlite nothing races: every call must succeed.
 */
async function raced<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (other && (error as { statusCode?: number }).statusCode === 409) return null;
    throw error;
  }
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0];
}

test(`${ROUNDS} random rounds: wallets reconcile, payouts follow the recorded prices, money is conserved`, async () => {
  const prng = new Prng(1202);
  const pairs = [await createCoinPair(db, 'BTC'), await createCoinPair(db, 'SOL'), await createCoinPair(db, 'DOGE')];
  const market = new TestMarket(simulatedFeed(42, pairs), pairs[2]);
  for (const [i, coinPair] of pairs.entries()) {
    const futuresPair = await createFuturesPair(db, coinPair, `PROP-${i}`);
    for (const interval of [2, 3, 4, 5, 6]) {
      await createGameplay(db, futuresPair, {
        timeInterval: interval,
        yieldRatio: ['0.85', '0.9', '0.7777'][i],
        quantityMin: '0.5',
        quantityMax: '80',
        acceptDelayTime: 1,
        settleDelayTime: interval === 5 ? 2 : 0,
      });
    }
  }
  await db.query('update futures_settings set tax_ratio = 0.05, rebate_ratio = 0.02');
  let clock = alignedAfter(testDb.seededAt ?? Date.now());
  const users = await tradersWithFunds(db, 20, '100000', new Date(clock));
  const walletsBefore = await one<{ total: string }>(
    `select sum(w.balance)::text as total from user_wallets w where w.wallet_type = 1 and w.user_id = any ($1)`,
    [users],
  );
  // The demo data's history (settled rounds, their orders and ledger rows) is left out of the counts and sums below.
  const base = await one<{ round: string; ord: string; log: string }>(
    `select (select coalesce(max(id), 0) from futures_rounds)::text as round, (select coalesce(max(id), 0) from futures_orders)::text as ord,
            (select coalesce(max(id), 0) from wallet_change_log)::text as log`,
  );
  const halted = new Map<number, number>();
  const final = async () =>
    (await one<{ n: number }>(`select count(*)::int as n from futures_rounds where id > ${base.round} and status in ('settled', 'voided')`))
      .n;

  const started = Date.now();
  while ((await final()) < ROUNDS) {
    clock += SECOND;
    const now = new Date(clock);
    if (prng.chance(0.01)) market.down.set(prng.pick(pairs), clock + prng.int(6, 12) * SECOND);
    await Promise.all([tickAndRun(db, market, clock), other && runRoundEngine(other, now)]);
    // Orders go to the rounds taking them, except on a pair whose feed is down (refused: no recent price).
    const { rows: open } = await db.query<{ id: string; coin_pair_id: number }>(
      `select id, coin_pair_id from futures_rounds where status = 'open' and halted = 0 and lock_date > $1 order by id`,
      [now],
    );
    for (const { id, coin_pair_id } of open) {
      if ((market.down.get(coin_pair_id) ?? 0) > clock) continue;
      for (let n = prng.chance(0.5) ? prng.int(1, 2) : 0; n > 0; n--) {
        await raced(
          db.transaction((tx) =>
            placeFuturesOrder(tx, {
              userId: prng.pick(users),
              roundId: Number(id),
              direction: prng.chance(0.5) ? 'long' : 'short',
              amount: prng.amount(1, 80, prng.pick([1, 2, 6])),
              now,
            }),
          ),
        );
      }
    }
    if (prng.chance(0.05)) {
      const order = await one<{ id: string; filled: string } | undefined>(
        `select o.id, o.filled_amount::text as filled from futures_orders o join futures_rounds r on r.id = o.round_id
         where o.status = 'open' and r.status not in ('settled', 'voided') and o.filled_amount > 0 order by o.id desc limit 1`,
      );
      if (order) {
        const lower = new Decimal(order.filled).times(prng.int(0, 9)).dividedBy(10).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();
        await raced(
          db.transaction((tx) =>
            fixFuturesOrder(tx, { orderId: Number(order.id), filledAmount: lower, operator: 'admin', reason: 'fill', now }),
          ),
        );
      }
    }
    const { rows: live } = await db.query<{ id: string }>(
      `select id from futures_rounds where status in ('open', 'locked', 'closed') and halted = 0`,
    );
    const roll = prng.next();
    if (live.length && roll < 0.02) {
      const id = Number(prng.pick(live).id);
      await raced(db.transaction((tx) => voidRound(tx, id, { operator: 'admin', reason: 'random void', now })));
    } else if (live.length && roll < 0.04) {
      const id = Number(prng.pick(live).id);
      if (await raced(db.transaction((tx) => haltRound(tx, id, { operator: 'admin', reason: 'look', now })))) {
        halted.set(id, clock + prng.int(1, 6) * SECOND);
      }
    }
    for (const [id, until] of halted) {
      if (until > clock) continue;
      halted.delete(id);
      await db.transaction((tx) => resumeRound(tx, id, { operator: 'admin', reason: 'fine', now }));
    }
  }
  // No more orders: the rounds still running end, the gameplays stop opening new ones.
  await db.query('update futures_gameplays set status = 0');
  for (const [id] of halted) await db.transaction((tx) => resumeRound(tx, id, { operator: 'admin', reason: 'end', now: new Date(clock) }));
  market.down.clear();
  for (let i = 0; i < 10; i++) {
    clock += SECOND;
    await tickAndRun(db, market, clock);
  }
  const elapsed = Date.now() - started;

  const counts = await one<{
    rounds: number;
    pending: number;
    open_orders: number;
    orders: number;
    settled: number;
    voided: number;
    draws: number;
    stale: number;
  }>(
    `select (select count(*)::int from futures_rounds where id > ${base.round}) as rounds,
            (select count(*)::int from futures_rounds where id > ${base.round} and status not in ('settled', 'voided')) as pending,
            (select count(*)::int from futures_orders where id > ${base.ord} and status = 'open') as open_orders,
            (select count(*)::int from futures_orders where id > ${base.ord}) as orders,
            (select count(*)::int from futures_rounds where id > ${base.round} and status = 'settled') as settled,
            (select count(*)::int from futures_rounds where id > ${base.round} and status = 'voided') as voided,
            (select count(*)::int from futures_rounds where id > ${base.round} and result = 'draw' and status = 'settled') as draws,
            (select count(*)::int from futures_rounds where id > ${base.round} and (void_reason ilike '%stale%' or void_reason ilike 'No recorded%')) as stale`,
  );
  console.log(`# ${JSON.stringify({ ...counts, seconds: (clock - alignedAfter(testDb.seededAt ?? 0)) / 1000, ms: elapsed })}`);
  assert.ok(counts.rounds >= ROUNDS);
  assert.equal(counts.pending, 0, 'every round ended settled or voided');
  assert.equal(counts.open_orders, 0, 'every order ended settled or voided');
  assert.ok(counts.draws > 0 && counts.voided > 0 && counts.stale > 0, 'draws, voids and stale closes all happened');

  assert.equal(await unreconciledFuturesWallets(db), 0, 'every futures wallet equals the sum of its change log');

  // Each round's prices are the recorded ticks it names, its result their move, taken at or before its start and end.
  const badRounds = await one<{ n: number }>(
    `select count(*)::int as n from futures_rounds r
     left join price_ticks o on o.id = r.open_tick_id left join price_ticks c on c.id = r.close_tick_id
     where r.status = 'settled' and not (
       o.price = r.open_price and c.price = r.close_price and o.tick_time <= r.start_date and c.tick_time <= r.end_date
       and r.end_date - c.tick_time <= ((r.settings ->> 'closeStalenessSeconds') || ' seconds')::interval
       and r.result = case when c.price > o.price then 'long' when c.price < o.price then 'short' else 'draw' end)`,
  );
  assert.equal(badRounds.n, 0, 'settled rounds follow their recorded ticks');

  // Every order's payout follows the rule, recomputed here from its round.
  const { rows: orders } = await db.query<{
    id: string;
    status: string;
    result: string;
    direction: 'long' | 'short';
    filled: string;
    payout: string;
    tax: string;
    rebate: string;
    yield_ratio: string;
    tax_ratio: string;
    rebate_ratio: string;
    round_result: 'long' | 'short' | 'draw' | null;
    round_status: string;
  }>(
    `select o.id, o.status, o.result, o.direction, o.filled_amount::text as filled, o.payout::text as payout, o.tax::text as tax,
            o.rebate::text as rebate, o.yield_ratio::text as yield_ratio, o.tax_ratio::text as tax_ratio, o.rebate_ratio::text as rebate_ratio,
            r.result as round_result, r.status as round_status
     from futures_orders o join futures_rounds r on r.id = o.round_id`,
  );
  for (const o of orders) {
    if (o.round_status === 'voided') {
      assert.deepEqual(
        [o.status, o.result, new Decimal(o.payout).toFixed()],
        ['voided', 'refund', new Decimal(o.filled).toFixed()],
        `order ${o.id}`,
      );
      continue;
    }
    const expected = orderOutcome(o.direction, o.round_result as 'long', new Decimal(o.filled), {
      yieldRatio: o.yield_ratio,
      taxRatio: o.tax_ratio,
      rebateRatio: o.rebate_ratio,
    });
    assert.deepEqual(
      [o.status, o.result, new Decimal(o.payout).toFixed(), new Decimal(o.tax).toFixed(), new Decimal(o.rebate).toFixed()],
      ['settled', expected.result, expected.payout.toFixed(), expected.tax.toFixed(), expected.rebate.toFixed()],
      `order ${o.id}`,
    );
  }

  // A round's figures are the sums of its orders.
  const badTotals = await one<{ n: number }>(
    `select count(*)::int as n from futures_rounds r
     left join lateral (select coalesce(sum(filled_amount) filter (where direction = 'long'), 0) as l,
                               coalesce(sum(filled_amount) filter (where direction = 'short'), 0) as s,
                               coalesce(sum(payout) filter (where result = 'win'), 0) as w,
                               coalesce(sum(payout) filter (where result = 'lose'), 0) as lo,
                               coalesce(sum(payout) filter (where result = 'refund'), 0) as rf
                        from futures_orders o where o.round_id = r.id) s on true
     where (r.long_total, r.short_total, r.winner_payout, r.loser_payout, r.refund_total) <> (s.l, s.s, s.w, s.lo, s.rf)`,
  );
  assert.equal(badTotals.n, 0, "rounds' totals and payouts are the sums of their orders");

  // Money: stakes = payouts + refunds (settlement, voids, fill corrections) + the platform's result, in the
  // orders, in the rounds and in the change log; each order has one stake row and at most one settlement row.
  const money = await one<{
    stakes: string;
    payouts: string;
    fixed: string;
    platform: string;
    logged_stakes: string;
    logged_credits: string;
    wallets_after: string;
    extra_rows: number;
  }>(
    `select (select sum(amount) from futures_orders where id > ${base.ord})::text as stakes,
            (select sum(payout) from futures_orders where id > ${base.ord})::text as payouts,
            (select sum(amount - filled_amount) from futures_orders where id > ${base.ord})::text as fixed,
            (select sum(long_total + short_total - winner_payout - loser_payout - refund_total) from futures_rounds where id > ${base.round})::text
              as platform,
            (select -sum(change_balance) from wallet_change_log where id > ${base.log} and change_type = 'futures_stake')::text as logged_stakes,
            (select sum(change_balance) from wallet_change_log where id > ${base.log}
               and change_type in ('futures_payout', 'futures_rebate', 'futures_refund'))::text
              as logged_credits,
            (select sum(balance) from user_wallets where wallet_type = 1 and user_id = any ($1))::text as wallets_after,
            (select count(*)::int from (select o.id from futures_orders o join wallet_change_log l on l.reference = 'futures-order:' || o.id
               where l.change_type in ('futures_stake', 'futures_payout', 'futures_rebate') group by o.id
               having count(*) filter (where l.change_type = 'futures_stake') <> 1
                   or count(*) filter (where l.change_type <> 'futures_stake') > 1) x) as extra_rows`,
    [users],
  );
  const stakes = new Decimal(money.stakes);
  const credits = new Decimal(money.payouts).plus(money.fixed);
  assert.equal(stakes.toFixed(), new Decimal(money.logged_stakes).toFixed(), 'every stake is a change-log row');
  assert.equal(credits.toFixed(), new Decimal(money.logged_credits).toFixed(), 'every payout and refund is a change-log row');
  assert.equal(stakes.toFixed(), credits.plus(money.platform).toFixed(), 'stakes = payouts + refunds + platform result');
  assert.equal(
    new Decimal(walletsBefore.total).minus(money.wallets_after).toFixed(),
    new Decimal(money.platform).toFixed(),
    "the users' futures wallets moved by exactly the platform's result",
  );
  assert.equal(money.extra_rows, 0, 'one stake row and at most one settlement row per order');
});
