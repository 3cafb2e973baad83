-- Copy trading's lists read kept figures instead of every order (issue 14; bench/report.md, Copy trading).

-- A leading order keeps its futures order's coin, status, result and filled amount, so the leading order list's
-- filters, totals and sums, and the following order list's totals by leading order, read this table alone (031 read
-- each leading order's futures order, 29 to 32 ms for 10,000 of them). Placement writes them (engine/leading.ts);
-- after that they change only when the order is settled, voided or corrected, and the trigger below writes the
-- change in the same statement's transaction, whichever function made it (settlement, void, halt, fix).
alter table copy_leading_orders
  add column coin_id integer references coins (id),
  add column status text not null default 'open' check (status in ('open', 'settled', 'voided')),
  add column result text check (result in ('win', 'lose', 'refund')),
  add column filled_amount numeric(36, 18);
update copy_leading_orders l set coin_id = x.coin_id, status = x.status, result = x.result, filled_amount = x.filled_amount
from futures_orders x where x.id = l.order_id;
alter table copy_leading_orders alter column coin_id set not null, alter column filled_amount set not null;

-- A leading order is the futures order with a share id and no follow code (its copies carry both).
create function copy_leading_order_changed() returns trigger language plpgsql as $$
begin
  update copy_leading_orders set status = new.status, result = new.result, filled_amount = new.filled_amount, update_date = new.update_date
  where order_id = new.id;
  return null;
end $$;
create trigger copy_leading_order_changed after update of status, result, filled_amount on futures_orders
  for each row when (new.share_id is not null and new.follow_code is null
    and (old.status, old.result, old.filled_amount) is distinct from (new.status, new.result, new.filled_amount))
  execute function copy_leading_order_changed();

-- The status tabs and the result filter, each followed by the list's order (newest first).
create index copy_leading_orders_status_idx on copy_leading_orders (status, order_date desc, order_id desc);
create index copy_leading_orders_result_idx on copy_leading_orders (result, order_date desc, order_id desc) where result is not null;

-- The following order list's count and sums per coin kept per UTC day of the copy's order date, as 025 and 027 do
-- for futures orders (db/day-sums.ts): a range of a month adds up a few rows a day instead of counting every copy
-- in it (a week, 77,842 copies at 1,000,000, was a 35 ms bitmap heap scan and grew with the range). Keyed by every
-- filter of the list a copy shares with many others: its coin, pair, gameplay, leader, status, result ('' while
-- open: a key holds no null) and direction; a copy's own filters (its id, follower, leading order, round) are
-- answered from the copies through their indexes. A day holds at most a row per leading order of that day.
create table copy_following_day_sums (
  coin_id          integer not null,
  futures_pair_id  integer not null,
  gameplay_id      integer not null,
  leader_user_id   bigint not null,
  status           text not null,
  result           text not null,
  direction        text not null,
  day              date not null,
  records          bigint not null,
  amount           numeric not null,
  filled_amount    numeric not null,
  payout           numeric not null,
  tax              numeric not null,
  leader_fee       numeric not null,
  primary key (coin_id, futures_pair_id, gameplay_id, leader_user_id, status, result, direction, day)
);
create table copy_following_day_sum_changes (id bigserial primary key, like copy_following_day_sums);

insert into copy_following_day_sums
select x.coin_id, x.futures_pair_id, x.gameplay_id, l.leader_user_id, x.status, coalesce(x.result, ''), x.direction,
  (x.order_date at time zone 'UTC')::date, count(*), sum(x.amount), sum(x.filled_amount), sum(x.payout), sum(x.tax), sum(x.leader_fee)
from futures_orders x join copy_leading_orders l on l.follow_code = x.follow_code
where x.follow_code is not null group by 1, 2, 3, 4, 5, 6, 7, 8;

