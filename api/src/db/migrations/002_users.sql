-- End users of the platform: levels, users with their agent chain, wallets, the wallet change log,
-- fund management records (freezes and thaws) and flow records.

create table user_levels (
  id                        serial primary key,
  level                     integer not null unique check (level >= 0),
  name                      text not null,
  required_deposit_balance  numeric(36, 18) not null default 0 check (required_deposit_balance >= 0),
  futures_order_limit_max   numeric(36, 18) not null default 0 check (futures_order_limit_max >= 0),
  futures_order_limit_min   numeric(36, 18) not null default 0 check (futures_order_limit_min >= 0),
  create_date               timestamptz not null default now(),
  update_date               timestamptz not null default now()
);

-- Multi-level distribution: the bonus percentages paid to the five upline layers.
create table marketing_levels (
  id                              serial primary key,
  level                           integer not null unique check (level >= 0),
  name                            text not null,
  required_effective_user         integer not null default 0 check (required_effective_user >= 0),
  required_deposit_user_level     integer not null default 0 check (required_deposit_user_level >= 0),
  distribution_bonus_percentage1  numeric(9, 4) not null default 0 check (distribution_bonus_percentage1 between 0 and 100),
  distribution_bonus_percentage2  numeric(9, 4) not null default 0 check (distribution_bonus_percentage2 between 0 and 100),
  distribution_bonus_percentage3  numeric(9, 4) not null default 0 check (distribution_bonus_percentage3 between 0 and 100),
  distribution_bonus_percentage4  numeric(9, 4) not null default 0 check (distribution_bonus_percentage4 between 0 and 100),
  distribution_bonus_percentage5  numeric(9, 4) not null default 0 check (distribution_bonus_percentage5 between 0 and 100),
  futures_order_limit_max         numeric(36, 18) not null default 0 check (futures_order_limit_max >= 0),
  futures_order_limit_min         numeric(36, 18) not null default 0 check (futures_order_limit_min >= 0),
  create_date                     timestamptz not null default now(),
  update_date                     timestamptz not null default now()
);

-- account_type: 1 normal user, 2 agent, 3 sales (options `accountType`).
-- status: 1 normal, 2 suspended, 3 disabled (options `accountStatus`).
-- agent_user_id0 is the direct parent, agent_user_id1 its parent, and so on up to five levels above.
create table users (
  id                        bigserial primary key,
  email                     text,
  mobile_number             text,
  country_code              text,
  password_hash             text not null,
  withdraw_password_hash    text,
  account_type              integer not null default 1 check (account_type in (1, 2, 3)),
  is_demo                   integer not null default 0 check (is_demo in (0, 1)),
  parent_user_id            bigint references users (id),
  agent_user_id0            bigint,
  agent_user_id1            bigint,
  agent_user_id2            bigint,
  agent_user_id3            bigint,
  agent_user_id4            bigint,
  agent_user_id5            bigint,
  invitation_code           text not null unique,
  status                    integer not null default 1 check (status in (1, 2, 3)),
  user_level                integer not null default 0,
  user_marketing_level      integer not null default 0,
  block_chain_address       text,
  first_name                text,
  last_name                 text,
  region                    text,
  login_ip                  text,
  login_country             text,
  login_time_zone           text,
  login_version             text,
  login_device              text,
  language_type             text not null default 'en-US',
  api_type                  integer not null default 0,
  leader_fee_ratio          numeric(9, 4) not null default 0,
  site                      text,
  remark                    text,
  edition                   integer not null default 0,
  reset_password_type       integer not null default 0,
  allow_login_date          timestamptz,
  is_system_locked          integer not null default 0 check (is_system_locked in (0, 1)),
  system_locked_date        timestamptz,
  system_locked_by          text,
  is_system_suspended       integer not null default 0 check (is_system_suspended in (0, 1)),
  system_suspended_date     timestamptz,
  system_suspended_by       text,
  disabled_date             timestamptz,
  disabled_by               text,
  -- Flow volume: the turnover a user still has to trade before a withdrawal (edited by `flow/edit`).
  flow_volume               numeric(36, 18) not null default 0 check (flow_volume >= 0),
  create_date               timestamptz not null default now(),
  update_date               timestamptz not null default now()
);
create unique index users_email_key on users (lower(email)) where email is not null;
create unique index users_mobile_key on users (country_code, mobile_number) where mobile_number is not null;
create index users_parent_idx on users (parent_user_id);
create index users_agent0_idx on users (agent_user_id0);
create index users_agent1_idx on users (agent_user_id1);
create index users_agent2_idx on users (agent_user_id2);
create index users_agent3_idx on users (agent_user_id3);
create index users_agent4_idx on users (agent_user_id4);
create index users_agent5_idx on users (agent_user_id5);
create index users_create_date_idx on users (create_date desc, id desc);
create index users_status_idx on users (status, create_date desc);
create index users_level_idx on users (user_level);
create index users_marketing_level_idx on users (user_marketing_level);
create index users_login_ip_idx on users (login_ip);
create index users_account_type_idx on users (account_type);

