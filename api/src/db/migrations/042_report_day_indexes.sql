-- The reports compute today (and any day not rolled up) from the records of that day (api/src/modules/reports/metrics.ts),
-- on every request: each kind of record is read by the moment its figure counts on. Users, the ledger, fund
-- management, futures orders by their order date and perpetual positions by their closing date have an index on that
-- moment already; these three did not, so a report read every deposit, every withdrawal and every futures order
-- (bench/report.md, Reports: 1.2 s for the platform's daily report over a year at 1,000,000 orders, of which 0.6 s
-- were these scans). Each index holds only the records a figure counts (the conditions of metrics.ts), so it stays
-- small and a write of another status does not touch it.
create index deposits_report_day_idx on deposits (review_date) where status = 1 and deleted_date is null;
create index withdrawals_report_day_idx on withdrawals (review_date) where status = 1 and deleted_date is null;
create index futures_orders_report_settle_idx on futures_orders (settle_date) where fund_type = 1 and status = 'settled';


-- The roll-up's lock narrowed to a day (bench/report.md, Reports: a write to any of the seven tables waited for the
-- whole of a roll-up transaction, up to 31 days of it). Each write now takes, besides the shared lock 73320035, a
-- shared lock on each day of the report time zone its rows count on (the two-key lock (73320035, days since
-- 2000-01-01)), and the roll-up (rollups.ts) rolls up a day per transaction under that day's exclusive lock: a roll-up
-- of a closed day waits for the writes in flight on that day (and sees them), a write on that day waits for the
-- roll-up to commit (and takes its marker away), and a write on any other day, today's trades among them, does not
-- wait. The shared lock 73320035 stays for the roll-up's barrier: at the start of a run it takes that lock
-- exclusively for a moment, so every write whose days were counted in an earlier report time zone has committed.
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
