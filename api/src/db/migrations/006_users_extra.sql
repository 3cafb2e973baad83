-- Equality filters of the user list that had no index: a mobile number alone (the unique index leads
-- with the country code) and a block-chain address.
create index users_mobile_number_idx on users (mobile_number) where mobile_number is not null;
create index users_block_chain_address_idx on users (block_chain_address) where block_chain_address is not null;
