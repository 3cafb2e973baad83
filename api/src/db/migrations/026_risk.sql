-- The reference-price guard (DESIGN sections 5 and 8; `risk/*`): per coin pair, a reference (the moving
-- average of recorded ticks, or a price staff set) and a band around it. While the feed strays beyond the
-- band for `breaches_to_trip` ticks in a row, or gives no tick for `staleness_seconds`, the guard trips and the
-- pair halts; once the price is back inside the band it cools down for `cooldown_seconds` (still halted) and
-- re-arms itself, or staff re-arm it (`risk/setting/loop`). Staff may also halt a pair by hand.
--
-- reference_mode: 1 moving average over average_window_seconds, 2 reference_price set by staff (options
-- `riskReferenceMode`). state: armed, tripped, cooling, halted (options `riskGuardState`).
create table risk_guards (
  id                       serial primary key,
  coin_pair_id             integer not null unique references coin_pairs (id),
  reference_mode           integer not null default 1 check (reference_mode in (1, 2)),
  reference_price          numeric(36, 18) check (reference_price > 0),
  average_window_seconds   integer not null default 300 check (average_window_seconds between 10 and 86400),
  band_percent             numeric(9, 4) not null check (band_percent > 0 and band_percent < 100),
  staleness_seconds        integer not null default 30 check (staleness_seconds between 1 and 86400),
  breaches_to_trip         integer not null default 3 check (breaches_to_trip between 1 and 1000),
  cooldown_seconds         integer not null default 300 check (cooldown_seconds between 0 and 86400),
  state                    text not null default 'armed' check (state in ('armed', 'tripped', 'cooling', 'halted')),
  consecutive_breaches     integer not null default 0,
  state_since              timestamptz not null,
  cooling_until            timestamptz,
  -- The newest tick the guard has judged, the newest inside the band, and the trip now open (if any).
  last_checked_tick_id     bigint references price_ticks (id),
  last_checked_time        timestamptz,
  last_good_tick_id        bigint references price_ticks (id),
  open_trip_id             bigint,
  create_date              timestamptz not null,
  update_date              timestamptz not null,
  updated_by               text,
  check (reference_mode = 1 or reference_price is not null)
);

-- What happened to a guard: trip (the band or a stale feed), rearm (by itself after the cooldown, or by
-- staff), halt (by hand), setting (staff changed the reference or limits). A trip keeps the reference, the
-- last good and the breaching tick, and once re-armed, when it ended; rounds_voided and orders_refunded are
-- what the round engine voided while the pair was halted (`noteHaltVoids`). Staff actions keep the operator,
-- the reason, and the guard's settings and state before and after.
create table risk_records (
  id                  bigserial primary key,
  guard_id            integer not null references risk_guards (id),
  coin_pair_id        integer not null references coin_pairs (id),
  type                text not null check (type in ('trip', 'rearm', 'halt', 'setting')),
  cause               text,
  reference_price     numeric(36, 18),
  band_percent        numeric(9, 4),
  last_good_tick_id   bigint references price_ticks (id),
  breaching_tick_id   bigint references price_ticks (id),
  trip_id             bigint references risk_records (id),
  ended_at            timestamptz,
  rounds_voided       integer not null default 0,
  orders_refunded     integer not null default 0,
  before_state        jsonb,
  after_state         jsonb,
  operator            text,
  reason              text,
  create_date         timestamptz not null
);
create index risk_records_date_idx on risk_records (create_date desc, id desc);
create index risk_records_pair_idx on risk_records (coin_pair_id, id desc);
create index risk_records_last_good_idx on risk_records (last_good_tick_id);
create index risk_records_breaching_idx on risk_records (breaching_tick_id);
create index risk_guards_last_checked_idx on risk_guards (last_checked_tick_id);
create index risk_guards_last_good_idx on risk_guards (last_good_tick_id);
