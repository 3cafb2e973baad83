-- KYC applications, one-time-code records, agents with their backend logs, and stored files.

-- Files uploaded through the manager API (KYC documents, chat pictures, logos, attachments).
-- storage: 'disk' (a folder beside the database), 's3' (an S3-compatible bucket), or 'database' for the
-- demo data's small generated images, kept in `content` so a copied or cloned demo database stays whole.
create table stored_files (
  key           text primary key,
  kind          text not null check (kind in ('image', 'file')),
  content_type  text not null,
  size          integer not null check (size >= 0),
  sha256        text not null,
  storage       text not null check (storage in ('disk', 's3', 'database')),
  content       bytea,
  uploaded_by   integer,
  create_date   timestamptz not null default now(),
  check ((storage = 'database') = (content is not null))
);

-- status: 0 pending, 1 approved, 2 rejected (options `kycReviewType`).
create table kyc (
  id              bigserial primary key,
  user_id         bigint not null references users (id) on delete cascade,
  country         text,
  city            text,
  -- The user's e-mail or mobile number when the application was made.
  account         text,
  name            text not null,
  id_number       text not null,
  passport_file1  text,
  passport_file2  text,
  is_sales        integer not null default 0 check (is_sales in (0, 1)),
  status          integer not null default 0 check (status in (0, 1, 2)),
  reject_reason   text,
  user_remark     text,
  review_date     timestamptz,
  reviewer_id     integer,
  reviewer        text,
  create_date     timestamptz not null default now(),
  update_date     timestamptz not null default now(),
  check (status <> 2 or reject_reason is not null)
);
create index kyc_user_idx on kyc (user_id, create_date desc);
create index kyc_status_idx on kyc (status, create_date desc, id desc);
create index kyc_create_date_idx on kyc (create_date desc, id desc);
create index kyc_id_number_idx on kyc (id_number);

-- One-time codes sent to end users (sign-up, sign-in, withdrawal, password reset).
create table otp_records (
  id             bigserial primary key,
  code           text not null,
  email          text,
  mobile_number  text,
  ip             text,
  create_date    timestamptz not null default now()
);
create index otp_records_date_idx on otp_records (create_date desc, id desc);
create index otp_records_email_idx on otp_records (lower(email));
create index otp_records_mobile_idx on otp_records (mobile_number);
create index otp_records_ip_idx on otp_records (ip);

-- Agent backend accounts, each linked to the platform user (an agent or sales user) it acts for.
create table agents (
  id                bigserial primary key,
  account           text not null,
  name              text,
  domain_url        text,
  user_account_id   bigint not null references users (id),
  password_hash     text not null,
  is_sales          integer not null default 0 check (is_sales in (0, 1)),
  -- The administrator who last added or edited the agent.
  edit_client_id    integer,
  edit_client_name  text,
  create_date       timestamptz not null default now(),
  update_date       timestamptz not null default now()
);
create unique index agents_account_key on agents (lower(account));
create index agents_user_idx on agents (user_account_id);

-- What agents did in the agent backend. agent_type: 1 agent, 2 sales (options `agentType`).
create table agent_logs (
  id          bigserial primary key,
  agent_id    bigint references agents (id) on delete set null,
  agent_type  integer not null default 1 check (agent_type in (1, 2)),
  api_type    text not null,
  api_url     text not null,
  client_id   text,
  log_name    text not null,
  login_ip    text,
  login_area  text,
  req_log     text,
  res_log     text,
  res_time    integer not null default 0,
  op_id       bigint,
  op_name     text,
  create_date timestamptz not null default now()
);
create index agent_logs_date_idx on agent_logs (create_date desc, id desc);
create index agent_logs_agent_idx on agent_logs (agent_id, create_date desc);
