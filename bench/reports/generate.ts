import type { Db } from '../../api/src/db/database';
import { foldFuturesOrderDaySums } from '../../api/src/modules/trading/futures/orders/sums';

/**
 * The reports bench's futures history: `orders` futures orders spread evenly over the `days` days before `now`, on
 * the 5-minute gameplay of each demo futures pair (every slot of the span a round, as the engine makes them, opened
 * and closed on a tick of its own, 2 % voided for a stale closing price, the others settled on the close against
 * the open), placed between each round's start and lock by the users `firstUser..lastUser` (a third of them by the
 * busiest 2 %) from their USDT futures wallets, with stakes within the gameplay's limits, paid by the money rule.
 * Each order writes its ledger rows as placing and settling would (the stake out of the available balance, the
 * payout or refund back in), so the report's balance reads a change log of a year's trading; the wallets' own
 * balances are not moved (no list the bench reads compares them). The trading bench's generator makes every slot of
 * every gameplay over a fortnight; a report over a year needs the year, and the reports read the orders alone.
 * Deterministic for the same data and clock.
 */

/** A number in [0, 1) from the row's `n` and a salt. */
const f = (salt: number, n = 'g.n') => `((abs(hashint8extended(${n}, ${salt})) % 1000000) / 1000000.0)`;
const SLOT = 300;

