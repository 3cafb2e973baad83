-- A list of the records of many users at once (an agent's downline: tens of thousands of records) counts and
-- sums them from the index alone: this index of the user's records carries the amounts the summary adds and
-- the filters most often combined with it, and leaves deleted records out, as the lists do. The plain user
-- indexes of 008 stay for the checks of a withdrawal request, which count deleted records too.
create index deposits_user_listed_idx on deposits (user_id, create_date desc, id desc)
  include (coin_id, status, amount, bonus_amount, total_amount, report_amount, convert_amount) where deleted_date is null;
create index withdrawals_user_listed_idx on withdrawals (user_id, create_date desc, id desc)
  include (coin_id, status, amount, fee_amount, actual_amount, report_amount, convert_amount) where deleted_date is null;
