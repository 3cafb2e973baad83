-- Finance settings: per-coin deposit settings with their blockchain channels, the blockchain entries of
-- the per-coin withdrawal settings (table withdrawal_settings of 008), the withdrawal anomaly alert
-- settings, and the IP a withdrawal was requested from. Money is NUMERIC.

-- Deposit limits and display order of a coin; one per coin.
create table deposit_settings (
  id                   serial primary key,
  coin_id              integer not null unique references coins (id),
  min_deposit_amount   numeric(36, 18) not null default 0 check (min_deposit_amount >= 0),
  max_deposit_amount   numeric(36, 18) check (max_deposit_amount is null or max_deposit_amount > 0),
  client_order         integer not null default 0,
  create_date          timestamptz not null default now(),
  update_date          timestamptz not null default now(),
  updated_by           text,
  check (max_deposit_amount is null or min_deposit_amount <= max_deposit_amount)
);

-- A blockchain a coin can be deposited on. deposit_mode: 1 fixed addresses (address1, address2 shown to
-- every user), 2 an address per user issued by the third-party wallet (options `depositMode`).
-- A setting with channels cannot be deleted (the API answers 409): no cascade.
create table deposit_channels (
  id                   serial primary key,
  deposit_setting_id   integer not null references deposit_settings (id),
  block_chain          text not null,
  deposit_mode         integer not null default 1 check (deposit_mode in (1, 2)),
  activation           integer not null default 1 check (activation in (0, 1)),
  address1             text,
  address2             text,
  create_date          timestamptz not null default now(),
  update_date          timestamptz not null default now(),
  unique (deposit_setting_id, block_chain)
);

-- A blockchain a coin can be withdrawn on. When a coin's setting has entries, a withdrawal must name an
-- active one of them. A setting with entries cannot be deleted (409): no cascade.
create table withdrawal_chains (
  id                      serial primary key,
  withdrawal_setting_id   integer not null references withdrawal_settings (id),
  block_chain             text not null,
  activation              integer not null default 1 check (activation in (0, 1)),
  create_date             timestamptz not null default now(),
  update_date             timestamptz not null default now(),
  unique (withdrawal_setting_id, block_chain)
);

alter table withdrawal_settings add column updated_by text;
alter table withdrawal_settings add constraint withdrawal_settings_min_max_check
  check (max_withdrawal_amount is null or min_withdrawal_amount <= max_withdrawal_amount);

-- One row (id 1): which anomaly checks flag a new withdrawal (every check off until switched on).
-- amount_threshold is in USDT; suspicious_agent_ids are user ids of agent or sales accounts.
create table withdrawal_anomaly_settings (
  id                              integer primary key default 1 check (id = 1),
  amount_threshold_enabled        integer not null default 0 check (amount_threshold_enabled in (0, 1)),
  amount_threshold                numeric(36, 18) not null default 10000 check (amount_threshold > 0),
  balance_below_deposit_enabled   integer not null default 0 check (balance_below_deposit_enabled in (0, 1)),
  daily_count_limit_enabled       integer not null default 0 check (daily_count_limit_enabled in (0, 1)),
  daily_count_limit               integer not null default 3 check (daily_count_limit >= 1),
  weekly_count_limit_enabled      integer not null default 0 check (weekly_count_limit_enabled in (0, 1)),
  weekly_count_limit              integer not null default 10 check (weekly_count_limit >= 1),
  first_time_withdrawal_enabled   integer not null default 0 check (first_time_withdrawal_enabled in (0, 1)),
  suspicious_agent_enabled        integer not null default 0 check (suspicious_agent_enabled in (0, 1)),
  suspicious_agent_ids            bigint[] not null default '{}',
  address_or_info_change_enabled  integer not null default 0 check (address_or_info_change_enabled in (0, 1)),
  login_ip_check_enabled          integer not null default 0 check (login_ip_check_enabled in (0, 1)),
  withdraw_ip_check_enabled       integer not null default 0 check (withdraw_ip_check_enabled in (0, 1)),
  update_date                     timestamptz not null default now(),
  updated_by                      text
);
insert into withdrawal_anomaly_settings (id) values (1);

-- The IP the user requested a withdrawal from (the withdrawal IP check compares it).
alter table withdrawals add column request_ip text;
create index withdrawals_request_ip_idx on withdrawals (request_ip) where request_ip is not null;
