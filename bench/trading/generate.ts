import type { Db } from '../../api/src/db/database';
import { foldFuturesOrderDaySums } from '../../api/src/modules/trading/futures/orders/sums';
import { foldFuturesRoundCounts } from '../../api/src/modules/trading/futures/runners/counts';
import { ROUND_ORDER_SUMS } from '../../api/src/modules/trading/rounds/settle';

/**
 * Fills a database holding the demo data (its coin pairs, futures pairs and gameplays, users with USDT futures
 * wallets) with a futures history at scale, with `insert ... select generate_series` (the database does the work):
 *  - recorded ticks of every futures coin pair, one a minute over the history's span (every round's start and
 *    end falls on a minute: 60, 180 and 300 s slots counted from the epoch), prices moving around the pair's
 *    latest demo price;
 *  - about `rounds` rounds, every slot of every gameplay over the span that ends 15 to 30 minutes before now
 *    (as the engine makes them: one per slot, the settings snapshotted, opened and closed on those ticks),
 *    2 % voided for a stale closing price, the others settled; slots the demo history already holds are kept;
 *  - `orders` orders spread over those rounds, placed between each round's start and lock by the given users
 *    (a third of them by the busiest 2 %) from their USDT futures wallets, with the stakes of the gameplays'
 *    limits and their levels' order limits, settled by the money rule (`orderOutcome`: a win pays stake x (1 + yield ratio), no tax or rebate
 *    in the demo settings) or refunded by the void; then each round's totals are its orders' sums, as
 *    `refreshRoundTotals` keeps them, and the order list's day sums are folded.
 * The history's wallet changes are not written to the change log (its orders do not move the wallets either),
 * so every wallet still equals its change log. Transitions are not written (the lists do not read them).
 * Deterministic for the same demo data and clock.
 */
export interface TradingData {
  /** Rounds and orders in the tables (the demo's included), and those generated. */
  rounds: number;
  generatedRounds: number;
  generatedOrders: number;
  orders: number;
  ticks: number;
  spanDays: number;
}

/** A number in [0, 1) from the row's `n` and a salt. */
const f = (salt: number, n = 'g.n') => `((abs(hashint8extended(${n}, ${salt})) % 1000000) / 1000000.0)`;

/** The common slot of 60, 180 and 300 s: the history ends on one. */
const ALIGN = 900;

