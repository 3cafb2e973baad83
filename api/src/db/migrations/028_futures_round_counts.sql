-- The round list's total kept per futures pair, gameplay, status, result and halt (a few hundred rows at most),
-- as 025 keeps the order list's sums: a total of every round, a status or a pair reads these rows instead of
-- counting up to every round (98,000 settled rounds took 30 to 40 ms to count at 100,000 rounds, bench/report.md,
-- Trading, and grows with the table). Statement triggers write what each insert, update or delete changes as rows
-- of `futures_round_count_changes`, in the transaction that changes the rounds; the fold of the kept sums
-- (`futuresOrderDaySumTask`) folds them too. `result` is '' while a round has none (a key holds no null).
create table futures_round_counts (
  futures_pair_id  integer not null,
  gameplay_id      integer not null,
  status           text not null,
  result           text not null,
  halted           integer not null,
  rounds           bigint not null,
  primary key (futures_pair_id, gameplay_id, status, result, halted)
);
create table futures_round_count_changes (id bigserial primary key, like futures_round_counts);

insert into futures_round_counts
select futures_pair_id, gameplay_id, status, coalesce(result, ''), halted, count(*) from futures_rounds group by 1, 2, 3, 4, 5;

-- Rows a statement removed count -1, rows it added +1, per key; keys that net to nothing (a round's totals or
-- prices updated) write no change.
create function futures_round_counts_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into futures_round_count_changes (futures_pair_id, gameplay_id, status, result, halted, rounds)
    select futures_pair_id, gameplay_id, status, coalesce(result, ''), halted, count(*) from added_rows group by 1, 2, 3, 4, 5;
  elsif tg_op = 'UPDATE' then
    insert into futures_round_count_changes (futures_pair_id, gameplay_id, status, result, halted, rounds)
    select futures_pair_id, gameplay_id, status, result, halted, sum(rounds)
    from (
      select futures_pair_id, gameplay_id, status, coalesce(result, '') as result, halted, -1 as rounds from removed_rows
      union all
      select futures_pair_id, gameplay_id, status, coalesce(result, ''), halted, 1 from added_rows
    ) c
    group by futures_pair_id, gameplay_id, status, result, halted
    having sum(rounds) <> 0;
  else
    insert into futures_round_count_changes (futures_pair_id, gameplay_id, status, result, halted, rounds)
    select futures_pair_id, gameplay_id, status, coalesce(result, ''), halted, -count(*) from removed_rows group by 1, 2, 3, 4, 5;
  end if;
  return null;
end $$;

create trigger futures_round_counts_insert after insert on futures_rounds referencing new table as added_rows
  for each statement execute function futures_round_counts_changed();
create trigger futures_round_counts_update after update on futures_rounds
  referencing old table as removed_rows new table as added_rows
  for each statement execute function futures_round_counts_changed();
create trigger futures_round_counts_delete after delete on futures_rounds referencing old table as removed_rows
  for each statement execute function futures_round_counts_changed();
