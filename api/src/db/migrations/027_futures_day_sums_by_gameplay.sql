-- The order list's kept sums (025) also per futures pair and gameplay, so a pair or gameplay filter adds up a
-- row a day instead of every matching order (a third or a ninth of a million orders, by a parallel scan, was
-- 400 to 800 ms: bench/report.md, Trading). A gameplay belongs to one pair, so the key grows by the gameplays:
-- nine demo gameplays, three statuses and one coin make 27 rows a day, some ten thousand a year.
drop trigger futures_order_day_sums_insert on futures_orders;
drop trigger futures_order_day_sums_update on futures_orders;
drop trigger futures_order_day_sums_delete on futures_orders;
drop function futures_order_day_sums_changed();
drop table futures_order_day_sum_changes;
drop table futures_order_day_sums;

create table futures_order_day_sums (
  coin_id          integer not null,
  futures_pair_id  integer not null,
  gameplay_id      integer not null,
  status           text not null,
  day              date not null,
  records          bigint not null,
  amount           numeric not null,
  filled_amount    numeric not null,
  payout           numeric not null,
  tax              numeric not null,
  rebate           numeric not null,
  leader_fee       numeric not null,
  primary key (coin_id, futures_pair_id, gameplay_id, status, day)
);
create table futures_order_day_sum_changes (id bigserial primary key, like futures_order_day_sums);

insert into futures_order_day_sums
select coin_id, futures_pair_id, gameplay_id, status, (order_date at time zone 'UTC')::date, count(*), sum(amount), sum(filled_amount),
  sum(payout), sum(tax), sum(rebate), sum(leader_fee)
from futures_orders group by 1, 2, 3, 4, 5;

-- As 025's: rows a statement removed count negatively, rows it added positively, per key; groups that net to
-- nothing write no change.
create function futures_order_day_sums_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into futures_order_day_sum_changes (coin_id, futures_pair_id, gameplay_id, status, day, records, amount, filled_amount, payout,
      tax, rebate, leader_fee)
    select coin_id, futures_pair_id, gameplay_id, status, (order_date at time zone 'UTC')::date, count(*), sum(amount), sum(filled_amount),
      sum(payout), sum(tax), sum(rebate), sum(leader_fee)
    from added_rows group by 1, 2, 3, 4, 5;
  elsif tg_op = 'UPDATE' then
    insert into futures_order_day_sum_changes (coin_id, futures_pair_id, gameplay_id, status, day, records, amount, filled_amount, payout,
      tax, rebate, leader_fee)
    select coin_id, futures_pair_id, gameplay_id, status, day, sum(records), sum(amount), sum(filled_amount), sum(payout), sum(tax),
      sum(rebate), sum(leader_fee)
    from (
      select coin_id, futures_pair_id, gameplay_id, status, (order_date at time zone 'UTC')::date as day, -1 as records, -amount as amount,
        -filled_amount as filled_amount, -payout as payout, -tax as tax, -rebate as rebate, -leader_fee as leader_fee
      from removed_rows
      union all
      select coin_id, futures_pair_id, gameplay_id, status, (order_date at time zone 'UTC')::date, 1, amount, filled_amount, payout, tax,
        rebate, leader_fee
      from added_rows
    ) c
    group by coin_id, futures_pair_id, gameplay_id, status, day
    having sum(records) <> 0 or sum(amount) <> 0 or sum(filled_amount) <> 0 or sum(payout) <> 0 or sum(tax) <> 0
      or sum(rebate) <> 0 or sum(leader_fee) <> 0;
  else
    insert into futures_order_day_sum_changes (coin_id, futures_pair_id, gameplay_id, status, day, records, amount, filled_amount, payout,
      tax, rebate, leader_fee)
    select coin_id, futures_pair_id, gameplay_id, status, (order_date at time zone 'UTC')::date, -count(*), -sum(amount),
      -sum(filled_amount), -sum(payout), -sum(tax), -sum(rebate), -sum(leader_fee)
    from removed_rows group by 1, 2, 3, 4, 5;
  end if;
  return null;
end $$;

create trigger futures_order_day_sums_insert after insert on futures_orders referencing new table as added_rows
  for each statement execute function futures_order_day_sums_changed();
create trigger futures_order_day_sums_update after update on futures_orders
  referencing old table as removed_rows new table as added_rows
  for each statement execute function futures_order_day_sums_changed();
create trigger futures_order_day_sums_delete after delete on futures_orders referencing old table as removed_rows
  for each statement execute function futures_order_day_sums_changed();

-- A range that covers part of a day takes that day's orders on the covered side, or the whole day's kept sums
-- less the other side, whichever is the shorter span (sums.ts). Those orders are read by order date; with the
-- filtered and summed columns in the date index they are read from the index alone (no fetch of each order's
-- row), in place of 023's narrower index of the same order.
drop index futures_orders_date_idx;
create index futures_orders_date_idx on futures_orders (order_date desc, id desc)
  include (coin_id, futures_pair_id, gameplay_id, status, amount, filled_amount, payout, tax, rebate, leader_fee);
