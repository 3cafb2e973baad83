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

-- The report time zone as the API reads it (range.ts): the system setting, UTC when none is stored or PostgreSQL does
-- not know the one stored.
create function report_time_zone() returns text language plpgsql stable as $$
declare
  zone text := coalesce((select nullif(value, '') from system_settings where key = 'reportTimeZone'), 'UTC');
begin
  perform now() at time zone zone;
  return zone;
exception when invalid_parameter_value then
  return 'UTC';
end;
$$;

-- A write touching a record of a rolled-up day takes that day's marker away (in the same transaction), so the day is
-- computed from the records again until the task has rolled it up anew. For each table whose records a figure reads,
-- three statement triggers (insert, update, delete), each with a function of its own written out below with the
-- table's columns: the columns whose days a row counts on, and the columns the figures read (an update that changes
-- none of them, a login, a mark of an open position, a remark, takes nothing away). Static statements, so each
-- session plans them once: a generic function building its statements per call cost about 2 ms a write.
-- The advisory lock is shared by every write and taken exclusively by a roll-up: a roll-up waits for the writes in
-- flight to commit (and sees them), a write waits for a roll-up to commit (and takes its marker away).
do $migrate$
declare
  t record;
  days_of text;
  changed text;
  body text;
begin
  for t in select * from (values
    ('users', array['create_date'], array['create_date', 'parent_user_id']),
    ('deposits', array['review_date'], array['review_date', 'status', 'deleted_date', 'report_amount', 'is_first_time', 'user_id']),
    ('withdrawals', array['review_date'], array['review_date', 'status', 'deleted_date', 'report_amount', 'user_id']),
    ('fund_management_records', array['create_date'], array['create_date', 'change_balance', 'execution_type', 'coin_id', 'user_id', 'fund_type']),
    ('futures_orders', array['order_date', 'settle_date'], array['order_date', 'settle_date', 'status', 'filled_amount', 'payout', 'fund_type', 'coin_id', 'user_id']),
    ('perpetual_positions', array['closed_date'], array['closed_date', 'status', 'realised_pnl', 'fund_type', 'coin_id', 'user_id']),
    ('wallet_change_log', array['create_date'], array['create_date', 'change_balance', 'field', 'coin_id', 'user_id'])
  ) as x(tab, day_columns, figure_columns) loop
    changed := format('(%s) is distinct from (%s)',
      (select string_agg('o.' || quote_ident(c), ', ') from unnest(t.figure_columns) c),
      (select string_agg('n.' || quote_ident(c), ', ') from unnest(t.figure_columns) c));
    foreach body in array array['insert', 'update', 'delete'] loop
      if body = 'update' then
        days_of := (select string_agg(format('o.%1$I, n.%1$I', c), ', ') from unnest(t.day_columns) c);
        days_of := format('select (x.at at time zone zone)::date from old_rows o join new_rows n on n.id = o.id,
            unnest(array[%s]) x(at) where x.at is not null and %s', days_of, changed);
      else
        days_of := format('select (x.at at time zone zone)::date from %s r, unnest(array[%s]) x(at) where x.at is not null',
          case body when 'insert' then 'new_rows' else 'old_rows' end,
          (select string_agg(format('r.%I', c), ', ') from unnest(t.day_columns) c));
      end if;
      execute format($f$
        create function %I() returns trigger language plpgsql as $body$
        declare
          zone text := report_time_zone();
        begin
          perform pg_advisory_xact_lock_shared(73320035);
          delete from report_user_day_sums s where s.time_zone = zone and s.user_id = 0 and s.day in (%s);
          return null;
        end;
        $body$$f$, 'report_days_touched_' || t.tab || '_' || body, days_of);
      execute format('create trigger %I after %s on %I referencing %s for each statement execute function %I()',
        t.tab || '_report_' || body, body, t.tab,
        case body when 'insert' then 'new table as new_rows' when 'delete' then 'old table as old_rows'
          else 'old table as old_rows new table as new_rows' end,
        'report_days_touched_' || t.tab || '_' || body);
    end loop;
  end loop;
end;
$migrate$;
