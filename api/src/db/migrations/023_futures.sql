-- Futures (timed price prediction): the futures pairs, their gameplays, the rounds ("runners") the engine
-- opens, closes and settles from recorded ticks (DESIGN section 8), each round's transitions for its
-- timeline, and the futures orders. Money is NUMERIC; every stake, payout and refund is also a
-- wallet_change_log row (the ledger). No column chooses a result or a price (DESIGN section 5): there is no
-- initialRandomYield, manualControlType nor isMarketControlEnabled.
--
-- Ratios (yield, tax, rebate) are fractions: 0.85 means 85 %.

-- The engine's settings (one row, id 1). Until the futures system-settings screen edits them, the
-- defaults apply: no tax, no rebate, and a round whose closing tick is older than 5 seconds at its end
-- is voided and refunded.
--   tax_ratio: taken from a winning order's winnings.  rebate_ratio: returned from a losing order's stake.
create table futures_settings (
  id                       integer primary key default 1 check (id = 1),
  tax_ratio                numeric(18, 8) not null default 0 check (tax_ratio between 0 and 1),
  rebate_ratio             numeric(18, 8) not null default 0 check (rebate_ratio between 0 and 1),
  close_staleness_seconds  integer not null default 5 check (close_staleness_seconds > 0),
  update_date              timestamptz not null default now(),
  updated_by               text
);
insert into futures_settings (id) values (1);

-- A futures pair: what users predict, quoted by one coin pair of the feed (`thirdPartySymbolId` of the
-- spec is coin_pair_id; fromCoinCode/toCoinCode come from that coin pair).
-- status: 1 active, 0 inactive (options). halted: the operational halt (DESIGN section 5): a halted pair
-- opens no new round and its rounds accept no order until resumed. Deleting is soft once orders exist.
create table futures_pairs (
  id             serial primary key,
  code           text not null,
  name           text not null,
  coin_pair_id   integer not null references coin_pairs (id),
  status         integer not null default 1 check (status in (0, 1)),
  display_sort   integer not null default 0,
  halted         integer not null default 0 check (halted in (0, 1)),
  halted_date    timestamptz,
  halted_by      text,
  halt_reason    text,
  deleted_date   timestamptz,
  create_date    timestamptz not null default now(),
  update_date    timestamptz not null default now()
);
create unique index futures_pairs_code_key on futures_pairs (lower(code)) where deleted_date is null;
create index futures_pairs_coin_pair_idx on futures_pairs (coin_pair_id);
create index futures_pairs_sort_idx on futures_pairs (display_sort, id);

-- A gameplay of a pair: a round every time_interval seconds; orders accepted until accept_delay_time
-- seconds before its end; settled settle_delay_time seconds after its end. quantity_min/max bound one
-- order's stake. A round snapshots these at opening, so an edit applies from the next round.
create table futures_gameplays (
  id                  serial primary key,
  futures_pair_id     integer not null references futures_pairs (id),
  name                text not null,
  time_interval       integer not null check (time_interval > 0),
  yield_ratio         numeric(18, 8) not null check (yield_ratio > 0),
  quantity_min        numeric(36, 18) not null default 0 check (quantity_min >= 0),
  quantity_max        numeric(36, 18) not null check (quantity_max > 0),
  user_rank_level     integer not null default 0,
  team_rank_level     integer not null default 0,
  display_sort        integer not null default 0,
  status              integer not null default 1 check (status in (0, 1)),
  accept_delay_time   integer not null default 0 check (accept_delay_time >= 0),
  settle_delay_time   integer not null default 0 check (settle_delay_time >= 0),
  halted              integer not null default 0 check (halted in (0, 1)),
  halted_date         timestamptz,
  halted_by           text,
  halt_reason         text,
  create_date         timestamptz not null default now(),
  update_date         timestamptz not null default now(),
  check (quantity_min <= quantity_max),
  check (accept_delay_time < time_interval)
);
create index futures_gameplays_pair_idx on futures_gameplays (futures_pair_id, display_sort, id);

