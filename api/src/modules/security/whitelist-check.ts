import type { Queryable } from '../../db/database';
import { ipMatches } from '../../http/client-ip';

export async function whitelistEntries(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ ip: string }>('select ip from ip_whitelist');
  return rows.map((row) => row.ip);
}

/** An empty whitelist lets every address in; otherwise only listed addresses and ranges. */
export function whitelistAllows(entries: string[], ip: string): boolean {
  return entries.length === 0 || ipMatches(ip, entries);
}
