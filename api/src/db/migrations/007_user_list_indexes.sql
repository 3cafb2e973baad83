-- The user list at a million users: a filtered page and its total within 50 ms (bench/users).
-- Each frequent equality filter leads an index that goes on in the list's order (newest first), so the
-- total is an index-only count of one range and the page is read in order from the same range; they
-- replace the single-column indexes of the same filters.
drop index users_level_idx;
drop index users_marketing_level_idx;
drop index users_account_type_idx;
create index users_level_status_created_idx on users (user_level, status, create_date desc, id desc);
create index users_marketing_level_created_idx on users (user_marketing_level, create_date desc, id desc);
create index users_account_type_created_idx on users (account_type, create_date desc, id desc);
create index users_region_created_idx on users (region, create_date desc, id desc);

-- "Contains" searches of e-mail and remark: trigram indexes serve `ilike '%...%'`.
create extension if not exists pg_trgm;
create index users_email_trgm_idx on users using gin (email gin_trgm_ops);
create index users_remark_trgm_idx on users using gin (remark gin_trgm_ops);
