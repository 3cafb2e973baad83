import type { Db } from '../../api/src/db/database';
import { PERPETUAL_WALLET } from '../../api/src/modules/perpetual/engine/state';

/**
 * Fills a database holding the demo data (its perpetual pairs on the BTC, ETH and SOL coin pairs, each marked by
 * its coin pair's newest recorded tick) with perpetual positions and orders at scale, with
 * `insert ... select generate_series` (the database does the work), for the given users (each given an empty USDT
 * perpetual wallet first):
 *  - `open` open positions, at most one per user, pair and direction (the open key of 029_perpetual.sql): position
 *    n is user n mod U's, on a pair and direction that user holds no other, so they spread evenly over the pairs,
 *    long and short. Each is fixed as the engine fixes it at opening (isolated margin, the settings' maintenance
 *    margin rate and warning threshold; formulas of `engine/formulas.ts`), from a liquidation price drawn at a
 *    distance from the mark of 2 % to 160 % of 1 / leverage (5x to 100x): entry, margin, fees, break-even and
 *    warning prices follow. Flagged (warning = 1) where the mark is past its warning price, as the engine flags it:
 *    about 2 % of them, the high leverages near liquidation. Opened over the last 30 days, no TP/SL;
 *  - `waiting` open orders (limit 70 %, stop 30 %) 2 % to 20 % away from the mark on the side the feed does not
 *    reach in a bench's minutes, holding their margin and fee;
 *  - `history` history rows: a third closed or liquidated positions (8 % liquidated at their liquidation price,
 *    the others closed by the user, staff, take-profit or stop-loss at a price within a few percent of the entry),
 *    closed over the last `spanDays` days, minutes to three days after they opened, a third of them by the busiest 2 % of
 *    the users; and two thirds orders no longer open: each closed position's opening fill (6 % a cancelled limit
 *    order instead) and its closing fill (reduce-only, its close reason and profit).
 * The history's money is not in the wallets or the change log (neither list reads them, and a liquidation posts
 * the margin back and lost: every wallet still equals its change log). Deterministic for the same demo data and clock.
 */
export interface PerpetualData {
  pairs: { id: number; name: string; mark: string }[];
  users: number;
  open: number;
  warned: number;
  waiting: number;
  closedPositions: number;
  historyOrders: number;
  spanDays: number;
}

/** A number in [0, 1) from the row's `n` and a salt. */
const f = (salt: number, n = 'g.n') => `((abs(hashint8extended(${n}, ${salt})) % 1000000) / 1000000.0)`;

