-- The agents list sorts by creation date as well as by id (shared/contracts/src/lists.ts): an index in the
-- list's order serves both directions, as the users, KYC, agent log and batch upload lists already have.
create index agents_create_date_idx on agents (create_date desc, id desc);
