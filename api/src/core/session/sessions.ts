import { withImplied } from '@console/contracts/permissions';
import type { Queryable } from '../../db/database';
import type { SessionInfo } from '../../http/context';
import { hashToken, newToken } from './tokens';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

export async function createSession(db: Queryable, adminId: number, ip: string, now: Date): Promise<string> {
  // Sessions that timed out are only refused when used; sign-ins sweep them away.
  await db.query('delete from admin_sessions where last_seen_at <= $1 or created_at <= $2', [
    new Date(now.getTime() - IDLE_TIMEOUT_MS),
    new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS),
  ]);
  const token = newToken();
  await db.query('insert into admin_sessions (token_hash, admin_id, ip, created_at, last_seen_at) values ($1, $2, $3, $4, $4)', [
    hashToken(token),
    adminId,
    ip,
    now,
  ]);
  return token;
}

/** Ends every session of an admin (password change, lock, disable, roles changed, authenticator rotated). */
export async function endSessionsOf(db: Queryable, adminId: number): Promise<void> {
  await db.query('delete from admin_sessions where admin_id = $1', [adminId]);
}

export async function endSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from admin_sessions where token_hash = $1', [tokenHash]);
}

interface SessionRow {
  whitelist_version: string;
  admin_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  account: string;
  manager_name: string | null;
  status: number;
  locked: number;
  locked_until: Date | null;
  /** The ids granted by the admin's roles, as PostgreSQL writes an array: `{1,2,3}`. */
  permission_ids: string;
}

/** What a request learns from its session statement; the IP whitelist's version comes with it, whatever the session. */
export type SessionLookup = ({ ok: true; session: SessionInfo } | { ok: false; reason: string }) & { whitelistVersion: number };

/**
 * A session is slid (its `last_seen_at` moved to now) at most once a minute: most requests only read it.
 * So an idle session ends between 29 and 30 minutes after its last request, never later.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * One statement per request: the session of a token with its admin and the permissions of the admin's
 * roles as they are now (so a revoked session, a disabled admin or a changed role applies from the next
 * request); the slide of its idle timeout when the last one is a minute old and the session still valid;
 * and the IP whitelist's version, which the caller checks its list held in memory against. The slide is
 * conditional on `$6`: slide at all; and `$7`: the whitelist version at which the caller found the
 * address allowed (null: any), so that a refused address never keeps a session alive.
 */
const RESUME_SESSION_SQL = `with found as (
    select s.admin_id, s.created_at, s.last_seen_at, a.account, a.manager_name, a.status, a.locked, a.locked_until,
           array(select distinct rp.permission_id from admin_roles ar join role_permissions rp on rp.role_id = ar.role_id
                 where ar.admin_id = a.id order by 1)::text as permission_ids
      from admin_sessions s join admins a on a.id = s.admin_id
     where s.token_hash = $1
  ), slid as (
    update admin_sessions s set last_seen_at = $2
     where s.token_hash = $1 and s.last_seen_at <= $3 and s.last_seen_at > $4 and s.created_at > $5 and $6::boolean
       and ($7::bigint is null or $7::bigint = (select v.version from ip_whitelist_version v where v.id = 1))
  )
  select (select v.version::text from ip_whitelist_version v where v.id = 1) as whitelist_version, found.*
    from (select 1) one left join found on true`;

/**
 * Loads the session of a token and slides its idle timeout (see RESUME_SESSION_SQL). `slideIfWhitelistedAt`
 * is the whitelist version at which the caller found the client's address allowed, or false when it did not
 * (then the session is read but not slid); left out, the session slides.
 */
export async function resumeSession(
  db: Queryable,
  token: string,
  now: Date,
  slideIfWhitelistedAt?: number | false,
): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const t = now.getTime();
  const { rows } = await db.query<SessionRow>(
    RESUME_SESSION_SQL,
    [
      tokenHash,
      now,
      new Date(t - TOUCH_INTERVAL_MS),
      new Date(t - IDLE_TIMEOUT_MS),
      new Date(t - ABSOLUTE_TIMEOUT_MS),
      slideIfWhitelistedAt !== false,
      slideIfWhitelistedAt === false ? null : (slideIfWhitelistedAt ?? null),
    ],
    { prepare: true },
  );
  const row = rows[0];
  const whitelistVersion = Number(row?.whitelist_version ?? 0);
  if (!row || row.admin_id === null) return { ok: false, reason: 'Your session has ended; please sign in again', whitelistVersion };
  const expired =
    t - row.last_seen_at.getTime() >= IDLE_TIMEOUT_MS
      ? 'Your session expired after 30 minutes without activity; please sign in again'
      : t - row.created_at.getTime() >= ABSOLUTE_TIMEOUT_MS
        ? 'Your session reached its 12-hour limit; please sign in again'
        : row.status !== 1
          ? 'This account is disabled'
          : isLocked(row, now)
            ? 'This account is locked'
            : undefined;
  if (expired) {
    await endSession(db, tokenHash);
    return { ok: false, reason: expired, whitelistVersion };
  }
  return {
    ok: true,
    whitelistVersion,
    session: {
      tokenHash,
      adminId: row.admin_id,
      account: row.account,
      managerName: row.manager_name,
      permissions: effectivePermissions(row.permission_ids),
    },
  };
}

/**
 * The permissions granted, with those they imply, by the text of the granted ids: staff hold a handful of
 * role mixes, so each set is built once (and shared: nothing changes a session's set). A changed role gives a
 * different text, hence a new set, on the next request.
 */
const permissionSets = new Map<string, Set<number>>();
function effectivePermissions(ids: string): Set<number> {
  let set = permissionSets.get(ids);
  if (!set) {
    set = withImplied(ids === '{}' ? [] : ids.slice(1, -1).split(',').map(Number));
    if (permissionSets.size >= 1000) permissionSets.clear();
    permissionSets.set(ids, set);
  }
  return set;
}

/** Locked by an administrator (no end date) or by failed sign-ins until `locked_until`. */
export function isLocked(row: { locked: number; locked_until: Date | null }, now: Date): boolean {
  return row.locked === 1 && (row.locked_until === null || row.locked_until.getTime() > now.getTime());
}
