-- The Coins area's fields of a coin pair (`system/tradingPair/*`), and convert (`convert/*`): the pairs a
-- user may swap on, with their spread and limits, and the orders made on them at a recorded feed price.

-- transfer_type: the pair's market (options `coinPairTransferType`): 1 crypto, open around the clock unless a
-- daily close window is set; 2 traditional market, also closed on Saturdays and Sundays (UTC).
-- is_market_close: whether the daily close window close_start_time..close_end_time (UTC, may wrap past
-- midnight) applies. decimal_point: decimals the pair's price is shown and quoted with; point_start..point_end:
-- the decimals the client offers for grouping the price (depth merge), within decimal_point.
alter table coin_pairs add column logo text;
alter table coin_pairs add column transfer_type integer not null default 1 check (transfer_type in (1, 2));
alter table coin_pairs add column display integer not null default 1 check (display in (0, 1));
alter table coin_pairs add column is_market_close integer not null default 0 check (is_market_close in (0, 1));
alter table coin_pairs add column close_start_time time;
alter table coin_pairs add column close_end_time time;
alter table coin_pairs add column decimal_point integer not null default 2 check (decimal_point between 0 and 18);
alter table coin_pairs add column point_start integer not null default 0 check (point_start between 0 and 18);
alter table coin_pairs add column point_end integer not null default 2 check (point_end between 0 and 18);
alter table coin_pairs add constraint coin_pairs_point_range check (point_start <= point_end and point_end <= decimal_point);
alter table coin_pairs add constraint coin_pairs_close_window check (
  is_market_close = 0 or (close_start_time is not null and close_end_time is not null and close_start_time <> close_end_time)
);
create index coin_pairs_sort_idx on coin_pairs (sort, id);

-- A convert pair: a coin pair users may swap on. Buying (direction 1) pays the pair's `to` coin and receives
-- its `from` coin at the feed price raised by the spread; selling (direction 2) pays `from` and receives `to`
-- at the price lowered by it. spread: percent. Minimum and maximum per side, in the coin paid on that side
-- (buy: `to`, sell: `from`); a maximum left empty means none. Deleted pairs are kept for their orders.
create table convert_pairs (
  id               serial primary key,
  coin_pair_id     integer not null references coin_pairs (id),
  name             text not null,
  code             text not null,
  logo             text,
  activation       integer not null default 1 check (activation in (0, 1)),
  spread           numeric(9, 4) not null default 0 check (spread >= 0 and spread < 100),
  buy_min_amount   numeric(36, 18) not null default 0 check (buy_min_amount >= 0),
  buy_max_amount   numeric(36, 18) check (buy_max_amount > 0 and buy_max_amount >= buy_min_amount),
  sell_min_amount  numeric(36, 18) not null default 0 check (sell_min_amount >= 0),
  sell_max_amount  numeric(36, 18) check (sell_max_amount > 0 and sell_max_amount >= sell_min_amount),
  sort             integer not null default 0,
  create_date      timestamptz not null default now(),
  update_date      timestamptz not null default now(),
  deleted_date     timestamptz,
  deleted_by       text
);
create unique index convert_pairs_coin_pair_key on convert_pairs (coin_pair_id) where deleted_date is null;
create index convert_pairs_sort_idx on convert_pairs (sort, id) where deleted_date is null;

-- How long a quote stays valid: an order whose newest recorded tick is older than this is refused.
create table convert_settings (
  id                      integer primary key default 1 check (id = 1),
  quote_validity_seconds  integer not null default 10 check (quote_validity_seconds between 1 and 3600),
  update_date             timestamptz not null default now()
);
insert into convert_settings (id) values (1);

-- A convert order: `amount` of pay_coin paid, `real_amount` of receive_coin received, at `price` (the tick's
-- `feed_price` with `spread` applied), each leg a wallet change-log row with reference `convert:<id>`.
-- The pair's name and codes are kept as they were when the order was made.
create table convert_orders (
  id                bigserial primary key,
  user_id           bigint not null references users (id),
  convert_pair_id   integer not null references convert_pairs (id),
  coin_pair_id      integer not null references coin_pairs (id),
  pair_name         text not null,
  direction         integer not null check (direction in (1, 2)),
  pay_coin_id       integer not null references coins (id),
  receive_coin_id   integer not null references coins (id),
  wallet_type       integer not null default 1 check (wallet_type in (1, 2)),
  amount            numeric(36, 18) not null check (amount > 0),
  real_amount       numeric(36, 18) not null check (real_amount > 0),
  price             numeric(36, 18) not null check (price > 0),
  feed_price        numeric(36, 18) not null check (feed_price > 0),
  spread            numeric(9, 4) not null,
  tick_id           bigint not null references price_ticks (id),
  tick_time         timestamptz not null,
  ip                text,
  create_date       timestamptz not null
);
create index convert_orders_date_idx on convert_orders (create_date desc, id desc);
create index convert_orders_user_idx on convert_orders (user_id, id desc);
create index convert_orders_pair_idx on convert_orders (convert_pair_id, id desc);
create index convert_orders_amount_idx on convert_orders (amount desc, id desc);
create index convert_orders_tick_idx on convert_orders (tick_id);
