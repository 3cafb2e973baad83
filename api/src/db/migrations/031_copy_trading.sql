-- Copy trading (issue 14; api/src/modules/copy-trading). A leader is an account followers copy; a leading order is
-- a futures order of a leader, placed in an open round; each subscribed follower gets a copy (a following order):
-- a futures order of the same round carrying the leading order's share id and follow code. Copies settle with the
-- round like every futures order; a winning follower pays the leader's fee to the leader through the ledger
-- (futures_orders.leader_fee; rounds/settle.ts). Money NUMERIC, ratios fractions (0.1 = 10 %).

-- Leader accounts. The fee ratio is the account's own `users.leader_fee_ratio` (002_users.sql); a leading order
-- keeps the ratio it was placed with, so a later change never alters the fee of orders placed.
create table copy_leaders (
  user_id      bigint primary key references users (id),
  status       integer not null default 1 check (status in (0, 1)),
  create_date  timestamptz not null default now(),
  update_date  timestamptz not null default now()
);

-- A follower's subscription to a leader: each copy stakes `copy_amount`, or the leader's stake times
-- `copy_ratio`; `max_amount` is the follower's limit on one copy's stake (null: none).
create table copy_follows (
  id                bigserial primary key,
  follower_user_id  bigint not null references users (id),
  leader_user_id    bigint not null references copy_leaders (user_id),
  copy_mode         text not null check (copy_mode in ('amount', 'ratio')),
  copy_amount       numeric(36, 18) check (copy_amount > 0),
  copy_ratio        numeric(18, 8) check (copy_ratio > 0),
  max_amount        numeric(36, 18) check (max_amount > 0),
  status            integer not null default 1 check (status in (0, 1)),
  create_date       timestamptz not null default now(),
  update_date       timestamptz not null default now(),
  unique (follower_user_id, leader_user_id),
  check (follower_user_id <> leader_user_id),
  check ((copy_mode = 'amount' and copy_amount is not null) or (copy_mode = 'ratio' and copy_ratio is not null))
);
create index copy_follows_leader_idx on copy_follows (leader_user_id, follower_user_id) where status = 1;

-- A leading order: the leader's futures order (`order_id`, the console's id of it) and its follow terms and
-- figures. The order's pair, gameplay, round, direction, stake and date are copied here so the list filters and
-- sorts on this table's indexes; status, result and prices are read from the order. The fan-out figures are
-- written by the fan-out (and follow requests add to copied/skipped); leader_fee is the sum of the fees its
-- winning followers paid, written by the round's settlement.
create table copy_leading_orders (
  order_id             bigint primary key references futures_orders (id),
  leader_user_id       bigint not null references copy_leaders (user_id),
  share_id             text not null unique,
  follow_code          text not null unique,
  round_id             bigint not null references futures_rounds (id),
  futures_pair_id      integer not null references futures_pairs (id),
  gameplay_id          integer not null references futures_gameplays (id),
  direction            text not null check (direction in ('long', 'short')),
  amount               numeric(36, 18) not null,
  order_date           timestamptz not null,
  balance_after        numeric(36, 18) not null,
  permissions_type     text not null default 'everyone' check (permissions_type in ('everyone', 'invited', 'not_blocked')),
  leader_fee_ratio     numeric(18, 8) not null check (leader_fee_ratio >= 0 and leader_fee_ratio <= 1),
  placed_by_staff      text,
  followers_targeted   integer not null default 0,
  followers_copied     integer not null default 0,
  followed_amount      numeric(36, 18) not null default 0,
  skipped_balance      integer not null default 0,
  skipped_blocked      integer not null default 0,
  skipped_not_invited  integer not null default 0,
  skipped_limit        integer not null default 0,
  skipped_account      integer not null default 0,
  copy_ms              integer,
  leader_fee           numeric(36, 18) not null default 0,
  invite_count         integer not null default 0,
  block_count          integer not null default 0,
  create_date          timestamptz not null default now(),
  update_date          timestamptz not null default now()
);
create index copy_leading_orders_date_idx on copy_leading_orders (order_date desc, order_id desc);
create index copy_leading_orders_leader_idx on copy_leading_orders (leader_user_id, order_date desc, order_id desc);
create index copy_leading_orders_round_idx on copy_leading_orders (round_id);
create index copy_leading_orders_pair_idx on copy_leading_orders (futures_pair_id, order_date desc, order_id desc);
create index copy_leading_orders_amount_idx on copy_leading_orders (amount desc, order_id desc);

-- An order's invite and block lists: an account is on at most one list of an order.
create table copy_follow_lists (
  id                bigserial primary key,
  leading_order_id  bigint not null references copy_leading_orders (order_id),
  list_type         text not null check (list_type in ('invite', 'block')),
  user_id           bigint not null references users (id),
  created_by        text not null,
  create_date       timestamptz not null default now(),
  unique (leading_order_id, user_id)
);
create index copy_follow_lists_order_idx on copy_follow_lists (leading_order_id, list_type, id);

-- Followers a fan-out skipped and follow requests refused, with the reason (the fan-out's report rows).
create table copy_follow_skips (
  id                bigserial primary key,
  leading_order_id  bigint not null references copy_leading_orders (order_id),
  user_id           bigint not null references users (id),
  reason            text not null check (reason in ('balance', 'blocked', 'not_invited', 'limit', 'account')),
  source            text not null check (source in ('fanout', 'request')),
  amount            numeric(36, 18),
  detail            text,
  create_date       timestamptz not null default now()
);
create index copy_follow_skips_order_idx on copy_follow_skips (leading_order_id, id);

-- Following orders are the futures orders with a follow code: their list reads these (newest first, or one leading
-- order's copies).
create index futures_orders_following_idx on futures_orders (order_date desc, id desc) where follow_code is not null;
create index futures_orders_follow_code_idx on futures_orders (follow_code, order_date desc, id desc) where follow_code is not null;

-- The global yield settings (one row): the client's stake picker and the range of yield ratios a gameplay may be
-- saved with. No column randomises a figure shown to clients (DESIGN section 5).
create table futures_yield_settings (
  id               integer primary key default 1 check (id = 1),
  client_mode      integer not null default 1 check (client_mode in (1, 2)),
  slider_value     integer not null default 10 check (slider_value between 1 and 100),
  button_value     numeric(36, 18)[] not null default '{10,50,100,500}',
  client_num_show  integer not null default 2 check (client_num_show between 0 and 8),
  yield_mode       integer not null default 1 check (yield_mode in (1, 2)),
  min_yield        numeric(18, 8) not null default 0.01 check (min_yield > 0),
  max_yield        numeric(18, 8) not null default 10 check (max_yield >= min_yield),
  update_date      timestamptz,
  updated_by       text
);
insert into futures_yield_settings (id) values (1);
