import type { Queryable } from '../../../db/database';

/**
 * The demo market: coin pairs of the demo coins quoted in USDT (the simulated feed walks them from real-market
 * magnitudes), futures pairs on the three largest with a 1, 3 and 5 minute gameplay each, convert pairs on six,
 * and a reference-price guard on every coin pair (risk/*). Plain rows: the history (history.ts) is what goes
 * through the trading functions.
 */

/** Base coin, quote decimals of the pair (convert prices are rounded to them), and the smallest sell of a convert order. */
const COIN_PAIRS = [
  ['BTC', 2, '0.0001'],
  ['ETH', 2, '0.001'],
  ['BNB', 2, '0.01'],
  ['SOL', 3, '0.1'],
  ['XRP', 4, '10'],
  ['TRX', 5, '100'],
] as const;
const FUTURES_COINS = ['BTC', 'ETH', 'SOL'];
/** Interval (s), yield ratio, last seconds without orders, settle delay (s). */
const GAMEPLAYS = [
  [60, '0.85', 10, 5, '1 minute'],
  [180, '0.88', 30, 5, '3 minutes'],
  [300, '0.9', 60, 5, '5 minutes'],
] as const;

export interface DemoCoinPair {
  id: number;
  code: string;
  fromCoin: string;
  toCoin: string;
}

export interface DemoCatalogue {
  coinPairs: DemoCoinPair[];
  /** The coin pairs with futures, in the order of FUTURES_COINS. */
  futuresCoinPairs: DemoCoinPair[];
  convertPairs: { id: number; coinPair: DemoCoinPair; fromDecimals: number; sellMin: string }[];
}

const DAY = 86_400_000;

export async function seedTradingCatalogue(tx: Queryable, now: Date): Promise<DemoCatalogue> {
  const created = new Date(now.getTime() - 60 * DAY);
  const { rows: coins } = await tx.query<{ id: number; code: string; decimals: number }>('select id, code, decimals from coins');
  const coin = new Map(coins.map((c) => [c.code, c]));
  const usdt = coin.get('USDT');
  if (!usdt) return { coinPairs: [], futuresCoinPairs: [], convertPairs: [] };
  const listed = COIN_PAIRS.filter(([code]) => coin.has(code));
  const { rows: pairRows } = await tx.query<{ id: number; code: string }>(
    `insert into coin_pairs (code, name, from_coin_id, to_coin_id, active, sort, decimal_point, point_start, point_end, create_date, update_date)
     select u.code, u.name, u.from_coin_id, $3, 1, u.sort, u.decimal_point, 0, 2, $4, $4
     from unnest($1::text[], $2::int[], $5::text[], $6::int[], $7::int[]) as u(code, from_coin_id, name, sort, decimal_point)
     order by u.sort
     returning id, code`,
    [
      listed.map(([code]) => `${code}USDT`),
      listed.map(([code]) => coin.get(code)?.id),
      usdt.id,
      created,
      listed.map(([code]) => `${code}/USDT`),
      listed.map((_, i) => i + 1),
      listed.map(([, decimals]) => decimals),
    ],
  );
  const idOf = new Map(pairRows.map((r) => [r.code, r.id]));
  const coinPairs: DemoCoinPair[] = listed.map(([code]) => ({
    id: idOf.get(`${code}USDT`) as number,
    code: `${code}USDT`,
    fromCoin: code,
    toCoin: 'USDT',
  }));
  const futuresCoinPairs = FUTURES_COINS.flatMap((code) => coinPairs.filter((p) => p.fromCoin === code));

  for (const [i, pair] of futuresCoinPairs.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into futures_pairs (code, name, coin_pair_id, display_sort, create_date, update_date) values ($1, $2, $3, $4, $5, $5) returning id`,
      [pair.code, `${pair.fromCoin}/USDT`, pair.id, i + 1, created],
    );
    for (const [j, [interval, yieldRatio, acceptDelay, settleDelay, name]] of GAMEPLAYS.entries()) {
      await tx.query(
        `insert into futures_gameplays (futures_pair_id, name, time_interval, yield_ratio, quantity_min, quantity_max, display_sort,
           accept_delay_time, settle_delay_time, create_date, update_date)
         values ($1, $2, $3, $4, 10, 5000, $5, $6, $7, $8, $8)`,
        [rows[0].id, name, interval, yieldRatio, j + 1, acceptDelay, settleDelay, created],
      );
    }
  }

  const convertPairs: DemoCatalogue['convertPairs'] = [];
  for (const [i, [code, , sellMin]] of listed.entries()) {
    const pair = coinPairs[i];
    const { rows } = await tx.query<{ id: number }>(
      `insert into convert_pairs (coin_pair_id, name, code, spread, buy_min_amount, buy_max_amount, sell_min_amount, sort, create_date, update_date)
       values ($1, $2, $3, 0.5, 10, 50000, $4, $5, $6, $6) returning id`,
      [pair.id, `${code}/USDT`, pair.code, sellMin, i + 1, created],
    );
    convertPairs.push({ id: rows[0].id, coinPair: pair, fromDecimals: coin.get(code)?.decimals ?? 8, sellMin });
  }
  return { coinPairs, futuresCoinPairs, convertPairs };
}

/**
 * A guard on every demo coin pair (moving average of 5 minutes, 5 % band, 3 breaches, a minute of silence trips,
 * 2 minutes of cooldown), armed, created at the end of the history: it judges the ticks recorded from then on (the
 * live feed), not the history, and a feed silent for a minute after that trips it.
 */
export async function seedRiskGuards(tx: Queryable, catalogue: DemoCatalogue, now: Date): Promise<void> {
  await tx.query(
    `insert into risk_guards (coin_pair_id, reference_mode, average_window_seconds, band_percent, staleness_seconds, breaches_to_trip,
       cooldown_seconds, state, state_since, last_checked_tick_id, last_checked_time, last_good_tick_id, create_date, update_date, updated_by)
     select p.id, 1, 300, 5, 60, 3, 120, 'armed', $2, t.id, $2, t.id, $2, $2, 'admin'
     from unnest($1::int[]) as p(id)
     left join lateral (select id, tick_time from price_ticks where coin_pair_id = p.id order by tick_time desc, id desc limit 1) t on true`,
    [catalogue.coinPairs.map((p) => p.id), now],
  );
}
