-- How each admin arranges each list (column order and visibility, row density) and the views they saved
-- (a list's filters, sort and columns under a name), kept on the server so they follow the admin to any
-- browser. `list_key` is a key of the list registry (shared/contracts/src/lists.ts).
create table admin_list_settings (
  admin_id    integer not null references admins (id) on delete cascade,
  list_key    text not null,
  columns     jsonb,
  density     text check (density in ('comfortable', 'compact')),
  update_date timestamptz not null default now(),
  primary key (admin_id, list_key)
);

create table admin_saved_views (
  id          serial primary key,
  admin_id    integer not null references admins (id) on delete cascade,
  list_key    text not null,
  name        text not null,
  query       text not null,
  columns     jsonb,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now(),
  unique (admin_id, list_key, name)
);

-- How many decimals an amount of a coin shows (BTC 8, USDT 2): every amount of the console is written with
-- its coin's own decimals.
alter table coins add column decimals integer not null default 8 check (decimals between 0 and 18);
update coins set decimals = case code
  when 'USDT' then 2 when 'USDC' then 2 when 'BTC' then 8 when 'ETH' then 6 when 'BNB' then 6
  when 'SOL' then 4 when 'XRP' then 4 when 'TRX' then 2 when 'DOGE' then 2 else 8 end;
