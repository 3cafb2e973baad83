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
  admin_id: number;
  created_at: Date;
  last_seen_at: Date;
  account: string;
  manager_name: string | null;
  status: number;
  locked: number;
  locked_until: Date | null;
  permission_ids: number[];
}

export type SessionLookup = { ok: true; session: SessionInfo } | { ok: false; reason: string };

/**
 * Loads the session of a token and slides its idle timeout. Permissions come from the admin's roles
 * as they are now, so a change to a role applies from the next request.
 */
export async function resumeSession(db: Queryable, token: string, now: Date): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<SessionRow>(
    `select s.admin_id, s.created_at, s.last_seen_at, a.account, a.manager_name, a.status, a.locked, a.locked_until,
            array(select distinct rp.permission_id from admin_roles ar join role_permissions rp on rp.role_id = ar.role_id
                  where ar.admin_id = a.id) as permission_ids
       from admin_sessions s join admins a on a.id = s.admin_id
      where s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'Your session has ended; please sign in again' };
  const t = now.getTime();
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
    return { ok: false, reason: expired };
  }
  await db.query('update admin_sessions set last_seen_at = $2 where token_hash = $1 and last_seen_at < $2', [tokenHash, now]);
  return {
    ok: true,
    session: {
      tokenHash,
      adminId: row.admin_id,
      account: row.account,
      managerName: row.manager_name,
      permissions: withImplied(row.permission_ids),
    },
  };
}

/** Locked by an administrator (no end date) or by failed sign-ins until `locked_until`. */
export function isLocked(row: { locked: number; locked_until: Date | null }, now: Date): boolean {
  return row.locked === 1 && (row.locked_until === null || row.locked_until.getTime() > now.getTime());
}
