-- Finance: the finance switches, per-coin withdrawal fees and limits, deposits, withdrawals with their
-- approvals (four eyes above a threshold), and transfers between a user's wallets.
-- Money is NUMERIC; every balance change writes the wallet and its wallet_change_log rows together.

-- One row (id 1). The settings screens edit it; until then the defaults below apply.
-- withdrawal_dual_approval_amount: a withdrawal of more than this amount of its coin needs the approvals
-- of two different admins, unless the coin's withdrawal setting names its own threshold.
create table finance_settings (
  id                               integer primary key default 1 check (id = 1),
  deposit_need_review              integer not null default 1 check (deposit_need_review in (0, 1)),
  withdraw_need_kyc                integer not null default 1 check (withdraw_need_kyc in (0, 1)),
  withdraw_need_pwd                integer not null default 1 check (withdraw_need_pwd in (0, 1)),
  withdrawal_dual_approval_amount  numeric(36, 18) not null default 10000 check (withdrawal_dual_approval_amount >= 0),
  update_date                      timestamptz not null default now(),
  updated_by                       text
);
insert into finance_settings (id) values (1);

-- Withdrawal fee and limits of a coin: fee = withdrawal_fee_amount + amount * withdrawal_fee_percentage / 100.
create table withdrawal_settings (
  id                          serial primary key,
  coin_id                     integer not null unique references coins (id),
  is_withdrawal_allowed       integer not null default 1 check (is_withdrawal_allowed in (0, 1)),
  withdrawal_fee_percentage   numeric(9, 4) not null default 0 check (withdrawal_fee_percentage between 0 and 100),
  withdrawal_fee_amount       numeric(36, 18) not null default 0 check (withdrawal_fee_amount >= 0),
  min_withdrawal_amount       numeric(36, 18) not null default 0 check (min_withdrawal_amount >= 0),
  max_withdrawal_amount       numeric(36, 18) check (max_withdrawal_amount is null or max_withdrawal_amount > 0),
  dual_approval_amount        numeric(36, 18) check (dual_approval_amount is null or dual_approval_amount >= 0),
  client_order                integer not null default 0,
  create_date                 timestamptz not null default now(),
  update_date                 timestamptz not null default now()
);

-- status: 0 pending, 1 approved (credited), 2 rejected (options `depositStatus`).
-- source: 1 on-chain deposit of the user, 2 deposit made by an operator (options `depositSource`).
-- report_amount is the amount in the reporting currency (USDT), convert_amount the amount as converted;
-- both can be corrected by finance without touching the wallet. Deleting is soft: deleted_date is set.
create table deposits (
  id              bigserial primary key,
  user_id         bigint not null references users (id),
  coin_id         integer not null references coins (id),
  wallet_type     integer not null default 1 check (wallet_type in (1, 2)),
  source          integer not null default 1 check (source in (1, 2)),
  block_chain     text,
  tx_hash         text,
  amount          numeric(36, 18) not null check (amount > 0),
  bonus_amount    numeric(36, 18) not null default 0 check (bonus_amount >= 0),
  total_amount    numeric(36, 18) generated always as (amount + bonus_amount) stored,
  report_amount   numeric(36, 18) not null default 0 check (report_amount >= 0),
  convert_amount  numeric(36, 18) not null default 0 check (convert_amount >= 0),
  exchange_rate   numeric(36, 18),
  is_first_time   integer not null default 0 check (is_first_time in (0, 1)),
  status          integer not null default 0 check (status in (0, 1, 2)),
  is_show         integer not null default 1 check (is_show in (0, 1)),
  operator        text,
  reviewer_id     integer,
  reviewer        text,
  remark          text,
  reason          text,
  proof           text,
  review_date     timestamptz,
  create_date     timestamptz not null default now(),
  update_date     timestamptz not null default now(),
  deleted_date    timestamptz,
  deleted_by      text
);
create index deposits_date_idx on deposits (create_date desc, id desc) where deleted_date is null;
create index deposits_user_idx on deposits (user_id, create_date desc);
create index deposits_status_idx on deposits (status, create_date desc) where deleted_date is null;

-- status: 0 pending, 3 first of two approvals given, 1 approved (paid out), 2 rejected (returned)
-- (options `withdrawalStatus`). amount is held in the wallet's frozen_balance while pending;
-- actual_amount = amount - fee_amount is what the user receives.
-- withdrawal_type: how it was decided, 1 manual review, 2 automatic payout (options `withdrawalType`).
create table withdrawals (
  id                         bigserial primary key,
  user_id                    bigint not null references users (id),
  coin_id                    integer not null references coins (id),
  wallet_type                integer not null default 1 check (wallet_type in (1, 2)),
  block_chain                text,
  address                    text not null,
  tx_hash                    text,
  amount                     numeric(36, 18) not null check (amount > 0),
  fee_amount                 numeric(36, 18) not null default 0 check (fee_amount >= 0),
  actual_amount              numeric(36, 18) not null check (actual_amount > 0),
  normal_amount              numeric(36, 18) not null default 0 check (normal_amount >= 0),
  temporary_amount           numeric(36, 18) not null default 0 check (temporary_amount >= 0),
  report_amount              numeric(36, 18) not null default 0 check (report_amount >= 0),
  convert_amount             numeric(36, 18) not null default 0 check (convert_amount >= 0),
  exchange_rate              numeric(36, 18),
  is_first_time_withdrawal   integer not null default 0 check (is_first_time_withdrawal in (0, 1)),
  anomaly_types              text[] not null default '{}',
  status                     integer not null default 0 check (status in (0, 1, 2, 3)),
  withdrawal_type            integer check (withdrawal_type in (1, 2)),
  is_show                    integer not null default 1 check (is_show in (0, 1)),
  reviewer_id                integer,
  reviewer                   text,
  remark                     text,
  reason                     text,
  review_date                timestamptz,
  create_date                timestamptz not null default now(),
  update_date                timestamptz not null default now(),
  deleted_date               timestamptz,
  deleted_by                 text
);
create index withdrawals_date_idx on withdrawals (create_date desc, id desc) where deleted_date is null;
create index withdrawals_user_idx on withdrawals (user_id, create_date desc);
create index withdrawals_status_idx on withdrawals (status, create_date desc) where deleted_date is null;

-- Each approval of a withdrawal; one per admin, so the same admin cannot give both of two.
create table withdrawal_approvals (
  id             bigserial primary key,
  withdrawal_id  bigint not null references withdrawals (id),
  admin_id       integer not null,
  admin_account  text not null,
  remark         text,
  create_date    timestamptz not null default now(),
  unique (withdrawal_id, admin_id)
);

-- Transfers of a user between wallets (1 futures, 2 perpetual).
create table transfers (
  id            bigserial primary key,
  code          text not null unique,
  user_id       bigint not null references users (id),
  coin_id       integer not null references coins (id),
  from_wallet   integer not null check (from_wallet in (1, 2)),
  to_wallet     integer not null check (to_wallet in (1, 2)),
  fund_type     integer not null default 1 check (fund_type in (1, 2)),
  amount        numeric(36, 18) not null check (amount > 0),
  record_fee    numeric(36, 18) not null default 0 check (record_fee >= 0),
  create_date   timestamptz not null default now()
);
create index transfers_date_idx on transfers (create_date desc, id desc);
create index transfers_user_idx on transfers (user_id, create_date desc);

create index wallet_change_log_reference_idx on wallet_change_log (reference);
