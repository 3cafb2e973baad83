-- The settings whose effect is in the platform's money (api/src/modules/settings/marketing, flow, referral):
-- multi-level marketing (the distribution runs of modules/finance/distribution follow it), flow (deposits add
-- flow volume, transfers take a fee) and the referral link domains. Each is versioned (settings_versions).

-- Multi-level marketing: whether distribution pays, how many layers of uplines it pays (3 to 5), and when:
-- frequency 1 daily, 2 weekly (Monday), 3 monthly (the 1st), at distribution_time (HH:mm, UTC).
create table marketing_setting (
  id                  integer primary key default 1 check (id = 1),
  enable              integer not null default 1 check (enable in (0, 1)),
  distribution_level  integer not null default 3 check (distribution_level between 3 and 5),
  frequency_type      integer not null default 1 check (frequency_type in (1, 2, 3)),
  distribution_time   text not null default '00:00' check (distribution_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  update_date         timestamptz not null default now()
);
insert into marketing_setting (id) values (1) on conflict (id) do nothing;

-- Each distribution run: the period whose settled futures stakes it paid, with the setting it ran under. The
-- next run starts where the newest one ended; a period is paid once (unique end).
create table distribution_runs (
  id                  bigserial primary key,
  period_start        timestamptz not null,
  period_end          timestamptz not null unique,
  distribution_level  integer not null,
  frequency_type      integer not null,
  payment_count       integer not null default 0,
  create_date         timestamptz not null default now(),
  check (period_end > period_start)
);

-- Flow (turnover requirement): deposits credited while global_enable is on add their amount times
-- flow_volume_multiplier to the user's flow volume, for the deposit kinds whose switch is on (backstage:
-- deposits staff record; client: on-chain deposits; per wallet). Transfers between a user's wallets are allowed
-- while allow_transfer_enable is on, and take transfer_fee_rate percent of the amount while transfer_fee_enable is.
create table flow_setting (
  id                                integer primary key default 1 check (id = 1),
  global_enable                     integer not null default 0 check (global_enable in (0, 1)),
  backstage_future_wallet_enable    integer not null default 1 check (backstage_future_wallet_enable in (0, 1)),
  backstage_perpetual_wallet_enable integer not null default 1 check (backstage_perpetual_wallet_enable in (0, 1)),
  client_future_wallet_enable       integer not null default 1 check (client_future_wallet_enable in (0, 1)),
  client_perpetual_wallet_enable    integer not null default 1 check (client_perpetual_wallet_enable in (0, 1)),
  flow_volume_multiplier            numeric(9, 4) not null default 1 check (flow_volume_multiplier >= 0),
  allow_transfer_enable             integer not null default 1 check (allow_transfer_enable in (0, 1)),
  transfer_fee_enable               integer not null default 0 check (transfer_fee_enable in (0, 1)),
  transfer_fee_rate                 numeric(7, 4) not null default 0 check (transfer_fee_rate between 0 and 100),
  create_date                       timestamptz not null default now(),
  update_date                       timestamptz not null default now()
);
insert into flow_setting (id) values (1) on conflict (id) do nothing;

-- A domain referral links are served on, and whom a sign-up through it is attributed to (sales, agent, account)
-- and which visitors it is for (IP, country). Listed by display_sort.
create table referral_domains (
  id             bigserial primary key,
  domain_url     text not null unique,
  tier_sales     bigint references users (id) on delete set null,
  tier_agent     bigint references users (id) on delete set null,
  tier_account   bigint references users (id) on delete set null,
  tier_ip        text,
  tier_iso_code  text check (tier_iso_code ~ '^[A-Z]{2}$'),
  display_sort   integer not null default 0,
  create_date    timestamptz not null default now(),
  update_date    timestamptz not null default now()
);
create index referral_domains_sort_idx on referral_domains (display_sort, id);
create index referral_domains_date_idx on referral_domains (create_date desc, id desc);
create index referral_domains_agent_idx on referral_domains (tier_agent) where tier_agent is not null;
