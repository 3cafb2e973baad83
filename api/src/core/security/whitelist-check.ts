import type ipaddr from 'ipaddr.js';
import type { Db, Queryable } from '../../db/database';
import { LiveCopy } from '../../db/live-copy';
import { ipMatches, parseAddress, parseRange } from '../../http/client-ip';

export async function whitelistEntries(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ ip: string }>('select ip from ip_whitelist');
  return rows.map((row) => row.ip);
}

/** An empty whitelist lets every address in; otherwise only listed addresses and ranges. */
export function whitelistAllows(entries: string[], ip: string): boolean {
  return entries.length === 0 || ipMatches(ip, entries);
}

/** Announced by the database (migration 021) with the new version whenever the list changes. */
export const WHITELIST_CHANNEL = 'ip_whitelist_changed';

/** The whitelist's version as the database holds it now, for a request that reads nothing else (one without a session). */
export const WHITELIST_VERSION_SQL = 'select version::text as version from ip_whitelist_version where id = 1';

type Range = NonNullable<ReturnType<typeof parseRange>>;

/** A whitelist entry parsed once; an IPv4-mapped IPv6 range becomes the IPv4 range it maps (as `ipMatches` reads it). */
function parsedRange(entry: string): Range | undefined {
  const range = parseRange(entry);
  if (!range) return undefined;
  const [network, bits] = range;
  if (network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress()) {
    return [(network as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)];
  }
  return range;
}

interface Loaded {
  revision: number;
  /** No entry at all: every address is let in. (A list of entries none of which parses lets nobody in.) */
  empty: boolean;
  ranges: Range[];
  /** The answer for each address seen since this list was loaded: staff come from a few. */
  decisions: Map<string, boolean>;
}

function allowedBy(loaded: Loaded, ip: string): boolean {
  if (loaded.empty) return true;
  let allowed = loaded.decisions.get(ip);
  if (allowed === undefined) {
    const address = parseAddress(ip);
    allowed = !!address && loaded.ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
    if (loaded.decisions.size >= 10_000) loaded.decisions.clear();
    loaded.decisions.set(ip, allowed);
  }
  return allowed;
}

/**
 * The IP whitelist of one API instance, held in memory with its entries parsed once and kept current as a
 * `LiveCopy` (announced on its channel by migration 021): every request is checked against the version the
 * database reports to that very request (read with the session in the same statement, or on its own without a
 * session), so a change applies from the next request on every instance.
 */
export class IpWhitelist {
  private readonly copy: LiveCopy<Loaded>;

  constructor(private readonly db: Db) {
    this.copy = new LiveCopy(db, WHITELIST_CHANNEL, loadWhitelist);
  }

  /** Loads the list and listens for changes. */
  start(): Promise<void> {
    return this.copy.start();
  }

  stop(): Promise<void> {
    return this.copy.stop();
  }

  /** The version the database holds now: for requests that send no session statement to carry it. */
  async currentVersion(): Promise<number> {
    const { rows } = await this.db.query<{ version: string }>(WHITELIST_VERSION_SQL, [], { prepare: true });
    return Number(rows[0]?.version ?? 0);
  }

  /**
   * Whether the list allows `ip`, answered from memory when the list there is as new as `version` (as
   * the database reported it to this request), after reloading it otherwise.
   */
  async allows(ip: string, version: number): Promise<boolean> {
    return allowedBy(await this.copy.atLeast(version), ip);
  }

  /** Whether the list held now (of whatever version) allows `ip`, and that version; undefined before the first load. */
  allowsNow(ip: string): { version: number; allowed: boolean } | undefined {
    const loaded = this.copy.held();
    return loaded && { version: loaded.revision, allowed: allowedBy(loaded, ip) };
  }
}

/** The list and its version, read together in one statement so that they match. */
async function loadWhitelist(db: Db): Promise<Loaded> {
  const { rows } = await db.query<{ version: string; ips: string[] }>(
    'select v.version::text as version, array(select ip from ip_whitelist) as ips from ip_whitelist_version v where v.id = 1',
  );
  const ips = rows[0]?.ips ?? [];
  return {
    revision: Number(rows[0]?.version ?? 0),
    empty: ips.length === 0,
    ranges: ips.map(parsedRange).filter((range): range is Range => range !== undefined),
    decisions: new Map(),
  };
}
