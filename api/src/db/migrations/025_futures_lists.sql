-- The futures order list sorted by amount (`orderBy: amount`, list `futureOrders`): an index in that order,
-- with and without the status tab, so a sorted page of a million orders reads just the page (as 018 does for
-- deposits and withdrawals). Sorting by id and order date uses 023's indexes, and the round list's keys
-- (id, start date) too.
create index futures_orders_amount_idx on futures_orders (amount desc, id desc);
create index futures_orders_status_amount_idx on futures_orders (status, amount desc, id desc);

-- The order list's summary (count and sums per coin of every matching order) kept per UTC day of the order
-- date, coin and status, as 014 does for deposits and withdrawals: a status tab of a million orders adds up
-- a row a day instead of every order. `futuresOrderSums` (api/src/modules/trading/futures/orders/sums.ts)
-- reads them when the filters are no more than status, coin and order date; the orders of a partly covered
-- first or last day are summed from the orders themselves. Statement triggers write what each insert, update
-- or delete changes as rows of `futures_order_day_sum_changes`, in the transaction that changes the orders
-- (a settlement is one statement: one change row per coin and day); a periodic task folds them into the sums.
create table futures_order_day_sums (
  coin_id        integer not null,
  status         text not null,
  day            date not null,
  records        bigint not null,
  amount         numeric not null,
  filled_amount  numeric not null,
  payout         numeric not null,
  tax            numeric not null,
  rebate         numeric not null,
  leader_fee     numeric not null,
  primary key (coin_id, status, day)
);
create table futures_order_day_sum_changes (id bigserial primary key, like futures_order_day_sums);

insert into futures_order_day_sums
select coin_id, status, (order_date at time zone 'UTC')::date, count(*), sum(amount), sum(filled_amount), sum(payout), sum(tax),
  sum(rebate), sum(leader_fee)
from futures_orders group by 1, 2, 3;

-- Rows a statement removed (updated or deleted) count negatively, rows it added positively, per coin, status
-- and day; groups that net to nothing (an update of a date or an operator) write no change.
create function futures_order_day_sums_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into futures_order_day_sum_changes (coin_id, status, day, records, amount, filled_amount, payout, tax, rebate, leader_fee)
    select coin_id, status, (order_date at time zone 'UTC')::date, count(*), sum(amount), sum(filled_amount), sum(payout), sum(tax),
      sum(rebate), sum(leader_fee)
    from added_rows group by 1, 2, 3;
  elsif tg_op = 'UPDATE' then
    insert into futures_order_day_sum_changes (coin_id, status, day, records, amount, filled_amount, payout, tax, rebate, leader_fee)
    select coin_id, status, day, sum(records), sum(amount), sum(filled_amount), sum(payout), sum(tax), sum(rebate), sum(leader_fee)
    from (
      select coin_id, status, (order_date at time zone 'UTC')::date as day, -1 as records, -amount as amount,
        -filled_amount as filled_amount, -payout as payout, -tax as tax, -rebate as rebate, -leader_fee as leader_fee
      from removed_rows
      union all
      select coin_id, status, (order_date at time zone 'UTC')::date, 1, amount, filled_amount, payout, tax, rebate, leader_fee
      from added_rows
    ) c
    group by coin_id, status, day
    having sum(records) <> 0 or sum(amount) <> 0 or sum(filled_amount) <> 0 or sum(payout) <> 0 or sum(tax) <> 0
      or sum(rebate) <> 0 or sum(leader_fee) <> 0;
  else
    insert into futures_order_day_sum_changes (coin_id, status, day, records, amount, filled_amount, payout, tax, rebate, leader_fee)
    select coin_id, status, (order_date at time zone 'UTC')::date, -count(*), -sum(amount), -sum(filled_amount), -sum(payout),
      -sum(tax), -sum(rebate), -sum(leader_fee)
    from removed_rows group by 1, 2, 3;
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
