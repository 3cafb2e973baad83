-- Staff, roles, sessions, IP lists, logs and application settings.

create table roles (
  id          serial primary key,
  name        text not null,
  remark      text,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now()
);
create unique index roles_name_key on roles (lower(name));

-- Permission ids come from the catalogue of shared/contracts (1..359), implications already applied.
create table role_permissions (
  role_id       integer not null references roles (id) on delete cascade,
  permission_id integer not null check (permission_id between 1 and 359),
  primary key (role_id, permission_id)
);

create table admins (
  id              serial primary key,
  account         text not null,
  password_hash   text not null,
  totp_secret     text not null,
  -- The last TOTP time step accepted for this admin: a code of that step or an earlier one is refused.
  totp_last_step  integer,
  parent_account  text,
  manager_name    text,
  sales_account   text,
  user_level      integer,
  site            text,
  manager_type    integer not null default 1,
  status          integer not null default 1 check (status in (0, 1)),
  locked          integer not null default 0 check (locked in (0, 1)),
  -- Set when five failed sign-ins locked the account; null with locked = 1 means locked by an administrator.
  locked_until    timestamptz,
  login_failure   integer not null default 0,
  login_ip        text,
  login_area      text,
  last_login_ip   text,
  last_login_area text,
  time_zone       text,
  login_date      timestamptz,
  create_date     timestamptz not null default now(),
  update_date     timestamptz not null default now()
);
create unique index admins_account_key on admins (lower(account));

-- An admin may hold several roles; the lowest position is the primary role (`roleId`).
create table admin_roles (
  admin_id integer not null references admins (id) on delete cascade,
  role_id  integer not null references roles (id),
  position integer not null default 0,
  primary key (admin_id, role_id)
);
create index admin_roles_role_idx on admin_roles (role_id);

-- Only the SHA-256 of a session token is stored.
create table admin_sessions (
  token_hash   text primary key,
  admin_id     integer not null references admins (id) on delete cascade,
  ip           text,
  created_at   timestamptz not null,
  last_seen_at timestamptz not null
);
create index admin_sessions_admin_idx on admin_sessions (admin_id);

create table ip_whitelist (
  id          serial primary key,
  ip          text not null unique,
  country     text,
  remark      text not null,
  create_date timestamptz not null default now()
);

-- Enforced by the client platform: 1 sign-in, 2 registration, 3 all access.
create table ip_blacklist (
  id          serial primary key,
  ip          text not null,
  country     text,
  ban_ip_type integer not null check (ban_ip_type in (1, 2, 3)),
  reason      text,
  create_date timestamptz not null default now(),
  unique (ip, ban_ip_type)
);

create table backstage_log (
  id          serial primary key,
  log_name    text not null,
  api_type    text not null,
  api_url     text not null,
  req_log     text,
  res_log     text,
  res_time    integer not null default 0,
  op_id       integer,
  op_name     text,
  login_ip    text,
  login_area  text,
  result      integer not null check (result in (0, 1)),
  create_date timestamptz not null default now()
);
create index backstage_log_date_idx on backstage_log (create_date desc, id desc);
create index backstage_log_op_idx on backstage_log (op_id, create_date desc);

create table frontend_log (
  id           serial primary key,
  log_name     text not null,
  api_type     text not null,
  api_url      text not null,
  req_log      text,
  res_log      text,
  res_time     integer not null default 0,
  account_id   integer,
  account_name text,
  login_ip     text,
  login_area   text,
  create_date  timestamptz not null default now()
);
create index frontend_log_date_idx on frontend_log (create_date desc, id desc);
create index frontend_log_account_idx on frontend_log (account_id, create_date desc);

-- Application-wide settings as key/value pairs (logos, system name...). A missing key means the default.
create table system_settings (
  key         text primary key,
  value       text,
  update_date timestamptz not null default now()
);

-- The platform's coins; sign-in answers the displayed ones as the currency list.
create table coins (
  id                          serial primary key,
  code                        text not null unique,
  full_name                   text not null,
  logo                        text,
  display                     integer not null default 1 check (display in (0, 1)),
  support_transfer            integer not null default 1 check (support_transfer in (0, 1)),
  support_deposit_withdrawal  integer not null default 1 check (support_deposit_withdrawal in (0, 1)),
  sort                        integer not null default 0,
  create_date                 timestamptz not null default now(),
  update_date                 timestamptz not null default now()
);