export async function generateTrading(
  db: Db,
  opts: { rounds: number; orders: number; firstUser: number; lastUser: number; now: Date; log: (line: string) => void },
): Promise<TradingData> {
  const { rounds, orders, firstUser, lastUser, now, log } = opts;
  const { rows: gameplays } = await db.query<{ interval: number }>(
    'select time_interval as interval from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id where p.deleted_date is null',
  );
  // Slots per second of span, over every gameplay: the span that makes `rounds` rounds.
  const perSecond = gameplays.reduce((sum, g) => sum + 1 / g.interval, 0);
  const span = Math.ceil(rounds / perSecond / ALIGN) * ALIGN;
  const end = Math.floor(now.getTime() / 1000 / ALIGN) * ALIGN - ALIGN;
  const start = end - span;
  log(`history of ${(span / 86400).toFixed(1)} days for ${gameplays.length} gameplays`);

  // Ticks: one a minute per futures coin pair, around its latest demo price (a slow swing and a small jitter,
  // so rounds go either way).
  let t = performance.now();
  const { rows: ticks } = await db.query<{ n: number }>(
    `with pairs as (
       select c.id, coalesce((select k.price from price_ticks k where k.coin_pair_id = c.id order by k.tick_time desc, k.id desc limit 1), 100) as base
       from coin_pairs c where c.id in (select p.coin_pair_id from futures_pairs p where p.deleted_date is null)
     ), inserted as (
       insert into price_ticks (coin_pair_id, price, tick_time, source, create_date)
       select p.id, round(p.base * (1 + 0.03 * sin(g.n / 700.0) + 0.004 * (${f(1, 'g.n * 64 + p.id')} - 0.5))::numeric, 8), to_timestamp(g.n * 60),
         'bench', to_timestamp(g.n * 60)
       from pairs p cross join generate_series($1::bigint, $2::bigint) g(n)
       returning 1
     )
     select count(*)::int as n from inserted`,
    [start / 60, end / 60],
  );
  await db.query('analyze price_ticks');
  log(`${ticks[0].n.toLocaleString()} ticks in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Rounds: every slot of every gameplay in [start, end), on the bench's ticks, unless the demo holds it.
  t = performance.now();
  const { rows: maxRound } = await db.query<{ max: string | null }>('select max(id)::text as max from futures_rounds');
  const roundsBefore = Number(maxRound[0].max ?? 0);
  await db.query(
    `insert into futures_rounds (futures_pair_id, gameplay_id, coin_pair_id, status, settings, start_date, lock_date, end_date,
       settle_due_date, settle_date, open_tick_id, open_price, close_tick_id, close_price, result, void_reason, void_operator, void_date,
       create_date, update_date)
     select s.futures_pair_id, s.gameplay_id, s.coin_pair_id, case when s.voided then 'voided' else 'settled' end, s.settings,
       s.start_date, s.lock_date, s.end_date, s.settle_due_date, case when not s.voided then s.settle_due_date + interval '0.2 seconds' end,
       o.id, o.price, case when not s.voided then c.id end, case when not s.voided then c.price end,
       case when s.voided then null when c.price > o.price then 'long' when c.price < o.price then 'short' else 'draw' end,
       case when s.voided then 'The closing price was missing or stale at the end of the round' end,
       case when s.voided then 'system' end, case when s.voided then s.end_date + interval '1 second' end,
       s.start_date, coalesce(case when not s.voided then s.settle_due_date + interval '0.2 seconds' end, s.end_date + interval '1 second')
     from (
       select g.id as gameplay_id, g.futures_pair_id, p.coin_pair_id, to_timestamp(slot.n * g.time_interval) as start_date,
         to_timestamp(slot.n * g.time_interval + g.time_interval - g.accept_delay_time) as lock_date,
         to_timestamp((slot.n + 1) * g.time_interval) as end_date,
         to_timestamp((slot.n + 1) * g.time_interval + g.settle_delay_time) as settle_due_date,
         ${f(2, 'slot.n * 1000 + g.id')} < 0.02 as voided,
         jsonb_build_object('gameplayName', g.name, 'timeInterval', g.time_interval, 'yieldRatio', g.yield_ratio::text,
           'quantityMin', g.quantity_min::text, 'quantityMax', g.quantity_max::text, 'acceptDelayTime', g.accept_delay_time,
           'settleDelayTime', g.settle_delay_time, 'userRankLevel', g.user_rank_level, 'teamRankLevel', g.team_rank_level,
           'closeStalenessSeconds', fs.close_staleness_seconds) as settings
       from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id cross join futures_settings fs
       cross join lateral generate_series(($1::bigint / g.time_interval), ($2::bigint / g.time_interval) - 1) slot(n)
       where p.deleted_date is null
     ) s
     -- Each tick looked up in the pair's tick index (a join of two large sets the planner misjudges would scan them).
     cross join lateral (select k.id, k.price from price_ticks k where k.coin_pair_id = s.coin_pair_id and k.tick_time = s.start_date
                         and k.source = 'bench' limit 1) o
     cross join lateral (select k.id, k.price from price_ticks k where k.coin_pair_id = s.coin_pair_id and k.tick_time = s.end_date
                         and k.source = 'bench' limit 1) c
     where not exists (select 1 from futures_rounds x where x.gameplay_id = s.gameplay_id and x.start_date = s.start_date)
     order by s.start_date, s.gameplay_id`,
    [start, end],
  );
  // The generated rounds numbered 1..R in time order, for the orders to pick from.
  await db.query('drop table if exists bench_rounds');
  await db.query(
    `create table bench_rounds as select row_number() over (order by start_date, id) as k, id from futures_rounds where id > ${roundsBefore}`,
  );
  await db.query('create unique index on bench_rounds (k)');
  await db.query('analyze bench_rounds');
  await db.query('analyze futures_rounds');
  const { rows: counted } = await db.query<{ n: number }>('select count(*)::int as n from bench_rounds');
  const roundCount = counted[0].n;
  log(`${roundCount.toLocaleString()} rounds in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Orders, in slices so no statement runs for long.
  t = performance.now();
  const users = lastUser - firstUser + 1;
  const heavy = Math.max(1, Math.floor(users / 50));
  const { rows: maxOrder } = await db.query<{ max: string | null }>('select max(id)::text as max from futures_orders');
  const first = Number(maxOrder[0].max ?? 0) + 1;
  const slice = 200_000;
  for (let from = 0; from < orders; from += slice) {
    const to = Math.min(orders, from + slice) - 1;
    await db.query(
      `insert into futures_orders (id, user_id, agent_user_id, site, is_demo, fund_type, is_sales, coin_id, wallet_id, direction, amount,
         filled_amount, round_id, futures_pair_id, gameplay_id, order_tick_id, order_price, settle_price, order_date, transaction_date,
         settle_date, yield_ratio, status, result, payout, tax, rebate, tax_ratio, rebate_ratio, ip, void_date, void_operator, void_reason,
         create_date, update_date)
       select o.n, o.user_id, u.agent_user_id0, u.site, u.is_demo, 1, case when u.account_type = 3 then 1 else 0 end, cp.to_coin_id, w.id,
         o.direction, a.amount, a.amount, r.id, r.futures_pair_id, r.gameplay_id, r.open_tick_id, r.open_price, r.close_price, x.order_date,
         x.order_date, r.settle_date, (r.settings->>'yieldRatio')::numeric,
         case when r.status = 'voided' then 'voided' else 'settled' end, x.result,
         case x.result when 'win' then a.amount + trunc(a.amount * (r.settings->>'yieldRatio')::numeric, 18) when 'lose' then 0 else a.amount end,
         0, 0, 0, 0, case when o.n % 5 = 0 then '203.0.113.' || (1 + o.n % 40) else '10.' || (o.user_id / 65536) % 256 || '.' || (o.user_id / 256) % 256 || '.' || o.user_id % 256 end,
         r.void_date, r.void_operator, r.void_reason, x.order_date, coalesce(r.settle_date, r.void_date)
       from (
         select g.n,
           case when ${f(3)} < 0.33 then $3::bigint + floor(${f(4)} * $5::bigint)::bigint else $3::bigint + floor(${f(5)} * $4::bigint)::bigint end as user_id,
           1 + floor(${f(6)} * $6::bigint)::bigint as k,
           case when ${f(7)} < 0.52 then 'long' else 'short' end as direction,
           ${f(8)}::float8 as stake_pick,
           ${f(9)}::float8 as at
         from generate_series($1::bigint, $2::bigint) g(n)
       ) o
       join bench_rounds b on b.k = o.k
       join futures_rounds r on r.id = b.id
       join users u on u.id = o.user_id
       join coin_pairs cp on cp.id = r.coin_pair_id
       join user_wallets w on w.user_id = o.user_id and w.coin_id = cp.to_coin_id and w.wallet_type = 1
       cross join lateral (select r.start_date + o.at * (r.lock_date - r.start_date) as order_date,
         case when r.status = 'voided' or r.result = 'draw' then 'refund' when r.result = o.direction then 'win' else 'lose' end as result) x
       left join user_levels ul on ul.level = u.user_level
       left join marketing_levels ml on ml.level = u.user_marketing_level
       -- The stake within the round's limits and those of the user's levels (0: not set), mostly small.
       cross join lateral (select greatest((r.settings->>'quantityMin')::numeric, coalesce(ul.futures_order_limit_min, 0),
           coalesce(ml.futures_order_limit_min, 0)) as lo,
         least((r.settings->>'quantityMax')::numeric, coalesce(nullif(ul.futures_order_limit_max, 0), (r.settings->>'quantityMax')::numeric),
           coalesce(nullif(ml.futures_order_limit_max, 0), (r.settings->>'quantityMax')::numeric)) as hi) lim
       cross join lateral (select round((lim.lo * exp(o.stake_pick * o.stake_pick * ln(greatest(lim.hi, lim.lo) / lim.lo)))::numeric, 2) as amount) a`,
      [first + from, first + to, firstUser, users, heavy, roundCount],
    );
    log(`orders to ${(to + 1).toLocaleString()} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await db.query(`select setval(pg_get_serial_sequence('futures_orders', 'id'), (select max(id) from futures_orders))`);

  // Each round's totals: the sums of its orders (as refreshRoundTotals keeps them).
  t = performance.now();
  await db.query(
    `update futures_rounds r set
       long_total = s.long_total, short_total = s.short_total, long_count = s.long_count, short_count = s.short_count,
       winner_payout = s.winner_payout, loser_payout = s.loser_payout, refund_total = s.refund_total,
       long_yield_ratio = case when r.status = 'settled' and s.long_total > 0 then round((s.long_payout - s.long_total) / s.long_total, 8) end,
       short_yield_ratio = case when r.status = 'settled' and s.short_total > 0 then round((s.short_payout - s.short_total) / s.short_total, 8) end
     from (select round_id,
             ${ROUND_ORDER_SUMS}
           from futures_orders where id >= $1 group by round_id) s
     where r.id = s.round_id`,
    [first],
  );
  log(`round totals in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await db.query('drop table bench_rounds');
  // What the API's periodic task does within seconds, and autovacuum on a live server.
  await db.transaction((tx) => foldFuturesOrderDaySums(tx));
  await db.transaction((tx) => foldFuturesRoundCounts(tx));
  for (const table of ['price_ticks', 'futures_rounds', 'futures_orders', 'futures_order_day_sums', 'futures_round_counts'])
    await db.query(`vacuum analyze ${table}`);
  const { rows } = await db.query<{ rounds: number; orders: number; ticks: number }>(
    `select (select count(*) from futures_rounds)::int as rounds, (select count(*) from futures_orders)::int as orders,
       (select count(*) from price_ticks)::int as ticks`,
  );
  return { ...rows[0], generatedRounds: roundCount, generatedOrders: orders, spanDays: Math.round((span / 86400) * 10) / 10 };
}
