import type { Role } from '@console/contracts/schemas/staff';
import type { roleListQuery, roleUsersQuery } from '@console/contracts/schemas/staff';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../db/list';
import { conflict, notFound } from '../../http/errors';

const ROLE_COLUMNS =
  'r.id, r.name, r.remark, r.create_date, r.update_date, (select count(*)::int from admin_roles ar where ar.role_id = r.id) as user_count';

export interface RoleRow {
  id: number;
  name: string;
  remark: string | null;
  create_date: Date;
  update_date: Date;
  user_count: number;
}

export const toRole = (row: RoleRow): Role => ({
  id: row.id,
  roleId: row.id,
  name: row.name,
  remark: row.remark,
  userCount: row.user_count,
  createDate: iso(row.create_date)!,
  updateDate: iso(row.update_date)!,
});

export async function existingRole(db: Queryable, id: number): Promise<RoleRow> {
  const { rows } = await db.query<RoleRow>(`select ${ROLE_COLUMNS} from roles r where r.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Role ${id} does not exist`);
  return rows[0];
}

export async function assertNameFree(db: Queryable, name: string, exceptId = 0): Promise<void> {
  const { rows } = await db.query('select 1 from roles where lower(name) = lower($1) and id <> $2', [name, exceptId]);
  if (rows.length) throw conflict(`A role named "${name}" already exists`);
}

export function rolePage(db: Queryable, body: z.output<typeof roleListQuery>) {
  return listPage(db, {
    select: ROLE_COLUMNS,
    from: 'roles r',
    filters: new Filters().contains('r.name', body.name),
    // Roles are few: sorting by how many hold them costs nothing.
    orderBy: sortedOrder('roles', { id: 'r.id', name: 'lower(r.name)', userCount: 'user_count' }, body, 'r.id', 'r.id'),
    paging: body,
    map: toRole,
  });
}

/** Adds a role and answers its id. */
export async function insertRole(tx: Queryable, name: string, remark: string | null, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'insert into roles (name, remark, create_date, update_date) values ($1, $2, $3, $3) returning id',
    [name, remark, now],
  );
  return rows[0].id;
}

/** Renames a role; a remark left out keeps the one it has. */
export async function updateRole(tx: Queryable, id: number, name: string, remark: string | null, now: Date): Promise<void> {
  await tx.query('update roles set name = $2, remark = coalesce($3, remark), update_date = $4 where id = $1', [id, name, remark, now]);
}

export async function deleteRole(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from roles where id = $1', [id]);
}

/** Marks a role changed (its permissions were saved). */
export async function touchRole(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('update roles set update_date = $2 where id = $1', [id, now]);
}

/** The administrators holding a role, one page. */
export function roleUserPage(db: Queryable, body: z.output<typeof roleUsersQuery>) {
  const filters = new Filters().contains('a.account', body.account);
  filters.where(`exists (select 1 from admin_roles ar where ar.admin_id = a.id and ar.role_id = ${filters.param(body.roleId)})`);
  return listPage(db, {
    select: 'a.id, a.account, a.manager_name',
    from: 'admins a',
    filters,
    orderBy: sortedOrder('roleUsers', { id: 'a.id', account: 'lower(a.account)' }, body, 'a.id', 'a.id'),
    paging: body,
    map: (row: { id: number; account: string; manager_name: string | null }) => ({
      id: row.id,
      account: row.account,
      managerName: row.manager_name,
    }),
  });
}

/** Gives an admin one more role, after the ones they hold (`position`). */
export async function addRoleHolder(tx: Queryable, adminId: number, roleId: number, position: number): Promise<void> {
  await tx.query('insert into admin_roles (admin_id, role_id, position) values ($1, $2, $3)', [adminId, roleId, position]);
}

export async function removeRoleHolder(tx: Queryable, adminId: number, roleId: number): Promise<void> {
  await tx.query('delete from admin_roles where admin_id = $1 and role_id = $2', [adminId, roleId]);
}
