-- Every API instance holds the IP whitelist in memory (api/src/modules/security/whitelist-check.ts). Any
-- change to the list, by any instance, a script or by hand, moves its version in the same transaction and
-- announces the new version on the channel `ip_whitelist_changed` when it commits. A request reads the
-- version with the statement it sends anyway (the session's), so an instance that has not heard of a change
-- yet still sees it on its next request and reloads the list first.
-- Written to run again harmlessly: it was briefly numbered 020, beside 020_hardening.sql.
create table if not exists ip_whitelist_version (
  id      integer primary key default 1 check (id = 1),
  version bigint not null
);
insert into ip_whitelist_version (id, version) values (1, 1) on conflict (id) do nothing;

create or replace function ip_whitelist_changed() returns trigger language plpgsql as $$
declare
  next_version bigint;
begin
  update ip_whitelist_version set version = version + 1 where id = 1 returning version into next_version;
  perform pg_notify('ip_whitelist_changed', next_version::text);
  return null;
end
$$;

drop trigger if exists ip_whitelist_changed on ip_whitelist;
create trigger ip_whitelist_changed after insert or update or delete on ip_whitelist
  for each statement execute function ip_whitelist_changed();
drop trigger if exists ip_whitelist_truncated on ip_whitelist;
create trigger ip_whitelist_truncated after truncate on ip_whitelist
  for each statement execute function ip_whitelist_changed();