export async function generateYearOfFutures(
  db: Db,
  opts: { orders: number; days: number; firstUser: number; lastUser: number; now: Date; log: (line: string) => void },
): Promise<{ rounds: number; orders: number; ledgerRows: number }> {
  const { orders, days, firstUser, lastUser, now, log } = opts;
  const end = Math.floor(now.getTime() / 1000 / SLOT) * SLOT - 3 * SLOT;
  const start = end - days * 86400;
  const { rows: gameplays } = await db.query<{ id: number }>(
    `select g.id from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id
     where p.deleted_date is null and g.time_interval = ${SLOT} order by g.id`,
  );
  if (!gameplays.length) throw new Error('the demo data has no 5-minute futures gameplay');
  let t = performance.now();
  // A tick every 5 minutes for each pair of those gameplays, around its latest demo price.
  await db.query(
    `with pairs as (
       select distinct c.id, coalesce((select k.price from price_ticks k where k.coin_pair_id = c.id order by k.tick_time desc, k.id desc limit 1), 100) as base
       from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id join coin_pairs c on c.id = p.coin_pair_id
       where g.id = any($3::int[])
     )
     insert into price_ticks (coin_pair_id, price, tick_time, source, create_date)
     select p.id, round(p.base * (1 + 0.03 * sin(g.n / 140.0) + 0.004 * (${f(1, 'g.n * 64 + p.id')} - 0.5))::numeric, 8),
       to_timestamp(g.n * ${SLOT}), 'bench-reports', to_timestamp(g.n * ${SLOT})
     from pairs p cross join generate_series($1::bigint, $2::bigint) g(n)`,
    [start / SLOT, end / SLOT, gameplays.map((g) => g.id)],
  );
  await db.query('analyze price_ticks');
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
       select g.id as gameplay_id, g.futures_pair_id, p.coin_pair_id, to_timestamp(slot.n * ${SLOT}) as start_date,
         to_timestamp(slot.n * ${SLOT} + ${SLOT} - g.accept_delay_time) as lock_date, to_timestamp((slot.n + 1) * ${SLOT}) as end_date,
         to_timestamp((slot.n + 1) * ${SLOT} + g.settle_delay_time) as settle_due_date,
         ${f(2, 'slot.n * 1000 + g.id')} < 0.02 as voided,
         jsonb_build_object('gameplayName', g.name, 'timeInterval', g.time_interval, 'yieldRatio', g.yield_ratio::text,
           'quantityMin', g.quantity_min::text, 'quantityMax', g.quantity_max::text, 'acceptDelayTime', g.accept_delay_time,
           'settleDelayTime', g.settle_delay_time, 'userRankLevel', g.user_rank_level, 'teamRankLevel', g.team_rank_level,
           'closeStalenessSeconds', fs.close_staleness_seconds) as settings
       from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id cross join futures_settings fs
       cross join generate_series($1::bigint, $2::bigint - 1) slot(n)
       where g.id = any($3::int[])
     ) s
     cross join lateral (select k.id, k.price from price_ticks k where k.coin_pair_id = s.coin_pair_id and k.tick_time = s.start_date
                         and k.source = 'bench-reports' limit 1) o
     cross join lateral (select k.id, k.price from price_ticks k where k.coin_pair_id = s.coin_pair_id and k.tick_time = s.end_date
                         and k.source = 'bench-reports' limit 1) c
     where not exists (select 1 from futures_rounds x where x.gameplay_id = s.gameplay_id and x.start_date = s.start_date)
     order by s.start_date, s.gameplay_id`,
    [start / SLOT, end / SLOT, gameplays.map((g) => g.id)],
  );
  await db.query('drop table if exists bench_rounds');
  await db.query(
    `create table bench_rounds as select row_number() over (order by start_date, id) as k, id from futures_rounds where id > ${roundsBefore}`,
  );
  await db.query('create unique index on bench_rounds (k)');
  await db.query('analyze bench_rounds');
  await db.query('analyze futures_rounds');
  const { rows: counted } = await db.query<{ n: number }>('select count(*)::int as n from bench_rounds');
  const rounds = counted[0].n;
  log(`${rounds.toLocaleString()} rounds over ${days} days in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  const users = lastUser - firstUser + 1;
  const heavy = Math.max(1, Math.floor(users / 50));
  const { rows: maxOrder } = await db.query<{ max: string | null }>('select max(id)::text as max from futures_orders');
  const first = Number(maxOrder[0].max ?? 0) + 1;
  const slice = 100_000;
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
         0, 0, 0, 0, '10.' || (o.user_id / 65536) % 256 || '.' || (o.user_id / 256) % 256 || '.' || o.user_id % 256,
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
       cross join lateral (select greatest((r.settings->>'quantityMin')::numeric, 1) as lo, (r.settings->>'quantityMax')::numeric as hi) lim
       cross join lateral (select round((lim.lo * exp(o.stake_pick * o.stake_pick * ln(greatest(lim.hi, lim.lo) / lim.lo)))::numeric, 2) as amount) a`,
      [first + from, first + to, firstUser, users, heavy, rounds],
    );
    // The ledger rows of placing (the stake out) and settling (the payout or refund in), as the engine writes them.
    await db.query(
      `insert into wallet_change_log (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance,
         change_balance, after_balance, reference, create_date)
       select o.wallet_id, o.user_id, o.coin_id, 1, 'balance', 1, v.change_type, 0, v.change, 0, 'futures:' || o.id, v.at
       from futures_orders o cross join lateral (values
         ('futures_stake', -o.filled_amount, o.order_date),
         (case o.status when 'voided' then 'futures_refund' else 'futures_payout' end, o.payout, o.update_date)) v(change_type, change, at)
       where o.id between $1 and $2 and v.change <> 0`,
      [first + from, first + to],
    );
    log(`orders to ${(to + 1).toLocaleString()} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await db.query(`select setval(pg_get_serial_sequence('futures_orders', 'id'), (select max(id) from futures_orders))`);
  await db.query('drop table bench_rounds');
  await db.transaction((tx) => foldFuturesOrderDaySums(tx));
  for (const table of ['price_ticks', 'futures_rounds', 'futures_orders', 'wallet_change_log']) await db.query(`vacuum analyze ${table}`);
  const { rows } = await db.query<{ ledger: number }>(
    `select count(*)::int as ledger from wallet_change_log where reference like 'futures:%' and id > 0`,
  );
  return { rounds, orders, ledgerRows: rows[0].ledger };
}
