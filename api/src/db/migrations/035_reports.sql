-- The reports (`reporting/*`, api/src/modules/reports): daily roll-ups of the additive report figures per day of the
-- report time zone and user, and the reference rate that values a coin in the report currency (USDT).
--
-- A closed day (before today in the report time zone) is rolled up by the periodic task `reports-roll-up`: it writes
-- the day's rows and a marker row (user_id 0, every figure 0) saying "this day is rolled up in this zone". A report
-- reads the rolled days from here and computes every other day (today, a day whose records changed since, every day
-- while a new zone is being rolled up) from the records, so a figure never depends on whether the task has run.
-- The rows carry their zone: a change of the report time zone leaves them unread until the task has replaced them.

create table report_user_day_sums (
  time_zone            text not null,
  day                  date not null,
  user_id              bigint not null,
  new_users            integer not null default 0,
  invitees             integer not null default 0,
  deposit_orders       integer not null default 0,
  deposit_amount       numeric not null default 0,
  depositor            integer not null default 0,
  first_time_depositor integer not null default 0,
  withdrawal_amount    numeric not null default 0,
  manager_out_net      numeric not null default 0,
  manager_out_non_net  numeric not null default 0,
  futures_bet          numeric not null default 0,
  futures_orders       integer not null default 0,
  futures_player       integer not null default 0,
  futures_profit       numeric not null default 0,
  perpetual_profit     numeric not null default 0,
  primary key (time_zone, day, user_id)
);
create index report_user_day_sums_user_idx on report_user_day_sums (time_zone, user_id, day);

-- The change of each user's real funds (available plus held for withdrawal) per day and coin, in the coin: a
-- balance at a period's end is the sum of the changes up to it, valued at the coin's rate at that end.
create table report_balance_day_sums (
  time_zone  text not null,
  day        date not null,
  user_id    bigint not null,
  coin_id    integer not null,
  change     numeric not null,
  primary key (time_zone, day, user_id, coin_id)
);
create index report_balance_day_sums_user_idx on report_balance_day_sums (time_zone, user_id, day);

