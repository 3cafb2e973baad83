import type { Db, Queryable } from '../../src/db/database';
import { Decimal } from '../../src/money';
import { recordFeedTicks } from '../../src/modules/market/feed-runner';
import type { FeedQuote, PriceFeed, QuotedPair } from '../../src/modules/market/price-feed';
import { SimulatedPriceFeed } from '../../src/modules/market/simulated-feed';
import { type EnginePass, runRoundEngine } from '../../src/modules/trading/rounds/engine';
import { post } from '../../src/modules/wallets/ledger';
import { findLockedWallet } from '../../src/modules/wallets/ledger';

/**
 * What the futures engine tests share: coin pairs, futures pairs and gameplays made in the test (apart from
 * the demo data's), a feed driven by hand, and a test clock stepped second by second.
 */

export const SECOND = 1000;

export async function coinId(db: Queryable, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from coins where code = $1', [code]);
  if (!rows[0]) throw new Error(`no coin ${code} in the demo data`);
  return rows[0].id;
}

/**
 * A coin pair of the test's own, `from`/`to` with the real coins (the simulated feed prices a pair by its coins'
 * codes). The demo data already quotes the demo coins in USDT (one pair per two coins): such a pair, with its
 * futures and convert pairs and history, is moved onto a copy of the base coin first, out of the test's way.
 */
export async function createCoinPair(db: Queryable, from: string, to = 'USDT'): Promise<number> {
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const [fromId, toId] = [await coinId(db, from), await coinId(db, to)];
  const { rows: demo } = await db.query<{ id: number }>('select id from coin_pairs where from_coin_id = $1 and to_coin_id = $2', [
    fromId,
    toId,
  ]);
  if (demo[0]) {
    const { rows: copy } = await db.query<{ id: number }>(
      `insert into coins (code, full_name, decimals, create_date, update_date)
       select $1, full_name || ' (demo)', decimals, create_date, update_date from coins where id = $2 returning id`,
      [`${from}D${suffix}`, fromId],
    );
    await db.query('update coin_pairs set from_coin_id = $2 where id = $1', [demo[0].id, copy[0].id]);
  }
  const { rows } = await db.query<{ id: number }>(
    `insert into coin_pairs (code, name, from_coin_id, to_coin_id) values ($1, $2, $3, $4) returning id`,
    [`${from}${to}-T${suffix}`, `${from}/${to}`, fromId, toId],
  );
  return rows[0].id;
}

export async function createFuturesPair(db: Queryable, coinPairId: number, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`insert into futures_pairs (code, name, coin_pair_id) values ($1, $1, $2) returning id`, [
    code,
    coinPairId,
  ]);
  return rows[0].id;
}

export interface GameplayOptions {
  timeInterval: number;
  yieldRatio?: string;
  quantityMin?: string;
  quantityMax?: string;
  acceptDelayTime?: number;
  settleDelayTime?: number;
}

export async function createGameplay(db: Queryable, futuresPairId: number, o: GameplayOptions): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into futures_gameplays (futures_pair_id, name, time_interval, yield_ratio, quantity_min, quantity_max, accept_delay_time,
       settle_delay_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      futuresPairId,
      `${o.timeInterval} s`,
      o.timeInterval,
      o.yieldRatio ?? '0.85',
      o.quantityMin ?? '1',
      o.quantityMax ?? '1000',
      o.acceptDelayTime ?? 0,
      o.settleDelayTime ?? 0,
    ],
  );
  return rows[0].id;
}

/** A feed whose next prices the test sets: `set(pairId, price)`; a pair without a price is not quoted (the feed "stops"). */
export class ScriptedFeed implements PriceFeed {
  readonly name = 'test';
  private readonly prices = new Map<number, string | null>();
  set(coinPairId: number, price: string | null): void {
    this.prices.set(coinPairId, price);
  }
  async quotes(pairs: readonly QuotedPair[], now: Date): Promise<FeedQuote[]> {
    return pairs.flatMap((p) => {
      const price = this.prices.get(p.id);
      return price ? [{ coinPairId: p.id, price, at: now }] : [];
    });
  }
}

