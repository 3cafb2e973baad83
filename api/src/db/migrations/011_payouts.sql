-- Automatic payouts of withdrawals through a payout provider (api/src/modules/finance/payout/).
--
-- A withdrawal sent to automatic payout waits in status 4 "paying out" (options `withdrawalStatus`)
-- with its amount still held in the wallet's frozen_balance: it is no longer open to manual review
-- or deletion. The provider's signed webhook settles it exactly once: confirmed takes the held amount
-- (status 1), failed returns it to the available balance (status 2, rejected).
alter table withdrawals drop constraint if exists withdrawals_status_check;
alter table withdrawals add constraint withdrawals_status_check check (status in (0, 1, 2, 3, 4));

-- One payout submitted to a provider. status: submitted (waiting for the provider), confirmed (paid,
-- the held amount taken), failed (the provider failed it, or refused the submission outright).
-- amount is what the user receives (the withdrawal's actual_amount). idempotency_key is sent with
-- every submission of this payout, so the provider never pays it twice. previous_status is the
-- withdrawal's status before submission, restored when the provider refuses the submission.
create table payouts (
  id                bigserial primary key,
  withdrawal_id     bigint not null references withdrawals (id),
  provider          text not null,
  idempotency_key   text not null unique,
  external_id       text,
  status            text not null default 'submitted' check (status in ('submitted', 'confirmed', 'failed')),
  coin_code         text not null,
  chain             text,
  address           text not null,
  amount            numeric(36, 18) not null check (amount > 0),
  fee_amount        numeric(36, 18) not null default 0 check (fee_amount >= 0),
  tx_hash           text,
  failure_reason    text,
  previous_status   integer not null,
  submitted_by_id   integer not null,
  submitted_by      text not null,
  last_event_id     text,
  create_date       timestamptz not null default now(),
  update_date       timestamptz not null default now(),
  settle_date       timestamptz
);
-- At most one payout of a withdrawal is in flight or paid; failed ones stay as history.
create unique index payouts_withdrawal_live_key on payouts (withdrawal_id) where status <> 'failed';
create index payouts_withdrawal_idx on payouts (withdrawal_id, id desc);

-- Every webhook event a provider delivered, once: a replay of an event id finds its row and changes
-- nothing. applied is 0 for an event that arrived after its payout was already settled.
create table payout_webhook_events (
  provider       text not null,
  event_id       text not null,
  payout_id      bigint references payouts (id),
  type           text not null,
  applied        integer not null default 0 check (applied in (0, 1)),
  outcome        text,
  received_date  timestamptz not null default now(),
  primary key (provider, event_id)
);

-- The held amount of a withdrawal is taken at most once, whichever path (manual approval or payout
-- webhook) takes it and whatever calls race: its change-log reference is unique for this change type.
create unique index wallet_change_log_withdrawal_key on wallet_change_log (reference) where change_type = 'withdrawal';
