import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/db/database';
import { recordTick } from '../../api/src/modules/market/ticks';
import { PERPETUAL_WALLET } from '../../api/src/modules/perpetual/engine/state';
import { runPerpetualEngine } from '../../api/src/modules/perpetual/engine/ticks';
import { round, stats } from '../lib';

/**
 * The engine at scale (what api/test/perpetual/engine-scale.test.ts claimed, measured here): a perpetual pair of
 * its own (on a coin pair of a coin of its own, which no feed quotes: the bench records its ticks), holding `positions` open
 * positions of `positions / 2` users, long and short (10 contracts of 0.001 at 50,000, 10x, margin 50): long i
 * liquidated at 40,000 + i / 10 (up to 45,000), warned 10 above; short i liquidated at 60,000 - i / 10, warned 10
 * below. Then through `runPerpetualEngine`, as the server's timer runs it (the pair's lock, every pending tick in
 * order):
 *  - one tick at 44,990 (at 100,000 positions), which crosses the liquidation price of the 101 longs at or above it (44,990 ... 45,000)
 *    and the warning price of 100 more: timed, and checked (the bench fails if other positions are liquidated or
 *    flagged, or the ledger does not take the liquidated margins);
 *  - `quiet` single ticks that cross nothing (44,989.91 ... 44,989.99: between the prices held), one engine pass
 *    each, timed one by one;
 *  - `burst` quiet ticks recorded at once, then applied in one pass: ticks applied per second.
 * After them, the counts again: quiet ticks changed nothing.
 */
export interface EngineFigures {
  positions: number;
  crossing: { ms: number; liquidated: number; warned: number };
  quiet: { median: number; p95: number; samples: number };
  burst: { ticks: number; ms: number; perSecond: number };
}

