import type { SortDirection } from '@console/contracts/lists';
import type { BlacklistEntry, WhitelistEntry } from '@console/contracts/schemas/security';
import type { blacklistAdd, blacklistQuery, whitelistAdd, whitelistQuery } from '@console/contracts/schemas/security';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../db/list';

/** Serialises whitelist changes, so the shut-out check sees the list it changes. */
const WHITELIST_LOCK_KEY = 73_310_003;

interface WhitelistRow {
  id: number;
  ip: string;
  country: string | null;
  remark: string;
  create_date: Date;
}
interface BlacklistRow {
  id: number;
  ip: string;
  country: string | null;
  ban_ip_type: number;
  reason: string | null;
  create_date: Date;
}

const toWhitelistEntry = (r: WhitelistRow): WhitelistEntry => ({
  id: r.id,
  ip: r.ip,
  country: r.country,
  remark: r.remark,
  createDate: iso(r.create_date)!,
});
const toBlacklistEntry = (r: BlacklistRow): BlacklistEntry => ({
  id: r.id,
  ip: r.ip,
  country: r.country,
  banIpType: r.ban_ip_type,
  reason: r.reason,
  createDate: iso(r.create_date)!,
});

/**
 * Bans can be many: each sort reads an index in order, the address through the unique (ip, ban_ip_type),
 * the creation date through its own index (migration 019).
 */
export const BLACKLIST_ORDERS = {
  id: (d: SortDirection) => `id ${d}`,
  ip: (d: SortDirection) => `ip ${d}, ban_ip_type ${d}`,
  createDate: (d: SortDirection) => `create_date ${d}, id ${d}`,
};

export function whitelistPage(db: Queryable, body: z.output<typeof whitelistQuery>) {
  return listPage(db, {
    select: 'id, ip, country, remark, create_date',
    from: 'ip_whitelist',
    filters: new Filters().contains('ip', body.ip),
    // A handful of entries, typed in by administrators: no index needed to sort them.
    orderBy: sortedOrder('ipWhitelist', { id: 'id', ip: 'ip', createDate: 'create_date' }, body, 'id'),
    paging: body,
    map: toWhitelistEntry,
  });
}

/** Waits for (then holds, until the transaction ends) the right to change the whitelist. */
export async function lockWhitelist(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [WHITELIST_LOCK_KEY]);
}

export async function insertWhitelistEntry(tx: Queryable, body: z.output<typeof whitelistAdd>, now: Date): Promise<WhitelistEntry> {
  const { rows } = await tx.query<WhitelistRow>(
    'insert into ip_whitelist (ip, country, remark, create_date) values ($1, $2, $3, $4) returning id, ip, country, remark, create_date',
    [body.ip, body.country ?? null, body.remark, now],
  );
  return toWhitelistEntry(rows[0]);
}

/** Every whitelist entry's id and address. */
export async function whitelistIps(tx: Queryable): Promise<{ id: number; ip: string }[]> {
  const { rows } = await tx.query<{ id: number; ip: string }>('select id, ip from ip_whitelist');
  return rows;
}

export async function deleteWhitelistEntry(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from ip_whitelist where id = $1', [id]);
}

export function blacklistPage(db: Queryable, body: z.output<typeof blacklistQuery>) {
  return listPage(db, {
    select: 'id, ip, country, ban_ip_type, reason, create_date',
    from: 'ip_blacklist',
    filters: new Filters().contains('ip', body.ip).eq('ban_ip_type', body.banIpType),
    orderBy: sortedOrder('ipBlacklist', BLACKLIST_ORDERS, body, 'id desc'),
    paging: body,
    map: toBlacklistEntry,
  });
}

/** Bans an address; undefined when it is already banned with this ban type. */
export async function insertBlacklistEntry(
  db: Queryable,
  body: z.output<typeof blacklistAdd>,
  now: Date,
): Promise<BlacklistEntry | undefined> {
  const { rows } = await db.query<BlacklistRow>(
    `insert into ip_blacklist (ip, country, ban_ip_type, reason, create_date) values ($1, $2, $3, $4, $5)
           on conflict (ip, ban_ip_type) do nothing returning id, ip, country, ban_ip_type, reason, create_date`,
    [body.ip, body.country ?? null, body.banIpType, body.reason ?? null, now],
  );
  return rows[0] && toBlacklistEntry(rows[0]);
}

/** Lifts a ban; false when there was none of this id. */
export async function deleteBlacklistEntry(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from ip_blacklist where id = $1 returning id', [id]);
  return rows.length > 0;
}
