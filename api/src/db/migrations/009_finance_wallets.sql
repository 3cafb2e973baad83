-- The third-party wallet (deposit addresses it issued to users, the on-chain transfers it reported, and
-- its connection settings), multi-level distribution payments with the hourly records they sum, and
-- the withdrawal addresses users bound. Money is NUMERIC.

-- status: 1 active (deposits to it are credited), 2 replaced by a newer address of the same user and
-- chain (credited only while the wallet setting allows deposits after replacement), 3 deleted
-- (options `depositAddressStatus`). A user has at most one active address per chain; an address is
-- never given to two users.
create table third_party_deposit_addresses (
  id             bigserial primary key,
  user_id        bigint not null references users (id) on delete cascade,
  blockchain_id  text not null,
  address        text not null,
  tag            text,
  wallet_id      text,
  status         integer not null default 1 check (status in (1, 2, 3)),
  replaced_by    text,
  replaced_date  timestamptz,
  deleted_by     text,
  deleted_date   timestamptz,
  create_date    timestamptz not null default now(),
  update_date    timestamptz not null default now()
);
create unique index third_party_deposit_addresses_active_key on third_party_deposit_addresses (user_id, blockchain_id) where status = 1;
create unique index third_party_deposit_addresses_address_key on third_party_deposit_addresses (blockchain_id, address);
create index third_party_deposit_addresses_date_idx on third_party_deposit_addresses (create_date desc, id desc);
create index third_party_deposit_addresses_user_idx on third_party_deposit_addresses (user_id, create_date desc);

-- Transfers the third-party wallet saw on chain to or from users' deposit addresses.
-- status: 0 confirming, 1 confirmed (credited), 2 failed (options `onChainStatus`).
create table on_chain_records (
  id             bigserial primary key,
  user_id        bigint references users (id) on delete set null,
  blockchain     text not null,
  token_symbol   text not null,
  amount         numeric(36, 18) not null check (amount > 0),
  block_id       text,
  tx_hash        text,
  from_address   text not null,
  to_address     text not null,
  status         integer not null default 0 check (status in (0, 1, 2)),
  create_date    timestamptz not null default now()
);
create index on_chain_records_date_idx on on_chain_records (create_date desc, id desc);
create index on_chain_records_user_idx on on_chain_records (user_id, create_date desc);
create index on_chain_records_tx_idx on on_chain_records (tx_hash);

-- One row (id 1). The API key, API secret and webhook secret are stored encrypted (AES-256-GCM,
-- `v1:` + base64 of nonce, tag and ciphertext) and never answered.
create table third_party_wallet_settings (
  id                                  integer primary key default 1 check (id = 1),
  deposit_base_url                    text,
  withdraw_base_url                   text,
  merchant_id                         text,
  api_key_encrypted                   text,
  api_secret_encrypted                text,
  webhook_secret_encrypted            text,
  is_auto_replaced_after_deposit      integer not null default 0 check (is_auto_replaced_after_deposit in (0, 1)),
  is_deposit_allowed_after_replaced   integer not null default 1 check (is_deposit_allowed_after_replaced in (0, 1)),
  update_date                         timestamptz not null default now(),
  updated_by                          text
);
insert into third_party_wallet_settings (id) values (1);

-- A distribution bonus paid to an upline for the trading of its downline between start_date and
-- end_date: the sum of the bonus of its hourly records, credited to the user's wallet of coin_id.
-- status: 0 pending, 1 paid, 2 failed (options `distributionPaymentStatus`). Only a failed payment can
-- be reissued; the reissue credits the wallet once (reference `distribution_payment:<id>`).
create table distribution_payments (
  id                   bigserial primary key,
  user_id              bigint not null references users (id) on delete cascade,
  user_type            integer not null,
  coin_id              integer not null references coins (id),
  wallet_type          integer not null default 1 check (wallet_type in (1, 2)),
  distribution_bonus   numeric(36, 18) not null check (distribution_bonus >= 0),
  start_date           timestamptz not null,
  end_date             timestamptz not null,
  payment_date         timestamptz,
  status               integer not null default 0 check (status in (0, 1, 2)),
  failure_reason       text,
  reissued_by          text,
  reissue_date         timestamptz,
  create_date          timestamptz not null default now(),
  check (end_date > start_date)
);
create index distribution_payments_date_idx on distribution_payments (start_date desc, id desc);
create index distribution_payments_user_idx on distribution_payments (user_id, start_date desc);
create index distribution_payments_status_idx on distribution_payments (status, start_date desc);

-- One downline's trading in one futures runner (an hour's round) and the bonus it gave one upline:
-- bonus = amount * the percentage of its layer / 100. percentage1..5 are the upline's marketing-level
-- percentages when it was computed.
create table distribution_hourly_records (
  id                    bigserial primary key,
  payment_id            bigint references distribution_payments (id) on delete cascade,
  futures_runner_id     bigint not null,
  investment_user_id    bigint not null,
  distributed_user_id   bigint not null references users (id) on delete cascade,
  layer                 integer not null check (layer between 1 and 5),
  amount                numeric(36, 18) not null check (amount >= 0),
  bonus                 numeric(36, 18) not null check (bonus >= 0),
  percentage1           numeric(9, 4) not null default 0,
  percentage2           numeric(9, 4) not null default 0,
  percentage3           numeric(9, 4) not null default 0,
  percentage4           numeric(9, 4) not null default 0,
  percentage5           numeric(9, 4) not null default 0,
  runner_start_date     timestamptz not null,
  runner_end_date       timestamptz not null,
  create_date           timestamptz not null default now()
);
create index distribution_hourly_records_user_idx on distribution_hourly_records (distributed_user_id, runner_start_date);
create index distribution_hourly_records_payment_idx on distribution_hourly_records (payment_id);

-- The address a user bound for withdrawals on a chain: one per user and chain.
create table withdrawal_address_bindings (
  id                   bigserial primary key,
  user_id              bigint not null references users (id) on delete cascade,
  chain_symbol         text not null,
  withdrawal_address   text not null,
  create_date          timestamptz not null default now(),
  update_date          timestamptz not null default now(),
  updated_by           text,
  unique (user_id, chain_symbol)
);
create index withdrawal_address_bindings_date_idx on withdrawal_address_bindings (create_date desc, id desc);
create index withdrawal_address_bindings_address_idx on withdrawal_address_bindings (withdrawal_address);

-- A distribution payment is credited at most once, whatever calls race: its change-log reference is unique.
create unique index wallet_change_log_distribution_key on wallet_change_log (reference) where change_type = 'distribution';