export async function benchEngine(
  db: Db,
  opts: { positions: number; firstUser: number; quiet: number; burst: number; now: Date; log: (line: string) => void },
): Promise<EngineFigures> {
  const { positions, firstUser, quiet, burst, log } = opts;
  const users = positions / 2;
  let clock = opts.now.getTime() + 10 * 60_000;
  const { rows: coin } = await db.query<{ id: number }>(`select id from coins where code = 'USDT'`);
  const { rows: base } = await db.query<{ id: number }>(
    `insert into coins (code, full_name, decimals) values ('BTCBENCH', 'Bitcoin (engine bench)', 8) returning id`,
  );
  const { rows: coinPair } = await db.query<{ id: number }>(
    `insert into coin_pairs (code, name, from_coin_id, to_coin_id) values ('BTCBENCHUSDT', 'BTCBENCH/USDT', $1, $2) returning id`,
    [base[0].id, coin[0].id],
  );
  const coinPairId = coinPair[0].id;
  const tick = async (price: string) => {
    clock += 1000;
    return recordTick(db, { coinPairId, price, at: new Date(clock), source: 'bench' });
  };
  const first = await tick('50000');
  const { rows: pair } = await db.query<{ id: number }>(
    `insert into perpetual_pairs (coin_pair_id, name, multiplier, order_book_price_range, quantity_precision, quantity_min, quantity_max,
       display_sort, last_tick_id) values ($1, 'BTC perpetual (engine bench)', 0.001, 0.2, 3, 1, 100000, 99, $2) returning id`,
    [coinPairId, first.id],
  );
  const pairId = pair[0].id;
  const t = performance.now();
  await db.query(
    `insert into perpetual_positions (user_id, wallet_id, coin_id, pair_id, direction, size, max_held, multiplier, entry_price, margin, leverage,
       maintenance_margin_rate, warning_threshold, fee_mode, close_profit_fee, liquidation_price, warning_price, break_even_price,
       open_tick_id, opened_date)
     select w.user_id, w.id, w.coin_id, $1, d.direction, 10, 10, 0.001, 50000, 50, 10, 0.005, 0.8, 1, 0,
       case d.direction when 'long' then 40000 + w.n / 10.0 else 60000 - w.n / 10.0 end,
       case d.direction when 'long' then 40010 + w.n / 10.0 else 59990 - w.n / 10.0 end, 50000, $2, $6
     from (select w.*, w.user_id - $3 + 1 as n from user_wallets w
           where w.wallet_type = ${PERPETUAL_WALLET} and w.coin_id = $5 and w.user_id between $3 and $3 + $4 - 1) w
     cross join (values ('long'), ('short')) d(direction)`,
    [pairId, first.id, firstUser, users, coin[0].id, new Date(clock)],
  );
  await db.query('vacuum analyze perpetual_positions');
  const count = async (where: string) => {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from perpetual_positions where pair_id = $1 and ${where}`, [
      pairId,
    ]);
    return rows[0].n;
  };
  const open = await count(`status = 'open'`);
  if (open !== positions) throw new Error(`the engine pair holds ${open} open positions, not ${positions}`);
  log(`${open.toLocaleString()} open positions on the engine pair in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  // The other pairs' pending ticks (none: the API has stopped) are applied first, so each timed pass is this pair's alone.
  await runPerpetualEngine(db, new Date(clock));

  // The highest long liquidation price is 40,000 + users / 10 (45,000 at 100,000 positions): a tick 10 below it.
  const crossing = 40_000 + users / 10 - 10;
  await tick(String(crossing));
  let started = performance.now();
  await runPerpetualEngine(db, new Date(clock));
  const crossingMs = performance.now() - started;
  const expect = async (label: string) => {
    const liquidated = await count(`status = 'liquidated'`);
    const warned = await count(`status = 'open' and warning = 1`);
    const { rows: lost } = await db.query<{ n: number }>(
      `select count(*)::int as n from wallet_change_log l join perpetual_orders o on l.reference = 'perpetual-order:' || o.id
       where o.pair_id = $1 and o.close_reason = 'liquidation' and l.change_type = 'perpetual_profit' and l.change_balance = -50`,
      [pairId],
    );
    log(`${label}: ${liquidated} liquidated, ${warned} flagged, ${lost[0].n} margins lost in the change log`);
    if (liquidated !== 101 || warned !== 100 || lost[0].n !== 101)
      throw new Error(`${label}: ${liquidated} liquidated (101 expected), ${warned} flagged (100), ${lost[0].n} lost margins (101)`);
    return { liquidated, warned };
  };
  const crossed = await expect(`a tick crossing 101 liquidations and 100 warnings (${round(crossingMs)} ms)`);

  const quietPrice = (i: number) => `${crossing - 1}.9${1 + (i % 9)}`;
  const quietTimes: number[] = [];
  for (let i = 0; i < quiet; i++) {
    await tick(quietPrice(i));
    started = performance.now();
    await runPerpetualEngine(db, new Date(clock));
    quietTimes.push(performance.now() - started);
  }
  for (let i = 0; i < burst; i++) await tick(quietPrice(i));
  started = performance.now();
  const applied = await runPerpetualEngine(db, new Date(clock));
  const burstMs = performance.now() - started;
  if (!applied) throw new Error('the burst of ticks was not applied');
  const { rows: mark } = await db.query<{ behind: number }>(
    'select count(*)::int as behind from price_ticks t join perpetual_pairs p on p.id = $1 where t.coin_pair_id = $2 and t.id > p.last_tick_id',
    [pairId, coinPairId],
  );
  if (mark[0].behind) throw new Error(`${mark[0].behind} ticks of the burst were not applied`);
  await expect(`after ${quiet} quiet ticks and a burst of ${burst}`);
  const q = stats(quietTimes);
  return {
    positions,
    crossing: { ms: round(crossingMs), ...crossed },
    quiet: { median: round(q.median), p95: round(q.p95), samples: q.samples },
    burst: { ticks: burst, ms: round(burstMs), perSecond: Math.round(burst / (burstMs / 1000)) },
  };
}
