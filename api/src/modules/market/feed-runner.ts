import type { PeriodicTask } from '../../core/jobs/queue';
import type { Db, Queryable } from '../../db/database';
import type { AppServices } from '../../http/context';
import { configuredPriceFeed } from './feed';
import type { PriceFeed, QuotedPair } from './price-feed';
import type { RecordedTick } from './ticks';

/** One tick a second per active coin pair (DESIGN section 8: every open and close price is a recorded tick). */
export const FEED_INTERVAL_MS = 1000;

/**
 * Any number that no other part of the API uses as a transaction-level advisory lock: the instance holding
 * it records this second's ticks, the others skip the second (one recorder, one walk, one tick a second).
 */
const FEED_LOCK_KEY = 7_226_012;

/** The active coin pairs, each with its newest recorded price: what the feed is asked to quote. */
export async function activeQuotedPairs(db: Queryable): Promise<QuotedPair[]> {
  const { rows } = await db.query<{
    id: number;
    code: string;
    from_coin: string;
    to_coin: string;
    last_price: string | null;
    last_at: Date | null;
  }>(
    `select p.id, p.code, f.code as from_coin, t.code as to_coin, lt.price::text as last_price, lt.tick_time as last_at
     from coin_pairs p
     join coins f on f.id = p.from_coin_id
     join coins t on t.id = p.to_coin_id
     left join lateral (select price, tick_time from price_ticks where coin_pair_id = p.id
                        order by tick_time desc, id desc limit 1) lt on true
     where p.active = 1
     order by p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    fromCoin: r.from_coin,
    toCoin: r.to_coin,
    lastPrice: r.last_price,
    lastAt: r.last_at,
  }));
}

/**
 * Asks the feed for the active coin pairs' prices at `now` and records them, one tick per pair and second:
 * a pair that already has a tick at or after the start of this second (another instance recorded it) is
 * left out, so two instances never record two walks. Answers the ticks recorded.
 */
export async function recordFeedTicks(db: Db, feed: PriceFeed, now: Date): Promise<RecordedTick[]> {
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [FEED_LOCK_KEY]);
    if (!locked[0]?.locked) return [];
    const second = Math.floor(now.getTime() / 1000) * 1000;
    const due = (await activeQuotedPairs(tx)).filter((pair) => !pair.lastAt || pair.lastAt.getTime() < second);
    if (!due.length) return [];
    const known = new Set(due.map((pair) => pair.id));
    const quotes = (await feed.quotes(due, now)).filter((quote) => known.has(quote.coinPairId));
    if (!quotes.length) return [];
    const values: unknown[] = [];
    const tuples = quotes.map((quote, i) => {
      values.push(quote.coinPairId, quote.price, quote.at, feed.name);
      return `($${i * 4 + 1}::integer, $${i * 4 + 2}::numeric, $${i * 4 + 3}::timestamptz, $${i * 4 + 4}::text)`;
    });
    const { rows } = await tx.query<{ id: string; coin_pair_id: number; price: string; tick_time: Date; source: string }>(
      `insert into price_ticks (coin_pair_id, price, tick_time, source) values ${tuples.join(', ')}
       returning id, coin_pair_id, price::text as price, tick_time, source`,
      values,
    );
    return rows.map((r) => ({ id: Number(r.id), coinPairId: r.coin_pair_id, price: r.price, at: r.tick_time, source: r.source }));
  });
}

/**
 * The feed runner: every second, on every instance (one of them records each second, see above). Null when
 * this server has no feed (`feed.ts` says how one is configured): nothing is recorded, nothing fails.
 */
export function feedRunnerTask(services: AppServices): PeriodicTask | null {
  const feed = configuredPriceFeed(services.production);
  if (!feed) return null;
  return {
    name: 'price-feed',
    everyMs: FEED_INTERVAL_MS,
    run: async () => {
      await recordFeedTicks(services.db, feed, new Date(services.clock()));
    },
  };
}