-- wallet_type: 1 futures wallet, 2 perpetual wallet (options `walletType`).
create table user_wallets (
  id                         bigserial primary key,
  user_id                    bigint not null references users (id) on delete cascade,
  coin_id                    integer not null references coins (id),
  wallet_type                integer not null check (wallet_type in (1, 2)),
  balance                    numeric(36, 18) not null default 0 check (balance >= 0),
  frozen_balance             numeric(36, 18) not null default 0 check (frozen_balance >= 0),
  backstage_frozen_balance   numeric(36, 18) not null default 0 check (backstage_frozen_balance >= 0),
  demo_balance               numeric(36, 18) not null default 0 check (demo_balance >= 0),
  demo_frozen_balance        numeric(36, 18) not null default 0 check (demo_frozen_balance >= 0),
  create_date                timestamptz not null default now(),
  update_date                timestamptz not null default now(),
  unique (user_id, coin_id, wallet_type)
);

-- Every change of a wallet amount, one row per amount changed: `field` names which amount of the wallet
-- moved, so the change log of each (wallet, field) sums to that amount.
-- change_type: deposit, withdrawal, withdrawal_freeze, withdrawal_unfreeze, transfer_in, transfer_out,
-- backstage_freeze, backstage_thaw, operator_deposit, trade, distribution, adjustment.
create table wallet_change_log (
  id              bigserial primary key,
  wallet_id       bigint not null references user_wallets (id) on delete cascade,
  user_id         bigint not null,
  coin_id         integer not null,
  wallet_type     integer not null,
  field           text not null check (field in ('balance', 'frozen_balance', 'backstage_frozen_balance', 'demo_balance', 'demo_frozen_balance')),
  fund_type       integer not null default 1,
  wallet_mode     integer not null default 1,
  change_type     text not null,
  before_balance  numeric(36, 18) not null,
  change_balance  numeric(36, 18) not null,
  after_balance   numeric(36, 18) not null check (after_balance >= 0),
  reference       text,
  operator        text,
  create_date     timestamptz not null default now()
);
create index wallet_change_log_wallet_idx on wallet_change_log (wallet_id, field);
create index wallet_change_log_user_idx on wallet_change_log (user_id, create_date desc);
create index wallet_change_log_date_idx on wallet_change_log (create_date desc, id desc);

-- Freezes and thaws by staff (execution_type 1 freeze, 2 thaw), with the amounts before and after.
create table fund_management_records (
  id              bigserial primary key,
  user_id         bigint not null references users (id) on delete cascade,
  execution_type  integer not null check (execution_type in (1, 2)),
  coin_id         integer not null,
  wallet_type     integer not null,
  fund_type       integer not null default 1,
  before_balance  numeric(36, 18) not null,
  change_balance  numeric(36, 18) not null,
  after_balance   numeric(36, 18) not null,
  remark          text,
  operator        text not null,
  create_date     timestamptz not null default now()
);
create index fund_management_records_user_idx on fund_management_records (user_id, create_date desc);
create index fund_management_records_date_idx on fund_management_records (create_date desc, id desc);

-- Flow (turnover requirement) changes: flow_log_type 1 deposit, 2 trade, 3 backstage edit.
create table user_flow_records (
  id              bigserial primary key,
  user_id         bigint not null references users (id) on delete cascade,
  flow_log_type   integer not null,
  amount          numeric(36, 18) not null,
  multiplier      numeric(9, 4) not null default 1,
  flow_amount     numeric(36, 18) not null,
  before_amount   numeric(36, 18) not null,
  after_amount    numeric(36, 18) not null,
  current_amount  numeric(36, 18) not null,
  remark          text,
  operator        text,
  create_date     timestamptz not null default now()
);
create index user_flow_records_user_idx on user_flow_records (user_id, create_date desc);