-- The value of one unit of a coin in USDT at a moment: 1 for USDT and USDC (as finance's report amounts), else the
-- last recorded tick of the coin's pair quoted in USDT at or before the moment, else 0 (a coin with no known price).
create function report_usdt_rate(p_coin integer, p_at timestamptz) returns numeric language sql stable as $$
  select case
    when c.code in ('USDT', 'USDC') then 1::numeric
    else coalesce((
      select t.price
        from coin_pairs p
        join coins q on q.id = p.to_coin_id and q.code = 'USDT'
        join lateral (select price from price_ticks t where t.coin_pair_id = p.id and t.tick_time <= p_at
                      order by t.tick_time desc, t.id desc limit 1) t on true
       where p.from_coin_id = c.id
       limit 1), 0)
  end
  from coins c where c.id = p_coin
$$;

-- A write touching a record of a rolled-up day takes that day's marker away (in the same transaction), so the day is
-- computed from the records again until the task has rolled it up anew. The trigger's first argument names the
-- columns whose days a row counts on, the second the columns the figures read: an update that changes none of them
-- (a login, a mark of an open position, a remark) takes nothing away.
create function report_days_touched() returns trigger language plpgsql as $$
declare
  zone text;
  col text;
  changed text;
begin
  -- Shared with every other write, exclusive for a roll-up: a roll-up waits for the writes in flight to commit (and sees
  -- them), a write waits for a roll-up to commit (and takes its marker away).
  perform pg_advisory_xact_lock_shared(73320035);
  zone := coalesce((select value from system_settings where key = 'reportTimeZone'), 'UTC');
  begin
    perform now() at time zone zone;
  exception when others then
    zone := 'UTC';
  end;
  changed := format('(%s) is distinct from (%s)',
    (select string_agg('o.' || quote_ident(c), ', ') from unnest(string_to_array(TG_ARGV[1], ',')) c),
    (select string_agg('n.' || quote_ident(c), ', ') from unnest(string_to_array(TG_ARGV[1], ',')) c));
  foreach col in array string_to_array(TG_ARGV[0], ',') loop
    if TG_OP = 'INSERT' then
      execute format(
        'delete from report_user_day_sums s where s.time_zone = $1 and s.user_id = 0
           and s.day in (select distinct (r.%I at time zone $1)::date from new_rows r where r.%I is not null)', col, col)
        using zone;
    elsif TG_OP = 'DELETE' then
      execute format(
        'delete from report_user_day_sums s where s.time_zone = $1 and s.user_id = 0
           and s.day in (select distinct (r.%I at time zone $1)::date from old_rows r where r.%I is not null)', col, col)
        using zone;
    else
      execute format(
        'delete from report_user_day_sums s where s.time_zone = $1 and s.user_id = 0
           and s.day in (select (x.at at time zone $1)::date
                           from old_rows o join new_rows n on n.id = o.id, lateral (values (o.%I), (n.%I)) x(at)
                          where x.at is not null and %s)', col, col, changed)
        using zone;
    end if;
  end loop;
  return null;
end;
$$;

create trigger users_report_insert after insert on users referencing new table as new_rows
  for each statement execute function report_days_touched('create_date', 'create_date,parent_user_id');
create trigger users_report_update after update on users referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('create_date', 'create_date,parent_user_id');
create trigger users_report_delete after delete on users referencing old table as old_rows
  for each statement execute function report_days_touched('create_date', 'create_date,parent_user_id');

create trigger deposits_report_insert after insert on deposits referencing new table as new_rows
  for each statement execute function report_days_touched('review_date', 'review_date,status,deleted_date,report_amount,is_first_time,user_id');
create trigger deposits_report_update after update on deposits referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('review_date', 'review_date,status,deleted_date,report_amount,is_first_time,user_id');
create trigger deposits_report_delete after delete on deposits referencing old table as old_rows
  for each statement execute function report_days_touched('review_date', 'review_date,status,deleted_date,report_amount,is_first_time,user_id');

create trigger withdrawals_report_insert after insert on withdrawals referencing new table as new_rows
  for each statement execute function report_days_touched('review_date', 'review_date,status,deleted_date,report_amount,user_id');
create trigger withdrawals_report_update after update on withdrawals referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('review_date', 'review_date,status,deleted_date,report_amount,user_id');
create trigger withdrawals_report_delete after delete on withdrawals referencing old table as old_rows
  for each statement execute function report_days_touched('review_date', 'review_date,status,deleted_date,report_amount,user_id');

create trigger fund_management_report_insert after insert on fund_management_records referencing new table as new_rows
  for each statement execute function report_days_touched('create_date', 'create_date,change_balance,execution_type,coin_id,user_id,fund_type');
create trigger fund_management_report_update after update on fund_management_records referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('create_date', 'create_date,change_balance,execution_type,coin_id,user_id,fund_type');
create trigger fund_management_report_delete after delete on fund_management_records referencing old table as old_rows
  for each statement execute function report_days_touched('create_date', 'create_date,change_balance,execution_type,coin_id,user_id,fund_type');

create trigger futures_orders_report_insert after insert on futures_orders referencing new table as new_rows
  for each statement execute function report_days_touched('order_date,settle_date', 'order_date,settle_date,status,filled_amount,payout,fund_type,coin_id,user_id');
create trigger futures_orders_report_update after update on futures_orders referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('order_date,settle_date', 'order_date,settle_date,status,filled_amount,payout,fund_type,coin_id,user_id');
create trigger futures_orders_report_delete after delete on futures_orders referencing old table as old_rows
  for each statement execute function report_days_touched('order_date,settle_date', 'order_date,settle_date,status,filled_amount,payout,fund_type,coin_id,user_id');

create trigger perpetual_positions_report_insert after insert on perpetual_positions referencing new table as new_rows
  for each statement execute function report_days_touched('closed_date', 'closed_date,status,realised_pnl,fund_type,coin_id,user_id');
create trigger perpetual_positions_report_update after update on perpetual_positions referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('closed_date', 'closed_date,status,realised_pnl,fund_type,coin_id,user_id');
create trigger perpetual_positions_report_delete after delete on perpetual_positions referencing old table as old_rows
  for each statement execute function report_days_touched('closed_date', 'closed_date,status,realised_pnl,fund_type,coin_id,user_id');

create trigger wallet_change_log_report_insert after insert on wallet_change_log referencing new table as new_rows
  for each statement execute function report_days_touched('create_date', 'create_date,change_balance,field,coin_id,user_id');
create trigger wallet_change_log_report_update after update on wallet_change_log referencing old table as old_rows new table as new_rows
  for each statement execute function report_days_touched('create_date', 'create_date,change_balance,field,coin_id,user_id');
create trigger wallet_change_log_report_delete after delete on wallet_change_log referencing old table as old_rows
  for each statement execute function report_days_touched('create_date', 'create_date,change_balance,field,coin_id,user_id');