export async function generatePerpetual(
  db: Db,
  opts: {
    open: number;
    waiting: number;
    history: number;
    spanDays: number;
    firstUser: number;
    lastUser: number;
    now: Date;
    log: (line: string) => void;
  },
): Promise<PerpetualData> {
  const { open, waiting, history, spanDays, firstUser, lastUser, now, log } = opts;
  const users = lastUser - firstUser + 1;
  const { rows: coin } = await db.query<{ id: number }>(`select id from coins where code = 'USDT'`);
  const usdt = coin[0].id;
  // The pairs, each with its mark (the newest tick of its coin pair), numbered 0..C-1.
  await db.query('drop table if exists bench_perpetual_pairs');
  await db.query(
    `create table bench_perpetual_pairs as
     select (row_number() over (order by p.display_sort, p.id) - 1)::int as k, p.id, p.name, p.multiplier, m.id as tick_id, m.price as mark
     from perpetual_pairs p cross join lateral (select t.id, t.price from price_ticks t where t.coin_pair_id = p.coin_pair_id
       order by t.tick_time desc, t.id desc limit 1) m`,
  );
  const { rows: pairs } = await db.query<{ k: number; id: number; name: string; mark: string }>(
    'select k, id, name, trim_scale(mark)::text as mark from bench_perpetual_pairs order by k',
  );
  const c = pairs.length;
  if (open > 2 * c * users) throw new Error(`${open} open positions need ${Math.ceil(open / (2 * c))} users, not ${users}`);

  let t = performance.now();
  await db.query(
    `insert into user_wallets (user_id, coin_id, wallet_type, create_date, update_date)
     select u.id, $3, $4, $5, $5 from users u where u.id between $1 and $2
       and not exists (select 1 from user_wallets w where w.user_id = u.id and w.coin_id = $3 and w.wallet_type = $4)`,
    [firstUser, lastUser, usdt, PERPETUAL_WALLET, now],
  );
  await db.query('analyze user_wallets');
  log(`perpetual wallets in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Open positions: user u = n mod U, its k-th (k = n div U) on pair and direction (u + k) mod 2C.
  t = performance.now();
  await db.query(
    `insert into perpetual_positions (user_id, wallet_id, coin_id, pair_id, direction, fund_type, size, max_held, multiplier, entry_price,
       margin, leverage, maintenance_margin_rate, warning_threshold, fee_mode, close_profit_fee, liquidation_price, warning_price,
       break_even_price, open_fee, warning, open_tick_id, opened_date, create_date, update_date)
     select o.user_id, w.id, $4, p.id, o.direction, o.fund_type, o.size, o.size, p.multiplier, e.entry, e.margin, o.leverage,
       s.minimum_maintenance_margin_rate, s.position_warning_threshold, s.fee_mode, s.close_profit_fee, l.liq, e.warn,
       round(case o.direction when 'long' then e.entry + e.fee / e.q / (1 - s.close_profit_fee) else e.entry - e.fee / e.q / (1 - s.close_profit_fee) end, 8),
       e.fee, case when (o.direction = 'long' and e.warn >= p.mark) or (o.direction = 'short' and e.warn <= p.mark) then 1 else 0 end,
       p.tick_id, o.opened_date, o.opened_date, o.opened_date
     from (
       select g.n, $1::bigint + g.n % $3 as user_id, ((g.n % $3) + g.n / $3) % ${2 * c} as combo,
         (array[5, 10, 20, 50, 100])[1 + floor(${f(11)} * 5)::int] as leverage,
         1 + floor(${f(12)} * ${f(13)} * 400)::int as size,
         0.02 + 1.58 * ${f(14)} as reach,
         case when ${f(15)} < 0.05 then 2 else 1 end as fund_type,
         $5::timestamptz - ${f(16)} * interval '30 days' as opened_date,
         case when ((g.n % $3) + g.n / $3) % ${2 * c} < ${c} then 'long' else 'short' end as direction
       from generate_series(0, $2::bigint - 1) g(n)
     ) o
     join bench_perpetual_pairs p on p.k = o.combo % ${c}
     join user_wallets w on w.user_id = o.user_id and w.coin_id = $4 and w.wallet_type = ${PERPETUAL_WALLET}
     cross join perpetual_settings s
     cross join lateral (select round(case o.direction when 'long' then p.mark * (1 - o.reach / o.leverage)
       else p.mark * (1 + o.reach / o.leverage) end, 8) as liq) l
     cross join lateral (select x.entry, x.q, round(x.entry * x.q / o.leverage, 18) as margin, round(x.entry * x.q * s.open_order_fee, 18) as fee,
         round(case o.direction when 'long' then x.entry * (1 - 1.0 / o.leverage) / (1 - s.minimum_maintenance_margin_rate / s.position_warning_threshold)
           else x.entry * (1 + 1.0 / o.leverage) / (1 + s.minimum_maintenance_margin_rate / s.position_warning_threshold) end, 8) as warn
       from (select round(case o.direction when 'long' then l.liq * (1 - s.minimum_maintenance_margin_rate) / (1 - 1.0 / o.leverage)
           else l.liq * (1 + s.minimum_maintenance_margin_rate) / (1 + 1.0 / o.leverage) end, 8) as entry, o.size * p.multiplier as q) x) e
     order by o.opened_date`,
    [firstUser, open, users, usdt, now],
  );
  log(`${open.toLocaleString()} open positions in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Waiting orders: limit orders below the mark for longs (above for shorts), stops the other way, 2 to 20 % off.
  t = performance.now();
  await db.query(
    `insert into perpetual_orders (user_id, wallet_id, coin_id, pair_id, direction, category, status, fund_type, leverage, quantity,
       price, stop_price, trigger_condition, margin, fee, held, place_tick_id, opened_date, create_date, update_date)
     select o.user_id, w.id, $4, p.id, o.direction, o.category, 'open', 1, o.leverage, o.size, case when o.category = 'limit' then x.price end,
       case when o.category = 'stop' then x.price end,
       case when o.category = 'stop' then case o.direction when 'long' then 'rises_to' else 'falls_to' end end,
       0, 0, round(x.price * o.size * p.multiplier * (1.0 / o.leverage + s.open_order_fee), 18), p.tick_id, o.opened_date, o.opened_date, o.opened_date
     from (
       select g.n, $1::bigint + (g.n * 7919) % $3 as user_id, floor(${f(21)} * ${c})::int as k,
         case when ${f(22)} < 0.5 then 'long' else 'short' end as direction, case when ${f(23)} < 0.7 then 'limit' else 'stop' end as category,
         (array[5, 10, 20, 50, 100])[1 + floor(${f(24)} * 5)::int] as leverage, 1 + floor(${f(25)} * 100)::int as size,
         0.02 + 0.18 * ${f(26)} as away, $5::timestamptz - ${f(27)} * interval '7 days' as opened_date
       from generate_series(0, $2::bigint - 1) g(n)
     ) o
     join bench_perpetual_pairs p on p.k = o.k
     join user_wallets w on w.user_id = o.user_id and w.coin_id = $4 and w.wallet_type = ${PERPETUAL_WALLET}
     cross join perpetual_settings s
     cross join lateral (select round(p.mark * case when (o.direction = 'long') = (o.category = 'limit') then 1 - o.away else 1 + o.away end, 8) as price) x
     order by o.opened_date`,
    [firstUser, waiting, users, usdt, now],
  );
  log(`${waiting.toLocaleString()} waiting orders in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Closed positions, with ids of their own (base + n), so their orders find them by number.
  t = performance.now();
  const closed = Math.floor(history / 3);
  const orders = history - closed;
  const heavy = Math.max(1, Math.floor(users / 50));
  const { rows: maxPosition } = await db.query<{ max: string | null }>('select max(id)::text as max from perpetual_positions');
  const base = Number(maxPosition[0].max ?? 0) + 1;
  const span = spanDays * 86400;
  await db.query(
    `insert into perpetual_positions (id, user_id, wallet_id, coin_id, pair_id, direction, status, fund_type, size, max_held, closed_size,
       multiplier, entry_price, margin, leverage, maintenance_margin_rate, warning_threshold, fee_mode, close_profit_fee, liquidation_price,
       warning_price, break_even_price, open_fee, close_fee, realised_pnl, exit_value, open_tick_id, close_tick_id, close_reason,
       settlement_status, opened_date, closed_date, create_date, update_date)
     select $1::bigint + o.n, o.user_id, w.id, $5, p.id, o.direction, case when o.reason = 'liquidation' then 'liquidated' else 'closed' end,
       o.fund_type, 0, o.size, o.size, p.multiplier, e.entry, 0, o.leverage, s.minimum_maintenance_margin_rate, s.position_warning_threshold,
       s.fee_mode, s.close_profit_fee, e.liq, e.liq, e.entry, e.open_fee, greatest(r.pnl, 0) * s.close_profit_fee, r.pnl, r.exit * o.size,
       p.tick_id, p.tick_id, o.reason, 'settled', o.opened_date, o.closed_date, o.opened_date, o.closed_date
     from (
       select g.n,
         case when ${f(31)} < 0.33 then $3::bigint + floor(${f(32)} * $7::bigint)::bigint else $3::bigint + floor(${f(33)} * $4::bigint)::bigint end as user_id,
         floor(${f(34)} * ${c})::int as k, case when ${f(35)} < 0.52 then 'long' else 'short' end as direction,
         (array[5, 10, 20, 50, 100])[1 + floor(${f(36)} * 5)::int] as leverage, 1 + floor(${f(37)} * ${f(38)} * 400)::int as size,
         case when ${f(39)} < 0.05 then 2 else 1 end as fund_type,
         case when ${f(40)} < 0.08 then 'liquidation' when ${f(40)} < 0.70 then 'user' when ${f(40)} < 0.80 then 'staff'
              when ${f(40)} < 0.90 then 'take_profit' else 'stop_loss' end as reason,
         ${f(41)} as swing, ${f(42)} as move,
         to_timestamp(($6::bigint - ${f(43)} * $8::bigint - 60 - ${f(44)} * ${f(44)} * 3 * 86400)::float8) as opened_date,
         to_timestamp(($6::bigint - ${f(43)} * $8::bigint)::float8) as closed_date
       from generate_series(0, $2::bigint - 1) g(n)
     ) o
     join bench_perpetual_pairs p on p.k = o.k
     join user_wallets w on w.user_id = o.user_id and w.coin_id = $5 and w.wallet_type = ${PERPETUAL_WALLET}
     cross join perpetual_settings s
     cross join lateral (select x.entry, x.entry * o.size * p.multiplier * s.open_order_fee as open_fee,
         round(case o.direction when 'long' then x.entry * (1 - 1.0 / o.leverage) / (1 - s.minimum_maintenance_margin_rate)
           else x.entry * (1 + 1.0 / o.leverage) / (1 + s.minimum_maintenance_margin_rate) end, 8) as liq
       from (select round(p.mark * (1 + 0.1 * (o.swing - 0.5)), 8) as entry) x) e
     cross join lateral (select x.exit, round(case o.direction when 'long' then x.exit - e.entry else e.entry - x.exit end * o.size * p.multiplier, 18) as pnl
       from (select case when o.reason = 'liquidation' then e.liq
                    else round(e.entry * (1 + (o.move - 0.5) * 0.04 / sqrt(o.leverage::numeric)), 8) end as exit) x) r
     order by o.closed_date`,
    [base, closed, firstUser, users, usdt, Math.floor(now.getTime() / 1000), heavy, span],
  );
  await db.query(`select setval(pg_get_serial_sequence('perpetual_positions', 'id'), (select max(id) from perpetual_positions))`);
  const { rows: closedCount } = await db.query<{ n: number }>('select count(*)::int as n from perpetual_positions where id >= $1', [base]);
  log(`${closedCount[0].n.toLocaleString()} closed positions in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // History orders: order 2i opened closed position i (6 %: a cancelled limit order instead), order 2i + 1 closed it.
  t = performance.now();
  const slice = 200_000;
  for (let from = 0; from < orders; from += slice) {
    const to = Math.min(orders, from + slice) - 1;
    await db.query(
      `insert into perpetual_orders (user_id, wallet_id, coin_id, pair_id, position_id, direction, category, status, settlement_status,
         fund_type, leverage, quantity, executed_quantity, price, executed_price, margin, fee, held, pnl, reduce_only, close_position,
         close_reason, place_tick_id, tick_id, operator, reason, opened_date, executed_date, cancelled_date, create_date, update_date)
       select x.user_id, x.wallet_id, x.coin_id, x.pair_id, case when not o.cancelled then x.id end, x.direction,
         case when o.closing then 'market' when o.cancelled or o.limit_order then 'limit' else 'market' end,
         case when o.cancelled then 'cancelled' else 'filled' end, 'settled', x.fund_type, x.leverage, x.max_held,
         case when o.cancelled then 0 else x.max_held end,
         case when o.cancelled or (o.limit_order and not o.closing) then x.entry_price end,
         case when o.cancelled then null when o.closing then round(x.exit_value / x.closed_size, 8) else x.entry_price end,
         case when o.cancelled then 0 else round(x.entry_price * x.max_held * x.multiplier / x.leverage, 18) end,
         case when o.cancelled then 0 when o.closing then x.close_fee else x.open_fee end, 0,
         case when o.closing then x.realised_pnl - x.close_fee end, o.closing::int, o.closing::int,
         case when o.closing then x.close_reason end, x.open_tick_id, case when not o.cancelled then x.close_tick_id end,
         case when o.closing and x.close_reason = 'staff' then 'admin' when o.closing and x.close_reason <> 'user' then 'system' end,
         case when o.closing and x.close_reason = 'liquidation' then 'Liquidated at the recorded tick' end,
         d.at, case when not o.cancelled then d.at end, case when o.cancelled then d.at + interval '5 minutes' end, d.at, d.at
       from (
         select g.n, $1::bigint + (g.n / 2) % $2::bigint as position_id, g.n % 2 = 1 as closing,
           g.n % 2 = 0 and ${f(51)} < 0.06 as cancelled, ${f(52)} < 0.15 as limit_order
         from generate_series($3::bigint, $4::bigint) g(n)
       ) o
       join perpetual_positions x on x.id = o.position_id
       cross join lateral (select case when o.closing then x.closed_date else x.opened_date end as at) d`,
      [base, closed, from, to],
    );
    log(`history orders to ${(to + 1).toLocaleString()} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await db.query('drop table bench_perpetual_pairs');
  // What autovacuum does on a live server (there the engine updates every pair's mark a few times a second).
  for (const table of ['user_wallets', 'perpetual_pairs', 'perpetual_positions', 'perpetual_orders'])
    await db.query(`vacuum analyze ${table}`);
  // Again, once no other session holds a snapshot (an autovacuum of the inserts running beside the first vacuum holds
  // back its horizon): the history's pages all-visible, as insert-triggered autovacuum leaves them on a live server,
  // so its counts can read indexes alone.
  for (let i = 0; i < 120; i++) {
    const { rows: busy } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where pid <> pg_backend_pid() and backend_xmin is not null`,
    );
    if (!busy[0].n) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await db.query('vacuum perpetual_positions, perpetual_orders');
  const { rows: visible } = await db.query<{ relname: string; pages: number; visible: number }>(
    `select relname, relpages as pages, relallvisible as visible from pg_class where relname in ('perpetual_positions', 'perpetual_orders')`,
  );
  log(`all-visible pages: ${visible.map((v) => `${v.relname} ${v.visible} of ${v.pages}`).join(', ')}`);
  const { rows } = await db.query<{ open: number; warned: number; waiting: number; closed: number; history_orders: number }>(
    `select (select count(*) from perpetual_positions where status = 'open')::int as open,
       (select count(*) from perpetual_positions where status = 'open' and warning = 1)::int as warned,
       (select count(*) from perpetual_orders where status = 'open')::int as waiting,
       (select count(*) from perpetual_positions where status <> 'open')::int as closed,
       (select count(*) from perpetual_orders where status <> 'open')::int as history_orders`,
  );
  const r = rows[0];
  return {
    pairs: pairs.map(({ id, name, mark }) => ({ id, name, mark })),
    users,
    open: r.open,
    warned: r.warned,
    waiting: r.waiting,
    closedPositions: r.closed,
    historyOrders: r.history_orders,
    spanDays,
  };
}
