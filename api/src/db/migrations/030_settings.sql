-- The settings area (api/src/modules/settings): versioned settings, the end users' two-factor setting and
-- records, and the API's cross-origin allowlist.

-- Every save of a setting (one of `SETTINGS` in modules/settings/versions/definitions.ts) is a version: who,
-- why, and the values before and after. A revert is a new version that names the one it returned to.
create table settings_versions (
  id            bigserial primary key,
  setting       text not null,
  operator_id   integer,
  operator      text not null,
  reason        text,
  before        jsonb not null,
  after         jsonb not null,
  reverted_from bigint references settings_versions (id),
  create_date   timestamptz not null default now()
);
create index settings_versions_setting_idx on settings_versions (setting, id desc);

-- The end users' two-factor authentication as the client platform offers it: on or off, and the issuer name
-- their authenticator apps show.
create table user_two_factor_setting (
  id          integer primary key default 1 check (id = 1),
  enable      integer not null default 1 check (enable in (0, 1)),
  issuer      text not null default 'Trading Platform',
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now()
);
insert into user_two_factor_setting (id) values (1) on conflict (id) do nothing;

-- An end user's authenticator binding: status 1 bound, 2 reset by staff (the user may bind again, a new row).
-- The secret lives with the client platform's sign-in and is never answered to the console.
create table user_two_factor (
  id          bigserial primary key,
  user_id     bigint not null references users (id),
  status      integer not null default 1 check (status in (1, 2)),
  enable_time timestamptz not null,
  reset_date  timestamptz,
  reset_by    text,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now()
);
create unique index user_two_factor_bound_key on user_two_factor (user_id) where status = 1;
create index user_two_factor_date_idx on user_two_factor (create_date desc, id desc);
create index user_two_factor_user_idx on user_two_factor (user_id, id desc);
create index user_two_factor_status_idx on user_two_factor (status, create_date desc);

-- Origins whose browsers may call the API (CORS). An origin not listed gets no CORS headers.
create table cross_origin_whitelist (
  origin      text primary key,
  remark      text,
  update_time timestamptz not null default now()
);

-- Every API instance holds the settings it answers for on each request (the cross-origin list first) in
-- memory (modules/settings/live.ts). Any change of their tables, by any instance, a script or by hand, moves
-- this revision in the same transaction and announces it on `settings_changed` when it commits; a request
-- that needs the list reads the revision first, so an instance that has not heard yet reloads before answering.
create table settings_revision (
  id       integer primary key default 1 check (id = 1),
  revision bigint not null
);
insert into settings_revision (id, revision) values (1, 1) on conflict (id) do nothing;

create or replace function settings_changed() returns trigger language plpgsql as $$
declare
  next_revision bigint;
begin
  update settings_revision set revision = revision + 1 where id = 1 returning revision into next_revision;
  perform pg_notify('settings_changed', next_revision::text);
  return null;
end
$$;

create trigger system_settings_changed after insert or update or delete on system_settings
  for each statement execute function settings_changed();
create trigger system_settings_truncated after truncate on system_settings
  for each statement execute function settings_changed();
create trigger user_two_factor_setting_changed after insert or update or delete on user_two_factor_setting
  for each statement execute function settings_changed();
create trigger cross_origin_whitelist_changed after insert or update or delete on cross_origin_whitelist
  for each statement execute function settings_changed();
create trigger cross_origin_whitelist_truncated after truncate on cross_origin_whitelist
  for each statement execute function settings_changed();
