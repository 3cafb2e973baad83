import { permissionById, withImplied } from '@console/contracts/permissions';
import type { RolePermissionsSaved } from '@console/contracts/schemas/admin-results';
import type { Role } from '@console/contracts/schemas/staff';
import { intLike } from '@console/contracts/schemas/common';
import { roleAdd, roleAuths, roleDelete, roleEdit, roleListQuery, roleUserChange, roleUsersQuery } from '@console/contracts/schemas/staff';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../db/list';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { endSessionsOf } from '../session/sessions';
import { findAdmin } from '../staff/admins';
import { assertCanAssignRoles, assertCanManage, assertHolds, staffChange } from '../staff/guards';
import { rolePermissionIds, setRolePermissions } from './role-permissions';
import { permissionTree } from './tree';
import { pageOf } from '@console/contracts/schemas/common';
import { permissionTreeNodeAnswer, roleAnswer, rolePermissionsSavedAnswer, roleUserAnswer } from '@console/contracts/schemas/core-answers';

const ROLE_COLUMNS =
  'r.id, r.name, r.remark, r.create_date, r.update_date, (select count(*)::int from admin_roles ar where ar.role_id = r.id) as user_count';

interface RoleRow {
  id: number;
  name: string;
  remark: string | null;
  create_date: Date;
  update_date: Date;
  user_count: number;
}

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  roleId: row.id,
  name: row.name,
  remark: row.remark,
  userCount: row.user_count,
  createDate: iso(row.create_date)!,
  updateDate: iso(row.update_date)!,
});

async function existingRole(db: Queryable, id: number): Promise<RoleRow> {
  const { rows } = await db.query<RoleRow>(`select ${ROLE_COLUMNS} from roles r where r.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Role ${id} does not exist`);
  return rows[0];
}

async function assertNameFree(db: Queryable, name: string, exceptId = 0): Promise<void> {
  const { rows } = await db.query('select 1 from roles where lower(name) = lower($1) and id <> $2', [name, exceptId]);
  if (rows.length) throw conflict(`A role named "${name}" already exists`);
}