/** Quotes only the pairs the test made (the demo data may hold others), from another feed. */
export class OnlyPairs implements PriceFeed {
  readonly name: string;
  constructor(
    private readonly inner: PriceFeed,
    private readonly ids: Set<number>,
  ) {
    this.name = inner.name;
  }
  quotes(pairs: readonly QuotedPair[], now: Date): Promise<FeedQuote[]> {
    return this.inner.quotes(
      pairs.filter((p) => this.ids.has(p.id)),
      now,
    );
  }
}

export const simulatedFeed = (seed: number, ids: number[]) => new OnlyPairs(new SimulatedPriceFeed(seed), new Set(ids));

/** A moment aligned to every interval the tests use (a multiple of 5 minutes), after `at`. */
export function alignedAfter(at: number): number {
  const step = 300 * SECOND;
  return (Math.floor(at / step) + 2) * step;
}

/** Records the feed's ticks and runs one engine pass at `at`: what the timers do each second. */
export async function tickAndRun(db: Db, feed: PriceFeed, at: number): Promise<EnginePass> {
  await recordFeedTicks(db, feed, new Date(at));
  return runRoundEngine(db, new Date(at));
}

/** A user level and marketing level without futures order limits, above any rank level a test sets. */
export const UNLIMITED_LEVEL = 99;

/**
 * Demo users with a USDT futures wallet and a normal account, topped up to `balance` through the ledger, on
 * `UNLIMITED_LEVEL` (no stake limits of their levels, every rank level reached).
 */
export async function tradersWithFunds(db: Db, count: number, balance: string, now: Date): Promise<number[]> {
  const usdt = await coinId(db, 'USDT');
  const { rows } = await db.query<{ user_id: string }>(
    `select w.user_id from user_wallets w join users u on u.id = w.user_id
     where w.coin_id = $1 and w.wallet_type = 1 and u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0
     order by w.user_id limit $2`,
    [usdt, count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} demo users have a USDT futures wallet`);
  const ids = rows.map((r) => Number(r.user_id));
  await db.transaction(async (tx) => {
    // The engine tests stake freely (from 1): their traders are on a level and marketing level of their own without
    // futures order limits (placement-rules.ts; placement-rules.test.ts tests those limits and the rank levels).
    for (const table of ['user_levels', 'marketing_levels']) {
      await tx.query(
        `insert into ${table} (level, name, futures_order_limit_min, futures_order_limit_max) values ($1, 'Test trader', 0, 0)
         on conflict (level) do nothing`,
        [UNLIMITED_LEVEL],
      );
    }
    await tx.query('update users set user_level = $2, user_marketing_level = $2 where id = any($1::bigint[])', [ids, UNLIMITED_LEVEL]);
    for (const userId of ids) {
      const wallet = await findLockedWallet(tx, { userId, coinId: usdt, walletType: 1 });
      if (!wallet) throw new Error('wallet vanished');
      const missing = new Decimal(balance).minus(wallet.balance);
      if (missing.gt(0)) {
        await post(tx, wallet, [{ field: 'balance', delta: missing, changeType: 'adjustment' }], {
          reference: 'futures-test-top-up',
          operator: 'test',
          now,
        });
      }
    }
  });
  return ids;
}

export async function futuresBalance(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `select w.balance::text as balance from user_wallets w join coins c on c.id = w.coin_id
     where w.user_id = $1 and c.code = 'USDT' and w.wallet_type = 1`,
    [userId],
  );
  return new Decimal(rows[0].balance).toFixed();
}

/** Futures wallets whose balance differs from the sum of their change log: none, always. */
export async function unreconciledFuturesWallets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from user_wallets w
     where w.wallet_type = 1
       and w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)`,
  );
  return rows[0].n;
}