-- A round (the spec's runner). status is a state machine:
--   scheduled -> open -> locked -> closed -> settled,  and scheduled/open/locked/closed -> voided.
-- open accepts orders; locked (from end_date - accept_delay) accepts none; closed has its close tick;
-- settled has paid every order; voided refunded every order (void_reason says why, void_operator who:
-- 'system' for the automatic staleness void). halted: an operational halt; a halted round accepts no
-- order and is not closed or settled until resumed (or voided).
-- result: long (close > open), short (close < open), draw (equal); null until closed.
-- settings: the gameplay's settings at opening (yieldRatio, quantityMin/Max, timeInterval, acceptDelayTime,
-- settleDelayTime, taxRatio, rebateRatio, closeStalenessSeconds, ...).
-- long_total/short_total: the sums of the filled stakes of its orders per direction;
-- winner_payout: the sum credited to winning orders (stake + winnings - tax);
-- loser_payout: the sum credited back to losing orders (their rebates);
-- long_yield_ratio/short_yield_ratio: the ratio each side's winning orders were paid (null while unsettled
-- or when that side did not win).
create table futures_rounds (
  id                 bigserial primary key,
  futures_pair_id    integer not null references futures_pairs (id),
  gameplay_id        integer not null references futures_gameplays (id),
  coin_pair_id       integer not null references coin_pairs (id),
  status             text not null default 'scheduled'
                     check (status in ('scheduled', 'open', 'locked', 'closed', 'settled', 'voided')),
  halted             integer not null default 0 check (halted in (0, 1)),
  halted_date        timestamptz,
  halted_by          text,
  halt_reason        text,
  settings           jsonb not null,
  start_date         timestamptz not null,
  lock_date          timestamptz not null,
  end_date           timestamptz not null,
  settle_due_date    timestamptz not null,
  settle_date        timestamptz,
  open_tick_id       bigint references price_ticks (id),
  open_price         numeric(36, 18),
  close_tick_id      bigint references price_ticks (id),
  close_price        numeric(36, 18),
  result             text check (result in ('long', 'short', 'draw')),
  long_total         numeric(36, 18) not null default 0,
  short_total        numeric(36, 18) not null default 0,
  long_count         integer not null default 0,
  short_count        integer not null default 0,
  winner_payout      numeric(36, 18) not null default 0,
  loser_payout       numeric(36, 18) not null default 0,
  refund_total       numeric(36, 18) not null default 0,
  long_yield_ratio   numeric(18, 8),
  short_yield_ratio  numeric(18, 8),
  void_reason        text,
  void_operator      text,
  void_date          timestamptz,
  create_date        timestamptz not null default now(),
  update_date        timestamptz not null default now(),
  check (start_date <= lock_date and lock_date <= end_date and end_date <= settle_due_date),
  -- One round per gameplay and start: two API instances opening the same round insert it once.
  unique (gameplay_id, start_date)
);
create index futures_rounds_status_date_idx on futures_rounds (status, start_date desc, id desc);
create index futures_rounds_date_idx on futures_rounds (start_date desc, id desc);
create index futures_rounds_pair_idx on futures_rounds (futures_pair_id, start_date desc, id desc);
create index futures_rounds_gameplay_idx on futures_rounds (gameplay_id, start_date desc, id desc);
-- The engine's work: rounds not yet final, by the moment they next move.
create index futures_rounds_pending_idx on futures_rounds (end_date)
  where status in ('scheduled', 'open', 'locked', 'closed');

-- The round's timeline: each transition with the tick it used. action is the transition (open, lock,
-- close, settle, void) or an operational flag change (halt, resume), whose from/to status are equal.
-- operator is 'system' for the engine, else the admin's name.
create table futures_round_transitions (
  id           bigserial primary key,
  round_id     bigint not null references futures_rounds (id),
  action       text not null check (action in ('open', 'lock', 'close', 'settle', 'void', 'halt', 'resume')),
  from_status  text not null,
  to_status    text not null,
  tick_id      bigint references price_ticks (id),
  at           timestamptz not null default now(),
  reason       text,
  operator     text not null default 'system'
);
create index futures_round_transitions_round_idx on futures_round_transitions (round_id, at, id);