export function roleRoutes() {
  return [
    route({
      method: 'POST',
      path: 'auth/role/list',
      name: 'List roles',
      response: pageOf(roleAnswer),
      body: roleListQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: ROLE_COLUMNS,
          from: 'roles r',
          filters: new Filters().contains('r.name', body.name),
          // Roles are few: sorting by how many hold them costs nothing.
          orderBy: sortedOrder('roles', { id: 'r.id', name: 'lower(r.name)', userCount: 'user_count' }, body, 'r.id', 'r.id'),
          paging: body,
          map: toRole,
        }),
    }),
    route({
      method: 'POST',
      path: 'auth/role/add',
      name: 'Add role',
      response: roleAnswer,
      audit: true,
      body: roleAdd,
      handler: async ({ body, services: { db }, now }) =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, body.roleName);
          const { rows } = await tx.query<{ id: number }>(
            'insert into roles (name, remark, create_date, update_date) values ($1, $2, $3, $3) returning id',
            [body.roleName, body.remark ?? null, now],
          );
          return toRole(await existingRole(tx, rows[0].id));
        }),
    }),
    route({
      method: 'POST',
      path: 'auth/role/edit',
      name: 'Rename role',
      response: roleAnswer,
      audit: true,
      body: roleEdit,
      handler: async ({ body, services: { db }, now }) =>
        db.transaction(async (tx) => {
          await existingRole(tx, body.id);
          await assertNameFree(tx, body.roleName, body.id);
          await tx.query('update roles set name = $2, remark = coalesce($3, remark), update_date = $4 where id = $1', [
            body.id,
            body.roleName,
            body.remark ?? null,
            now,
          ]);
          return toRole(await existingRole(tx, body.id));
        }),
    }),
    route({
      method: 'POST',
      path: 'auth/role/delete',
      name: 'Delete role',
      response: z.null(),
      audit: true,
      body: roleDelete,
      handler: async ({ body, services: { db }, now }) => {
        await staffChange(db, now, async (tx) => {
          const role = await existingRole(tx, body.id);
          if (role.user_count > 0) {
            throw conflict(
              `The role "${role.name}" is held by ${role.user_count} administrator${role.user_count === 1 ? '' : 's'}; remove it from them before deleting it`,
            );
          }
          await tx.query('delete from roles where id = $1', [role.id]);
        });
        return null;
      },
    }),
    route({
      method: 'POST',
      path: 'auth/role/users',
      name: 'Users of a role',
      response: pageOf(roleUserAnswer),
      body: roleUsersQuery,
      handler: async ({ body, services: { db } }) => {
        await existingRole(db, body.roleId);
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
      },
    }),
    route({
      method: 'POST',
      path: 'auth/role/users/add',
      name: 'Add a user to a role',
      response: z.null(),
      audit: true,
      body: roleUserChange,
      handler: async ({ body, session, services: { db }, now }) => {
        await staffChange(db, now, async (tx) => {
          const role = await existingRole(tx, body.roleId);
          const admin = await findAdmin(tx, body.accountId);
          if (!admin) throw notFound(`Administrator ${body.accountId} does not exist`);
          if (admin.role_ids.includes(role.id)) throw conflict(`${admin.account} already holds the role "${role.name}"`);
          await assertCanManage(tx, session, admin.id);
          await assertCanAssignRoles(tx, session, [role.id]);
          await tx.query('insert into admin_roles (admin_id, role_id, position) values ($1, $2, $3)', [
            admin.id,
            role.id,
            admin.role_ids.length,
          ]);
          await endSessionsOf(tx, admin.id);
        });
        return null;
      },
    }),
    route({
      method: 'POST',
      path: 'auth/role/users/delete',
      name: 'Remove a user from a role',
      response: z.null(),
      audit: true,
      body: roleUserChange,
      handler: async ({ body, session, services: { db }, now }) => {
        await staffChange(db, now, async (tx) => {
          const role = await existingRole(tx, body.roleId);
          const admin = await findAdmin(tx, body.accountId);
          if (!admin || !admin.role_ids.includes(role.id))
            throw notFound(`Administrator ${body.accountId} does not hold the role "${role.name}"`);
          await assertCanManage(tx, session, admin.id);
          await tx.query('delete from admin_roles where admin_id = $1 and role_id = $2', [admin.id, role.id]);
          await endSessionsOf(tx, admin.id);
        });
        return null;
      },
    }),
    route({
      method: 'GET',
      path: 'auth/list/{roleId}',
      name: 'Permission tree of a role',
      response: z.array(permissionTreeNodeAnswer),
      params: z.object({ roleId: intLike.min(1) }),
      handler: async ({ params, services: { db } }) => {
        await existingRole(db, params.roleId);
        return permissionTree(await rolePermissionIds(db, params.roleId));
      },
    }),
    route({
      method: 'POST',
      path: 'auth/role/auths',
      name: 'Save role permissions',
      response: rolePermissionsSavedAnswer,
      audit: true,
      body: roleAuths,
      handler: async ({ body, session, services: { db }, now }): Promise<RolePermissionsSaved> => {
        const unknown = body.menuIds.filter((id) => !permissionById(id));
        if (unknown.length)
          throw fieldError(
            'menuIds',
            `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a permission id' : 'are not permission ids'}`,
          );
        const ids = withImplied(body.menuIds);
        await staffChange(db, now, async (tx) => {
          await existingRole(tx, body.id);
          const current = await rolePermissionIds(tx, body.id);
          assertHolds(
            session,
            [...ids].filter((id) => !current.has(id)),
            'You cannot grant permissions you do not hold',
          );
          await setRolePermissions(tx, body.id, ids);
          await tx.query('update roles set update_date = $2 where id = $1', [body.id, now]);
        });
        return { id: body.id, menuIds: [...ids].sort((a, b) => a - b) };
      },
    }),
  ];
}
