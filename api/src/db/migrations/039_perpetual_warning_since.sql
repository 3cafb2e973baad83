-- When an open perpetual position crossed its warning price (the home page shows the age of the oldest warning).
-- Kept by a row trigger rather than by each statement of the engine that sets or clears `warning`, so every path
-- (a tick's set-based update, a position grown or reduced, a position opened over its threshold) keeps it alike:
-- the moment is the row's `update_date` of that write, which the engine sets to its own clock.
alter table perpetual_positions add column warning_since timestamptz;

-- The positions warned before this migration: their last write is the best moment known.
update perpetual_positions set warning_since = update_date where status = 'open' and warning = 1;

create function perpetual_warning_since() returns trigger language plpgsql as $$
begin
  if new.warning = 1 and (tg_op = 'INSERT' or old.warning is distinct from 1) then
    new.warning_since := new.update_date;
  elsif new.warning <> 1 then
    new.warning_since := null;
  end if;
  return new;
end;
$$;

create trigger perpetual_positions_warning_since_insert before insert on perpetual_positions
  for each row when (new.warning = 1) execute function perpetual_warning_since();
create trigger perpetual_positions_warning_since_update before update of warning on perpetual_positions
  for each row when (old.warning is distinct from new.warning) execute function perpetual_warning_since();
