-- The roll-up's lock narrowed to a day (bench/report.md, Reports: every write to the seven tables the reports read
-- waited for the whole of a roll-up transaction, up to 31 days of it, so a trade could wait seconds for a roll-up of
-- days long closed). Each write now takes, besides the shared lock 73320035, a shared lock on each day of the report
-- time zone its rows count on (the two-key lock (73320035, days since 2000-01-01)); the roll-up (rollups.ts) takes
-- each day it rolls up exclusively, and 73320035 shared. A roll-up of a closed day waits for
-- the writes in flight on that day (and sees them), a write on that day waits for that roll-up to commit (and takes its
-- marker away), and a write on any other day, today's trades among them, does not wait. 73320035 taken exclusively
-- stays for what touches every day: the rebuild of moved users' downline sums, the removal of an earlier zone's rows,
-- and the roll-up's barrier after a change of the report time zone (a moment at the start of such a run, so that
-- every write whose days were counted in the earlier zone has committed).
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
        create or replace function %I() returns trigger language plpgsql as $body$
        declare
          zone text := report_time_zone();
          touched date[];
        begin
          perform pg_advisory_xact_lock_shared(73320035);
          select array_agg(distinct d order by d) into touched from (%s) x(d);
          if touched is null then
            return null;
          end if;
          perform pg_advisory_xact_lock_shared(73320035, d - date '2000-01-01') from unnest(touched) d;
          delete from report_user_day_sums s where s.time_zone = zone and s.user_id = 0 and s.day = any(touched);
          return null;
        end;
        $body$$f$, 'report_days_touched_' || t.tab || '_' || body, days_of);
    end loop;
  end loop;
end;
$migrate$;
