import type { Db } from '../../api/src/db/database';

/**
 * Fills a database holding the demo data (its leaders, followers, settled rounds and funded USDT futures wallets)
 * with copy-trading history at scale, with `insert ... select generate_series` (the database does the work):
 * `leading` settled leading orders of the demo leaders spread over the demo's settled rounds and the last
 * `spanDays` days, and `following` settled following orders (`following / leading` copies each, of demo traders
 * in turn), on the same columns and indexes the console writes (futures_orders with share id and follow code,
 * copy_leading_orders with its figures). The money is not in the wallets or the change log (the lists read neither).
 */
export async function generateCopyTrading(
  db: Db,
  { leading, following, spanDays }: { leading: number; following: number; spanDays: number },
) {
  const perOrder = Math.max(1, Math.floor(following / leading));
  await db.query(`
    create temporary table bench_rounds as
      select id, futures_pair_id, gameplay_id, open_tick_id, open_price, (row_number() over (order by id) - 1)::int as k
      from futures_rounds where status = 'settled' and open_tick_id is not null`);
  await db.query(`
    create temporary table bench_traders as
      select w.user_id, w.id as wallet_id, w.coin_id, (row_number() over (order by w.user_id) - 1)::int as k
      from user_wallets w join coins c on c.id = w.coin_id
      where w.wallet_type = 1 and c.code = 'USDT' and w.user_id not in (select user_id from copy_leaders)`);
  await db.query(`
    create temporary table bench_leaders as
      select c.user_id, w.id as wallet_id, w.coin_id, (row_number() over (order by c.user_id) - 1)::int as k
      from copy_leaders c join user_wallets w on w.user_id = c.user_id and w.wallet_type = 1 join coins k on k.id = w.coin_id and k.code = 'USDT'`);
  const span = `${spanDays} * 86400`;
  // The leading orders, then their records.
  await db.query(
    `insert into futures_orders (user_id, coin_id, wallet_id, direction, amount, filled_amount, round_id, futures_pair_id, gameplay_id,
       order_tick_id, order_price, order_date, transaction_date, settle_date, yield_ratio, status, result, payout, share_id, create_date, update_date)
     select l.user_id, l.coin_id, l.wallet_id, case when g.n % 2 = 0 then 'long' else 'short' end, 100, 100, r.id, r.futures_pair_id, r.gameplay_id,
            r.open_tick_id, r.open_price, d.at, d.at, d.at + interval '5 minutes', 0.85, 'settled', case when g.n % 3 = 0 then 'lose' else 'win' end,
            case when g.n % 3 = 0 then 0 else 185 end, 'BS' || g.n, d.at, d.at
     from generate_series(0, $1::int - 1) g(n)
     join bench_rounds r on r.k = g.n % (select count(*) from bench_rounds)
     join bench_leaders l on l.k = g.n % (select count(*) from bench_leaders)
     cross join lateral (select now() - make_interval(secs => (g.n::float8 / $1::int) * ${span})) d(at)`,
    [leading],
  );
  await db.query(
    `insert into copy_leading_orders (order_id, leader_user_id, share_id, follow_code, round_id, futures_pair_id, gameplay_id, direction, amount,
       order_date, balance_after, leader_fee_ratio, followers_targeted, followers_copied, followed_amount, copy_ms, create_date, update_date,
       coin_id, status, result, filled_amount)
     select x.id, x.user_id, x.share_id, 'BF' || substr(x.share_id, 3), x.round_id, x.futures_pair_id, x.gameplay_id, x.direction, x.amount,
            x.order_date, 1000, 0.1, $1::int, $1::int, $1::int * 10, 50, x.order_date, x.order_date, x.coin_id, x.status, x.result, x.filled_amount
     from futures_orders x where x.share_id like 'BS%'`,
    [perOrder],
  );
  // The copies: order n copies leading order n / perOrder, for trader n mod T.
  await db.query(
    `insert into futures_orders (user_id, coin_id, wallet_id, direction, amount, filled_amount, round_id, futures_pair_id, gameplay_id,
       order_tick_id, order_price, order_date, transaction_date, settle_date, yield_ratio, status, result, payout, leader_fee, share_id,
       follow_code, create_date, update_date)
     select t.user_id, t.coin_id, t.wallet_id, lo.direction, 10, 10, lo.round_id, lo.futures_pair_id, lo.gameplay_id, lo.order_tick_id,
            lo.order_price, lo.order_date, lo.order_date, lo.settle_date, 0.85, 'settled', lo.result, lo.payout / 10,
            case when lo.result = 'win' then 0.85 else 0 end, lo.share_id, l.follow_code, lo.order_date, lo.order_date
     from generate_series(0, $1::int - 1) g(n)
     join copy_leading_orders l on l.share_id = 'BS' || (g.n / $2::int)
     join futures_orders lo on lo.id = l.order_id
     join bench_traders t on t.k = g.n % (select count(*) from bench_traders)`,
    [perOrder * leading, perOrder],
  );
  await db.query('analyze futures_orders');
  await db.query('analyze copy_leading_orders');
  return { leading, following: perOrder * leading, perOrder };
}
