-- Sorting the backstage lists (orderBy of their LISTS entries in shared/contracts/src/lists.ts).
-- The logs need nothing new: their primary key and (create_date desc, id desc) serve both directions of
-- both sort keys. The IP blacklist grows with bans and its ip sort reads the unique (ip, ban_ip_type); its
-- creation-date sort needs this one. Admins, roles and the whitelist are a few dozen rows, sorted in memory.
create index ip_blacklist_date_idx on ip_blacklist (create_date desc, id desc);