-- A futures order: a stake on a round's direction.
-- direction: long (the price rises) or short (it falls).  fund_type: 1 real funds, 2 demo funds (options
-- `fundType`; is_demo mirrors it).  status: open (stake held), settled, voided (refunded by a void).
-- result: win, lose or refund (draw); null while open.
-- amount: the stake asked; filled_amount: the stake in the round (lowered only by futures/order/fix, the
-- difference refunded at once). payout: what settlement credited (stake + winnings - tax for a win, the
-- rebate for a loss, the stake for a refund or void). order_tick_id/order_price: the recorded tick when the
-- order was placed; settle_price: the round's close price. placed_by_staff: the admin who placed it, if any.
create table futures_orders (
  id               bigserial primary key,
  user_id          bigint not null references users (id),
  agent_user_id    bigint,
  site             text,
  share_id         text,
  follow_code      text,
  is_demo          integer not null default 0 check (is_demo in (0, 1)),
  fund_type        integer not null default 1 check (fund_type in (1, 2)),
  is_sales         integer not null default 0 check (is_sales in (0, 1)),
  coin_id          integer not null references coins (id),
  wallet_id        bigint not null references user_wallets (id),
  direction        text not null check (direction in ('long', 'short')),
  amount           numeric(36, 18) not null check (amount > 0),
  filled_amount    numeric(36, 18) not null check (filled_amount >= 0),
  round_id         bigint not null references futures_rounds (id),
  futures_pair_id  integer not null references futures_pairs (id),
  gameplay_id      integer not null references futures_gameplays (id),
  order_tick_id    bigint not null references price_ticks (id),
  order_price      numeric(36, 18) not null,
  settle_price     numeric(36, 18),
  order_date       timestamptz not null default now(),
  transaction_date timestamptz not null default now(),
  settle_date      timestamptz,
  yield_ratio      numeric(18, 8) not null,
  status           text not null default 'open' check (status in ('open', 'settled', 'voided')),
  result           text check (result in ('win', 'lose', 'refund')),
  payout           numeric(36, 18) not null default 0 check (payout >= 0),
  leader_fee       numeric(36, 18) not null default 0 check (leader_fee >= 0),
  tax              numeric(36, 18) not null default 0 check (tax >= 0),
  rebate           numeric(36, 18) not null default 0 check (rebate >= 0),
  tax_ratio        numeric(18, 8) not null default 0,
  rebate_ratio     numeric(18, 8) not null default 0,
  ip               text,
  void_date        timestamptz,
  void_operator    text,
  void_reason      text,
  placed_by_staff  text,
  -- The last fill correction (futures/order/fix): when, by whom and why the filled stake was lowered.
  fix_date         timestamptz,
  fix_operator     text,
  fix_reason       text,
  create_date      timestamptz not null default now(),
  update_date      timestamptz not null default now(),
  check (filled_amount <= amount)
);
create index futures_orders_status_date_idx on futures_orders (status, order_date desc, id desc);
create index futures_orders_date_idx on futures_orders (order_date desc, id desc);
create index futures_orders_user_idx on futures_orders (user_id, order_date desc, id desc);
create index futures_orders_round_idx on futures_orders (round_id, id);
create index futures_orders_pair_idx on futures_orders (futures_pair_id, order_date desc, id desc);
create index futures_orders_gameplay_idx on futures_orders (gameplay_id, order_date desc, id desc);
create index futures_orders_agent_idx on futures_orders (agent_user_id, order_date desc) where agent_user_id is not null;
create index futures_orders_share_idx on futures_orders (share_id) where share_id is not null;
create index futures_orders_order_tick_idx on futures_orders (order_tick_id);
create index futures_rounds_open_tick_idx on futures_rounds (open_tick_id) where open_tick_id is not null;
create index futures_rounds_close_tick_idx on futures_rounds (close_tick_id) where close_tick_id is not null;
create index futures_round_transitions_tick_idx on futures_round_transitions (tick_id) where tick_id is not null;
