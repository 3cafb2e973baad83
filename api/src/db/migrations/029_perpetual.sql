-- Perpetual contracts (DESIGN section 8): the settings, the perpetual pairs (each quoted by a coin pair of the
-- feed), positions with isolated margin, orders (market, limit, stop, and TP/SL strategies) with their triggers,
-- and each pair's engine mark (the last recorded tick applied). Money is NUMERIC; every margin, fee and realised
-- profit is also a wallet_change_log row of the perpetual wallet (wallet_type 2). Every open, fill, close and
-- liquidation refers to the recorded tick it used (so the tick prune keeps it). Ratios are fractions (0.8 = 80 %).
--
-- Fixed at a position's opening (isolated margin; formulas in api/src/modules/perpetual/engine/formulas.ts):
--   long:  liquidation = (entry * q - margin) / (q * (1 - mmr))   short: (entry * q + margin) / (q * (1 + mmr))
--   warning price: the same with mmr / positionWarningThreshold in place of mmr
-- where q = size * multiplier (base coin). So a tick finds the positions it crosses through the indexes below.

-- The settings (one row, id 1), the spec's fields. No field randomises a figure (DESIGN section 5).
create table perpetual_settings (
  id                                integer primary key default 1 check (id = 1),
  perpetual_switch                  integer not null default 1 check (perpetual_switch in (0, 1)),
  display_in_client                 integer not null default 1 check (display_in_client in (0, 1)),
  position_warning_threshold        numeric(18, 8) not null default 0.8 check (position_warning_threshold > 0 and position_warning_threshold < 1),
  margin_input_mode                 integer not null default 1 check (margin_input_mode in (1, 2)),
  slider_value                      integer not null default 5 check (slider_value between 1 and 100),
  button_value                      integer[] not null default '{10,25,50,100}',
  leverage_switch                   integer not null default 1 check (leverage_switch in (0, 1)),
  leverage_mode                     integer not null default 2 check (leverage_mode in (1, 2)),
  fixed_leverage_multiple           integer not null default 10 check (fixed_leverage_multiple between 1 and 125),
  open_leverage_multiples           integer[] not null default '{5,10,20,50,100}',
  open_leverage_default             integer not null default 10 check (open_leverage_default between 1 and 125),
  minimum_maintenance_margin_rate   numeric(18, 8) not null default 0.005 check (minimum_maintenance_margin_rate > 0 and minimum_maintenance_margin_rate < 1),
  margin_ration_warning_threshold   numeric(18, 8) not null default 0.6 check (margin_ration_warning_threshold > 0 and margin_ration_warning_threshold < 1),
  -- 1: rates (open fee of the opened notional, close fee of a close's profit); 2: fixed amounts per order.
  fee_mode                          integer not null default 1 check (fee_mode in (1, 2)),
  open_order_fee                    numeric(36, 18) not null default 0.0005 check (open_order_fee >= 0),
  close_profit_fee                  numeric(36, 18) not null default 0.05 check (close_profit_fee >= 0),
  tp_sl_range_limit_switch          integer not null default 0 check (tp_sl_range_limit_switch in (0, 1)),
  sl_range_limit                    numeric(18, 8) not null default 0.5 check (sl_range_limit > 0 and sl_range_limit <= 1),
  tp_range_limit                    numeric(18, 8) not null default 5 check (tp_range_limit > 0),
  update_date                       timestamptz,
  updated_by                        text
);
insert into perpetual_settings (id) values (1);

-- A perpetual pair, quoted by one coin pair of the feed. One contract is `multiplier` of the base coin; order
-- quantities are contracts within quantity_min..quantity_max with quantity_precision decimals.
create table perpetual_pairs (
  id                      serial primary key,
  coin_pair_id            integer not null references coin_pairs (id),
  name                    text not null,
  multiplier              numeric(36, 18) not null check (multiplier > 0),
  order_book_price_range  numeric(18, 8) not null check (order_book_price_range between 0 and 1),
  quantity_precision      integer not null check (quantity_precision between 0 and 8),
  quantity_min            numeric(36, 18) not null check (quantity_min > 0),
  quantity_max            numeric(36, 18) not null check (quantity_max >= quantity_min),
  display_sort            integer not null default 0,
  status                  integer not null default 1 check (status in (0, 1)),
  display_switch          integer not null default 1 check (display_switch in (0, 1)),
  -- The engine's mark: the last recorded tick of the coin pair applied to the pair's positions and orders.
  last_tick_id            bigint references price_ticks (id),
  create_date             timestamptz not null default now(),
  update_date             timestamptz not null default now()
);
create unique index perpetual_pairs_name_key on perpetual_pairs (lower(name));
create index perpetual_pairs_sort_idx on perpetual_pairs (display_sort, id);
create index perpetual_pairs_coin_pair_idx on perpetual_pairs (coin_pair_id);

-- A position: one open per user, pair and direction (a new fill of the same side adds to it). `size` contracts
-- now held, `max_held` the most it held, `closed_size` what its closes took. realised_pnl sums its closes' profit
-- before fees; exit_value sums close price x contracts closed (exitPrice = exit_value / closed_size).
-- settlement_status: pending while open, settled once closed (its money is through the ledger).
create table perpetual_positions (
  id                    bigserial primary key,
  user_id               bigint not null references users (id),
  wallet_id             bigint not null references user_wallets (id),
  coin_id               integer not null references coins (id),
  pair_id               integer not null references perpetual_pairs (id),
  direction             text not null check (direction in ('long', 'short')),
  status                text not null default 'open' check (status in ('open', 'closed', 'liquidated')),
  fund_type             integer not null default 1 check (fund_type in (1, 2)),
  size                  numeric(36, 18) not null check (size >= 0),
  size_unit_id          integer not null default 1 check (size_unit_id in (1, 2)),
  max_held              numeric(36, 18) not null,
  closed_size           numeric(36, 18) not null default 0,
  multiplier            numeric(36, 18) not null,
  entry_price           numeric(36, 18) not null check (entry_price > 0),
  margin                numeric(36, 18) not null check (margin >= 0),
  leverage              integer not null check (leverage > 0),
  maintenance_margin_rate numeric(18, 8) not null,
  warning_threshold     numeric(18, 8) not null,
  fee_mode              integer not null,
  close_profit_fee      numeric(36, 18) not null,
  liquidation_price     numeric(36, 18) not null,
  warning_price         numeric(36, 18),
  break_even_price      numeric(36, 18) not null,
  open_fee              numeric(36, 18) not null default 0,
  close_fee             numeric(36, 18) not null default 0,
  realised_pnl          numeric(36, 18) not null default 0,
  exit_value            numeric(36, 18) not null default 0,
  warning               integer not null default 0 check (warning in (0, 1)),
  tp_price              numeric(36, 18),
  sl_price              numeric(36, 18),
  strategy_id           bigint,
  open_tick_id          bigint not null references price_ticks (id),
  close_tick_id         bigint references price_ticks (id),
  close_reason          text check (close_reason in ('user', 'staff', 'take_profit', 'stop_loss', 'liquidation')),
  settlement_status     text not null default 'pending' check (settlement_status in ('pending', 'settled')),
  opened_date           timestamptz not null,
  closed_date           timestamptz,
  create_date           timestamptz not null default now(),
  update_date           timestamptz not null default now()
);
create unique index perpetual_positions_open_key on perpetual_positions (user_id, pair_id, direction) where status = 'open';
-- What a tick crosses (set-based per pair and direction): liquidation, warning, take-profit and stop-loss prices.
-- It holds what the warning list's stress figure sums (size x multiplier): its count and notional per pair and
-- direction read the index alone (bench/report.md, Perpetual).
create index perpetual_positions_liquidation_idx on perpetual_positions (pair_id, direction, liquidation_price)
  include (size, multiplier) where status = 'open';
create index perpetual_positions_warning_price_idx on perpetual_positions (pair_id, direction, warning_price) where status = 'open';
create index perpetual_positions_warned_idx on perpetual_positions (pair_id, id) where status = 'open' and warning = 1;
create index perpetual_positions_tp_idx on perpetual_positions (pair_id, direction, tp_price) where status = 'open' and tp_price is not null;
create index perpetual_positions_sl_idx on perpetual_positions (pair_id, direction, sl_price) where status = 'open' and sl_price is not null;
-- The open position list's orders, and the history's.
create index perpetual_positions_open_id_idx on perpetual_positions (id) where status = 'open';
create index perpetual_positions_open_date_idx on perpetual_positions (opened_date desc, id desc) where status = 'open';
create index perpetual_positions_open_margin_idx on perpetual_positions (margin, id) where status = 'open';
create index perpetual_positions_history_id_idx on perpetual_positions (id) where status <> 'open';
create index perpetual_positions_history_opened_idx on perpetual_positions (opened_date desc, id desc) where status <> 'open';
create index perpetual_positions_history_closed_idx on perpetual_positions (closed_date desc, id desc) where status <> 'open';
-- The history's totals filtered by pair, direction or status counted from an index alone (a date range within it):
-- a history row is written once, when the position ends, so its pages stay all-visible.
create index perpetual_positions_history_pair_idx on perpetual_positions (pair_id, direction, closed_date) where status <> 'open';
create index perpetual_positions_history_direction_idx on perpetual_positions (direction, closed_date) where status <> 'open';
create index perpetual_positions_history_status_idx on perpetual_positions (status, closed_date) where status <> 'open';
create index perpetual_positions_user_idx on perpetual_positions (user_id, id desc);

-- An order. direction is the direction of the position it opens or closes (a close of a long is `long`,
-- close_position 1). held: the margin and fee taken from the wallet while an opening limit or stop order waits.
-- price: a limit price; for a staff close, the mark price the admin was shown (never the fill price).
-- tick_id: the recorded tick it was filled, triggered or rejected at (executed_price is that tick's price, or a
-- limit order's own price, which the tick reached).
create table perpetual_orders (
  id                 bigserial primary key,
  user_id            bigint not null references users (id),
  wallet_id          bigint not null references user_wallets (id),
  coin_id            integer not null references coins (id),
  pair_id            integer not null references perpetual_pairs (id),
  position_id        bigint references perpetual_positions (id),
  direction          text not null check (direction in ('long', 'short')),
  category           text not null check (category in ('market', 'limit', 'stop', 'tp_sl')),
  status             text not null check (status in ('open', 'filled', 'cancelled', 'triggered', 'rejected')),
  settlement_status  text not null default 'pending' check (settlement_status in ('pending', 'settled')),
  fund_type          integer not null default 1 check (fund_type in (1, 2)),
  leverage           integer not null check (leverage > 0),
  quantity           numeric(36, 18) not null check (quantity >= 0),
  executed_quantity  numeric(36, 18) not null default 0,
  amount_unit_id     integer not null default 1 check (amount_unit_id in (1, 2)),
  price              numeric(36, 18),
  stop_price         numeric(36, 18),
  trigger_condition  text check (trigger_condition in ('rises_to', 'falls_to')),
  executed_price     numeric(36, 18),
  margin             numeric(36, 18) not null default 0,
  fee                numeric(36, 18) not null default 0,
  held               numeric(36, 18) not null default 0,
  pnl                numeric(36, 18),
  reduce_only        integer not null default 0 check (reduce_only in (0, 1)),
  close_position     integer not null default 0 check (close_position in (0, 1)),
  close_reason       text check (close_reason in ('user', 'staff', 'take_profit', 'stop_loss', 'liquidation')),
  strategy_id        bigint references perpetual_orders (id),
  client_order_id    text,
  place_tick_id      bigint references price_ticks (id),
  tick_id            bigint references price_ticks (id),
  operator           text,
  reason             text,
  ip                 text,
  opened_date        timestamptz not null,
  executed_date      timestamptz,
  cancelled_date     timestamptz,
  create_date        timestamptz not null default now(),
  update_date        timestamptz not null default now()
);
alter table perpetual_positions add constraint perpetual_positions_strategy_fk foreign key (strategy_id) references perpetual_orders (id);
create unique index perpetual_orders_client_key on perpetual_orders (user_id, client_order_id) where client_order_id is not null;
create index perpetual_orders_limit_idx on perpetual_orders (pair_id, direction, price) where status = 'open' and category = 'limit';
create index perpetual_orders_stop_idx on perpetual_orders (pair_id, trigger_condition, stop_price) where status = 'open' and category = 'stop';
create index perpetual_orders_open_id_idx on perpetual_orders (id) where status = 'open';
create index perpetual_orders_open_date_idx on perpetual_orders (opened_date desc, id desc) where status = 'open';
create index perpetual_orders_history_id_idx on perpetual_orders (id) where status <> 'open';
create index perpetual_orders_history_date_idx on perpetual_orders (opened_date desc, id desc) where status <> 'open';
-- The order history's totals by pair, direction or status, as the position history's.
create index perpetual_orders_history_pair_idx on perpetual_orders (pair_id, direction, opened_date) where status <> 'open';
create index perpetual_orders_history_direction_idx on perpetual_orders (direction, opened_date) where status <> 'open';
create index perpetual_orders_history_status_idx on perpetual_orders (status, opened_date) where status <> 'open';
create index perpetual_orders_position_idx on perpetual_orders (position_id);
create index perpetual_orders_strategy_idx on perpetual_orders (strategy_id);
create index perpetual_orders_user_idx on perpetual_orders (user_id, id desc);

-- The triggers of an order: a TP/SL strategy's take-profit and stop-loss, a stop order's stop price. Once a
-- recorded tick fires one, it names that tick and the order it drove (the market close, or the stop's fill).
create table perpetual_triggers (
  id               bigserial primary key,
  order_id         bigint not null references perpetual_orders (id),
  kind             text not null check (kind in ('take_profit', 'stop_loss', 'stop')),
  condition        text not null check (condition in ('rises_to', 'falls_to')),
  trigger_price    numeric(36, 18) not null check (trigger_price > 0),
  driven_order_id  bigint references perpetual_orders (id),
  fired_tick_id    bigint references price_ticks (id),
  fired_date       timestamptz,
  create_date      timestamptz not null default now()
);
create index perpetual_triggers_order_idx on perpetual_triggers (order_id);
