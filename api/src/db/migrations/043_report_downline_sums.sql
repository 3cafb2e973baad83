-- Downline sums for the agent and marketing reports (api/src/modules/reports): per day of the report time zone and
-- user, the figures of everyone below the user at any depth, the user itself not included, as the tree stood when the
-- day was rolled up. An agent's report over a year then reads a row a day instead of its downline's rows (a year of
-- an agent with 2,785 users below was about 83,000 rows, summed on every request). A user's whole marketing tree is
-- its own rows plus these.
--
-- Written by the roll-up beside the users' rows (`rollups.ts`), a day at a time: a day whose records change is rolled
-- up again and its downline sums with it. What a day's records cannot say is that a user moved to another upline
-- (`moveUser`): every day of the users above it before and after the move changes. A move therefore lists those users
-- as stale (`report_downline_stale`, the same statement, under the roll-up lock's shared side); a report asked for a
-- stale user sums its downline's own rows as before, and the roll-up task rebuilds the stale users' rows of every day.
-- A new user below someone needs nothing here: every record it has takes its day's marker away, as before.

create table report_downline_day_sums (like report_user_day_sums including defaults);
alter table report_downline_day_sums add primary key (time_zone, user_id, day);
-- The roll-up replaces a run of days whole.
create index report_downline_day_sums_day_idx on report_downline_day_sums (time_zone, day);

create table report_downline_balance_day_sums (
  time_zone  text not null,
  day        date not null,
  user_id    bigint not null,
  coin_id    integer not null,
  change     numeric not null,
  primary key (time_zone, user_id, day, coin_id)
);
create index report_downline_balance_day_sums_day_idx on report_downline_balance_day_sums (time_zone, day);

create table report_downline_stale (
  user_id    bigint primary key,
  since      timestamptz not null default now()
);

create function report_downline_moved() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from old_rows o join new_rows n on n.id = o.id where o.parent_user_id is distinct from n.parent_user_id) then
    return null;
  end if;
  perform pg_advisory_xact_lock_shared(73320035);
  insert into report_downline_stale (user_id)
  with recursive up(id) as (
    select p from old_rows o join new_rows n on n.id = o.id, unnest(array[o.parent_user_id, n.parent_user_id]) p
     where o.parent_user_id is distinct from n.parent_user_id and p is not null
    union
    select u.parent_user_id from users u join up on u.id = up.id where u.parent_user_id is not null
  )
  select id from up
  on conflict (user_id) do nothing;
  return null;
end;
$$;

create trigger users_report_downline_moved after update on users referencing old table as old_rows new table as new_rows
  for each statement execute function report_downline_moved();

-- The days already rolled up get their downline sums from the task: their markers are taken away, so they are
-- computed from the records until it has run (as after a change of the report time zone).
delete from report_user_day_sums where user_id = 0;
