-- The summary row of the deposit and withdrawal lists (the count and the sums of the amounts of every
-- matching record) kept per UTC day, coin and status, so a list filtered by no more than status, coin
-- and creation time adds up at most a row a day (two years: 730 rows) instead of every matching record
-- (a status tab of a million records). `summaryFromDaySums` in api/src/modules/finance/summaries.ts
-- reads them; the records of a partly covered first or last day are summed from the records themselves.
--
-- Statement triggers write what each insert, update or delete changes as rows of `*_day_sum_changes`
-- (only inserts: concurrent approvals never wait for each other on a shared sums row), in the transaction
-- that changes the records, so the sums are never out of step with the records. A periodic task folds the
-- changes into `*_day_sums` (`foldDaySumChanges`); readers add both tables, so folding changes no answer.
-- A soft-deleted record counts nowhere, as in the lists.

create table deposit_day_sums (
  coin_id        integer not null,
  status         integer not null,
  day            date not null,
  records        bigint not null,
  amount         numeric not null,
  bonus_amount   numeric not null,
  total_amount   numeric not null,
  report_amount  numeric not null,
  convert_amount numeric not null,
  primary key (coin_id, status, day)
);
-- What changes have moved and no fold has yet added to the sums: the same columns, in order of writing.
create table deposit_day_sum_changes (id bigserial primary key, like deposit_day_sums);

create table withdrawal_day_sums (
  coin_id        integer not null,
  status         integer not null,
  day            date not null,
  records        bigint not null,
  amount         numeric not null,
  fee_amount     numeric not null,
  actual_amount  numeric not null,
  report_amount  numeric not null,
  convert_amount numeric not null,
  primary key (coin_id, status, day)
);
-- What changes have moved and no fold has yet added to the sums: the same columns, in order of writing.
create table withdrawal_day_sum_changes (id bigserial primary key, like withdrawal_day_sums);

insert into deposit_day_sums
select coin_id, status, (create_date at time zone 'UTC')::date, count(*), sum(amount), sum(bonus_amount), sum(total_amount),
  sum(report_amount), sum(convert_amount)
from deposits where deleted_date is null group by 1, 2, 3;

insert into withdrawal_day_sums
select coin_id, status, (create_date at time zone 'UTC')::date, count(*), sum(amount), sum(fee_amount), sum(actual_amount),
  sum(report_amount), sum(convert_amount)
from withdrawals where deleted_date is null group by 1, 2, 3;

-- One function for both tables: the rows a statement removed (`removed_rows`: updated or deleted) count
-- negatively, the rows it added (inserted or updated) positively, grouped per coin, status and day; groups
-- that net to nothing (an update of a remark or a reviewer) write no change. Its arguments: the table of
-- changes and the summed columns. A trigger with transition tables takes a single event, hence three.
create function day_sums_changed() returns trigger language plpgsql as $$
declare
  changes text := tg_argv[0];
  summed text[] := string_to_array(tg_argv[1], ',');
  sources text[] := '{}';
begin
  if tg_op <> 'INSERT' then
    sources := sources || format(
      'select coin_id, status, (create_date at time zone %L)::date as day, -1 as records, %s from removed_rows where deleted_date is null',
      'UTC', (select string_agg(format('-%1$I as %1$I', c), ', ') from unnest(summed) c));
  end if;
  if tg_op <> 'DELETE' then
    sources := sources || format(
      'select coin_id, status, (create_date at time zone %L)::date as day, 1 as records, %s from added_rows where deleted_date is null',
      'UTC', array_to_string(summed, ', '));
  end if;
  execute format(
    'insert into %I (coin_id, status, day, records, %s) select coin_id, status, day, sum(records), %s from (%s) c
     group by coin_id, status, day having sum(records) <> 0 or %s',
    changes, array_to_string(summed, ', '),
    (select string_agg(format('sum(%I)', c), ', ') from unnest(summed) c),
    array_to_string(sources, ' union all '),
    (select string_agg(format('sum(%I) <> 0', c), ' or ') from unnest(summed) c));
  return null;
end $$;

create trigger deposit_day_sums_insert after insert on deposits referencing new table as added_rows
  for each statement execute function day_sums_changed('deposit_day_sum_changes', 'amount,bonus_amount,total_amount,report_amount,convert_amount');
create trigger deposit_day_sums_update after update on deposits referencing old table as removed_rows new table as added_rows
  for each statement execute function day_sums_changed('deposit_day_sum_changes', 'amount,bonus_amount,total_amount,report_amount,convert_amount');
create trigger deposit_day_sums_delete after delete on deposits referencing old table as removed_rows
  for each statement execute function day_sums_changed('deposit_day_sum_changes', 'amount,bonus_amount,total_amount,report_amount,convert_amount');

create trigger withdrawal_day_sums_insert after insert on withdrawals referencing new table as added_rows
  for each statement execute function day_sums_changed('withdrawal_day_sum_changes', 'amount,fee_amount,actual_amount,report_amount,convert_amount');
create trigger withdrawal_day_sums_update after update on withdrawals referencing old table as removed_rows new table as added_rows
  for each statement execute function day_sums_changed('withdrawal_day_sum_changes', 'amount,fee_amount,actual_amount,report_amount,convert_amount');
create trigger withdrawal_day_sums_delete after delete on withdrawals referencing old table as removed_rows
  for each statement execute function day_sums_changed('withdrawal_day_sum_changes', 'amount,fee_amount,actual_amount,report_amount,convert_amount');
