import { permissionById, withImplied } from '@console/contracts/permissions';
import type { RolePermissionsSaved } from '@console/contracts/schemas/admin-results';
import { intLike } from '@console/contracts/schemas/common';
import { roleAdd, roleAuths, roleDelete, roleEdit, roleListQuery, roleUserChange, roleUsersQuery } from '@console/contracts/schemas/staff';
import { z } from 'zod';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { endSessionsOf } from '../session/sessions';
import { findAdmin } from '../staff/admins';
import { assertCanAssignRoles, assertCanManage, assertHolds, staffChange } from '../staff/guards';
import {
  addRoleHolder,
  assertNameFree,
  deleteRole,
  existingRole,
  insertRole,
  removeRoleHolder,
  rolePage,
  roleUserPage,
  touchRole,
  toRole,
  updateRole,
} from './queries';
import { rolePermissionIds, setRolePermissions } from './role-permissions';
import { permissionTree } from './tree';
import { pageOf } from '@console/contracts/schemas/common';
import { permissionTreeNodeAnswer, roleAnswer, rolePermissionsSavedAnswer, roleUserAnswer } from '@console/contracts/schemas/core-answers';

export function roleRoutes() {
  return [
    route({
      method: 'POST',
      path: 'auth/role/list',
      name: 'List roles',
      response: pageOf(roleAnswer),
      body: roleListQuery,
      handler: async ({ body, services: { db } }) => rolePage(db, body),
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
          const id = await insertRole(tx, body.roleName, body.remark ?? null, now);
          return toRole(await existingRole(tx, id));
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
          await updateRole(tx, body.id, body.roleName, body.remark ?? null, now);
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
          await deleteRole(tx, role.id);
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
        return roleUserPage(db, body);
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
          await addRoleHolder(tx, admin.id, role.id, admin.role_ids.length);
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
          await removeRoleHolder(tx, admin.id, role.id);
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
          await touchRole(tx, body.id, now);
        });
        return { id: body.id, menuIds: [...ids].sort((a, b) => a - b) };
      },
    }),
  ];
}