-- As 027's: the copies a statement removed count negatively, those it added positively, per key, their leader being
-- their leading order's; groups that net to nothing (a change of a date or an operator) write no change. Orders
-- without a follow code are not copies and write nothing.
create function copy_following_day_sums_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into copy_following_day_sum_changes (coin_id, futures_pair_id, gameplay_id, leader_user_id, status, result, direction, day,
      records, amount, filled_amount, payout, tax, leader_fee)
    select c.coin_id, c.futures_pair_id, c.gameplay_id, l.leader_user_id, c.status, c.result, c.direction, c.day, sum(c.records),
      sum(c.amount), sum(c.filled_amount), sum(c.payout), sum(c.tax), sum(c.leader_fee)
    from (
      select coin_id, futures_pair_id, gameplay_id, follow_code, status, coalesce(result, '') as result, direction,
        (order_date at time zone 'UTC')::date as day, 1 as records, amount, filled_amount, payout, tax, leader_fee
      from added_rows where follow_code is not null
    ) c join copy_leading_orders l on l.follow_code = c.follow_code
    group by c.coin_id, c.futures_pair_id, c.gameplay_id, l.leader_user_id, c.status, c.result, c.direction, c.day;
  elsif tg_op = 'UPDATE' then
    insert into copy_following_day_sum_changes (coin_id, futures_pair_id, gameplay_id, leader_user_id, status, result, direction, day,
      records, amount, filled_amount, payout, tax, leader_fee)
    select c.coin_id, c.futures_pair_id, c.gameplay_id, l.leader_user_id, c.status, c.result, c.direction, c.day, sum(c.records),
      sum(c.amount), sum(c.filled_amount), sum(c.payout), sum(c.tax), sum(c.leader_fee)
    from (
      select coin_id, futures_pair_id, gameplay_id, follow_code, status, coalesce(result, '') as result, direction,
        (order_date at time zone 'UTC')::date as day, -1 as records, -amount as amount, -filled_amount as filled_amount, -payout as payout,
        -tax as tax, -leader_fee as leader_fee
      from removed_rows where follow_code is not null
      union all
      select coin_id, futures_pair_id, gameplay_id, follow_code, status, coalesce(result, '') as result, direction,
        (order_date at time zone 'UTC')::date as day, 1 as records, amount, filled_amount, payout, tax, leader_fee
      from added_rows where follow_code is not null
    ) c join copy_leading_orders l on l.follow_code = c.follow_code
    group by c.coin_id, c.futures_pair_id, c.gameplay_id, l.leader_user_id, c.status, c.result, c.direction, c.day
    having sum(c.records) <> 0 or sum(c.amount) <> 0 or sum(c.filled_amount) <> 0 or sum(c.payout) <> 0 or sum(c.tax) <> 0
      or sum(c.leader_fee) <> 0;
  else
    insert into copy_following_day_sum_changes (coin_id, futures_pair_id, gameplay_id, leader_user_id, status, result, direction, day,
      records, amount, filled_amount, payout, tax, leader_fee)
    select c.coin_id, c.futures_pair_id, c.gameplay_id, l.leader_user_id, c.status, c.result, c.direction, c.day, sum(c.records),
      sum(c.amount), sum(c.filled_amount), sum(c.payout), sum(c.tax), sum(c.leader_fee)
    from (
      select coin_id, futures_pair_id, gameplay_id, follow_code, status, coalesce(result, '') as result, direction,
        (order_date at time zone 'UTC')::date as day, -1 as records, -amount as amount, -filled_amount as filled_amount, -payout as payout,
        -tax as tax, -leader_fee as leader_fee
      from removed_rows where follow_code is not null
    ) c join copy_leading_orders l on l.follow_code = c.follow_code
    group by c.coin_id, c.futures_pair_id, c.gameplay_id, l.leader_user_id, c.status, c.result, c.direction, c.day;
  end if;
  return null;
end $$;

create trigger copy_following_day_sums_insert after insert on futures_orders referencing new table as added_rows
  for each statement execute function copy_following_day_sums_changed();
create trigger copy_following_day_sums_update after update on futures_orders
  referencing old table as removed_rows new table as added_rows
  for each statement execute function copy_following_day_sums_changed();
create trigger copy_following_day_sums_delete after delete on futures_orders referencing old table as removed_rows
  for each statement execute function copy_following_day_sums_changed();
