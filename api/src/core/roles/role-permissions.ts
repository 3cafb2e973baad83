import type { Queryable } from '../../db/database';

export async function rolePermissionIds(db: Queryable, roleId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ permission_id: number }>('select permission_id from role_permissions where role_id = $1', [roleId]);
  return new Set(rows.map((r) => r.permission_id));
}

export async function setRolePermissions(tx: Queryable, roleId: number, ids: Iterable<number>): Promise<void> {
  await tx.query('delete from role_permissions where role_id = $1', [roleId]);
  const list = [...ids];
  if (list.length) await tx.query('insert into role_permissions (role_id, permission_id) select $1, unnest($2::int[])', [roleId, list]);
}
