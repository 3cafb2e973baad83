import { permissionById, permissionId } from '@console/contracts/permissions';
import type { Db, Queryable } from '../../db/database';
import type { SessionInfo } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import { permissionsOfAdmin, permissionsOfRoles } from './admins';

const ROLE_MANAGEMENT = permissionId('roles.editPermissions');
/** Serialises changes to staff, roles and their permissions, so two changes cannot together remove the last role manager. */
const STAFF_LOCK_KEY = 73_310_002;

/** Active admins (enabled, not locked) holding role and permission management. */
async function roleManagerCount(tx: Queryable, now: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(distinct a.id)::int as n
       from admins a join admin_roles ar on ar.admin_id = a.id join role_permissions rp on rp.role_id = ar.role_id
      where rp.permission_id = $1 and a.status = 1 and (a.locked = 0 or (a.locked_until is not null and a.locked_until <= $2))`,
    [ROLE_MANAGEMENT, now],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Runs a change to staff or roles in a transaction and undoes it when it would leave nobody able to
 * manage roles and permissions.
 */
export function staffChange<T>(db: Db, now: Date, change: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [STAFF_LOCK_KEY]);
    const before = await roleManagerCount(tx, now);
    const result = await change(tx);
    if (before > 0 && (await roleManagerCount(tx, now)) === 0) {
      throw conflict(
        'This change would leave no active administrator able to manage roles and permissions (roles.editPermissions); give that permission to another administrator first',
      );
    }
    return result;
  });
}

function describe(ids: number[]): string {
  const keys = ids.map((id) => permissionById(id)?.key ?? String(id));
  return keys.length > 5 ? `${keys.slice(0, 5).join(', ')} and ${keys.length - 5} more` : keys.join(', ');
}

/** An admin can hand out only permissions they hold themselves. */
export function assertHolds(session: SessionInfo, ids: Iterable<number>, refusal: string): void {
  const missing = [...ids].filter((id) => !session.permissions.has(id)).sort((a, b) => a - b);
  if (missing.length) throw forbidden(`${refusal}: ${describe(missing)}`);
}

export async function assertCanAssignRoles(tx: Queryable, session: SessionInfo, roleIds: number[]): Promise<void> {
  assertHolds(session, await permissionsOfRoles(tx, roleIds), 'You cannot assign a role that holds permissions you do not hold');
}

/** Managing an admin with more permissions than oneself would be a way to gain them. */
export async function assertCanManage(tx: Queryable, session: SessionInfo, adminId: number): Promise<void> {
  assertHolds(session, await permissionsOfAdmin(tx, adminId), 'You cannot manage an administrator who holds permissions you do not hold');
}

export function assertNotSelf(session: SessionInfo, adminId: number, action: string): void {
  if (session.adminId === adminId) throw conflict(`You cannot ${action} your own account`);
}
