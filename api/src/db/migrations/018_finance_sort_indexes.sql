-- Sorting the deposit and withdrawal lists by amount (`orderBy: amount`, either direction), at a million
-- records each: a sorted page reads its 20 rows in order from an index instead of sorting every matching
-- record. The lists' own filters that most often come with a sort lead: the status tab and the coin (a
-- coin's amounts are on their own scale: BTC's largest lie below most USDT amounts, so a coin's page read
-- from the plain amount index would pass most of the table first). Each index read backwards serves the
-- ascending order. Sorting by creation date or id is served by the indexes of 008 and 012 and the key.
create index deposits_amount_idx on deposits (amount desc, id desc) where deleted_date is null;
create index deposits_status_amount_idx on deposits (status, amount desc, id desc) where deleted_date is null;
create index deposits_coin_amount_idx on deposits (coin_id, amount desc, id desc) where deleted_date is null;

create index withdrawals_amount_idx on withdrawals (amount desc, id desc) where deleted_date is null;
create index withdrawals_status_amount_idx on withdrawals (status, amount desc, id desc) where deleted_date is null;
create index withdrawals_coin_amount_idx on withdrawals (coin_id, amount desc, id desc) where deleted_date is null;
