-- The deposit and withdrawal lists at a million records each: a filtered page with its summary row
-- (count and sums of the amounts over every matching record) within 50 ms (bench/finance).
-- Each frequent equality filter (status, coin) leads an index that goes on in the list's order (newest
-- first), so the page is read in order from one range; the index also carries what the count and the
-- summary read (the user, the other frequent filter and the summed amounts), so they are an index-only
-- scan of that range instead of a visit to every matching row of the table. They replace the status
-- indexes of 008, which had the same leading columns.
drop index deposits_status_idx;
create index deposits_status_created_idx on deposits (status, create_date desc, id desc)
  include (user_id, coin_id, amount, bonus_amount, total_amount, report_amount, convert_amount) where deleted_date is null;
create index deposits_coin_created_idx on deposits (coin_id, create_date desc, id desc)
  include (user_id, status, amount, bonus_amount, total_amount, report_amount, convert_amount) where deleted_date is null;

drop index withdrawals_status_idx;
create index withdrawals_status_created_idx on withdrawals (status, create_date desc, id desc)
  include (user_id, coin_id, amount, fee_amount, actual_amount, report_amount, convert_amount) where deleted_date is null;
create index withdrawals_coin_created_idx on withdrawals (coin_id, create_date desc, id desc)
  include (user_id, status, amount, fee_amount, actual_amount, report_amount, convert_amount) where deleted_date is null;
