-- Hardening (issue 11).

-- Calls refused without a session are counted, not written one by one: one row per sender, route and
-- minute (`sample_key`), `repeat_count` saying how many calls it stands for.
alter table backstage_log add column repeat_count integer not null default 1;
alter table backstage_log add column sample_key text;
create unique index backstage_log_sample_key on backstage_log (sample_key) where sample_key is not null;

-- Failed sign-ins, counted per account name (whether or not such an account exists, so that the answers
-- cannot tell which do) and per client address: `subject` is 'account:<lower-case name>' or
-- 'address:<ip>'. No attempt of a subject is checked before `retry_after`: a delay that doubles with each
-- failure, then a lock of the account name. A lock only refuses sign-ins: sessions opened before it go on.
create table sign_in_failures (
  subject         text primary key,
  failures        integer not null,
  last_failed_at  timestamptz not null,
  retry_after     timestamptz
);
create index sign_in_failures_last_idx on sign_in_failures (last_failed_at);

-- `admins.locked` now means locked by an administrator only; a lock after failed sign-ins lives above.
-- Locks of the earlier kind (with an end date) are lifted rather than carried over.
update admins set locked = 0, locked_until = null where locked = 1 and locked_until is not null;
