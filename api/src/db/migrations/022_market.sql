-- The market every trading area builds on (DESIGN section 8): the coin pairs the price feed quotes
-- (`system/tradingPair/*`, the Coins area's "trading pairs") and the ticks it gave. Every open, close,
-- mark, trigger and quote price of the platform is one of these recorded ticks, referred to by id.

-- A coin pair: `from` priced in `to` (BTC/USDT: one BTC costs `price` USDT). The Coins area adds its
-- display fields (logo, market close hours, decimals, point range) to this table.
create table coin_pairs (
  id            serial primary key,
  code          text not null unique,
  name          text not null,
  from_coin_id  integer not null references coins (id),
  to_coin_id    integer not null references coins (id),
  active        integer not null default 1 check (active in (0, 1)),
  sort          integer not null default 0,
  create_date   timestamptz not null default now(),
  update_date   timestamptz not null default now(),
  check (from_coin_id <> to_coin_id),
  unique (from_coin_id, to_coin_id)
);

-- One price of a coin pair at a moment, as the feed (`source`: `simulated` or the provider's name) gave it.
-- Ticks are pruned after a while, except those a round, order, position or risk record refers to.
create table price_ticks (
  id            bigserial primary key,
  coin_pair_id  integer not null references coin_pairs (id),
  price         numeric(36, 18) not null check (price > 0),
  tick_time     timestamptz not null,
  source        text not null,
  create_date   timestamptz not null default now()
);
create index price_ticks_pair_time_idx on price_ticks (coin_pair_id, tick_time desc, id desc);
create index price_ticks_time_idx on price_ticks (tick_time);
