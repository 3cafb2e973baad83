import type { AdminCreated, RoleAssignmentResult } from '@console/contracts/schemas/admin-results';
import type { AuthenticatorRotation } from '@console/contracts/schemas/staff';
import { idParam } from '@console/contracts/schemas/common';
import { manageAdd, manageEdit, manageListQuery, roleAssign, roleAssignInit } from '@console/contracts/schemas/staff';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { route } from '../../http/routes';
import { systemName } from '../application/settings';
import { hashPassword, newTotpSecret, otpauthUri } from '../session/credentials';
import { endSessionsOf } from '../session/sessions';
import { clearAccountFailures } from '../session/lockout';
import { setRoles, toManager } from './admins';
import { assertCanAssignRoles, assertCanManage, assertNotSelf, staffChange } from './guards';
import {
  adminPage,
  assertRolesExist,
  deleteAdmin,
  existingAdmin,
  insertAdmin,
  roleAssignmentPage,
  setAuthenticatorSecret,
  updateAdmin,
} from './queries';
import { pageOf } from '@console/contracts/schemas/common';
import {
  adminCreatedAnswer,
  adminManagerAnswer,
  authenticatorRotationAnswer,
  roleAssignmentAnswer,
  roleAssignmentItemAnswer,
} from '@console/contracts/schemas/core-answers';
import { z } from 'zod';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

async function rotateAuthenticator(tx: Queryable, admin: { id: number; account: string }): Promise<AuthenticatorRotation> {
  const secret = newTotpSecret();
  await setAuthenticatorSecret(tx, admin.id, secret);
  return { secret, account: admin.account, otpauthUri: otpauthUri(secret, admin.account, await systemName(tx)) };
}

export function staffRoutes() {
  return [
    route({
      method: 'GET',
      path: 'manage/list',
      name: 'List administrators',
      response: pageOf(adminManagerAnswer),
      query: manageListQuery,
      handler: async ({ query, services: { db }, now }) => adminPage(db, query, now),
    }),
    route({
      method: 'POST',
      path: 'manage/add',
      name: 'Add administrator',
      response: adminCreatedAnswer,
      audit: true,
      body: manageAdd,
      handler: async ({ body, session, services: { db }, now }): Promise<AdminCreated> => {
        const hash = await hashPassword(body.password);
        const secret = newTotpSecret();
        const id = await staffChange(db, now, async (tx) => {
          await assertRolesExist(tx, [body.roleId], 'roleId');
          await assertCanAssignRoles(tx, session, [body.roleId]);
          const id = await insertAdmin(tx, body, { hash, secret, parentAccount: session.account, now });
          await setRoles(tx, id, [body.roleId]);
          return id;
        });
        const manager = toManager(await existingAdmin(db, id), now);
        // The new admin's authenticator secret, shown once so it can be handed over.
        const authenticator: AuthenticatorRotation = {
          secret,
          account: manager.account,
          otpauthUri: otpauthUri(secret, manager.account, await systemName(db)),
        };
        return { ...manager, authenticator };
      },
    }),
    route({
      method: 'PUT',
      path: 'manage/edit/{id}',
      name: 'Edit administrator',
      response: adminManagerAnswer,
      audit: true,
      params: idParam,
      body: manageEdit,
      handler: async ({ params, body, session, services: { db }, now }) => {
        const hash = body.password ? await hashPassword(body.password) : undefined;
        if (body.status === 0) assertNotSelf(session, params.id, 'disable');
        if (body.locked === 1) assertNotSelf(session, params.id, 'lock');
        await staffChange(db, now, async (tx) => {
          const admin = await existingAdmin(tx, params.id);
          await assertCanManage(tx, session, admin.id);
          let endSessions = false;
          if (body.roleId !== undefined && body.roleId !== admin.role_ids[0]) {
            await assertRolesExist(tx, [body.roleId], 'roleId');
            if (!admin.role_ids.includes(body.roleId)) await assertCanAssignRoles(tx, session, [body.roleId]);
            // The chosen role replaces the primary one; further roles stay.
            await setRoles(tx, admin.id, [body.roleId, ...admin.role_ids.slice(1)]);
            endSessions = true;
          }
          await updateAdmin(tx, admin.id, body, hash, now);
          if (endSessions || hash || body.status === 0 || body.locked === 1) await endSessionsOf(tx, admin.id);
          // Unlocking also lifts a lock (or a wait) after failed sign-ins.
          if (body.locked === 0) await clearAccountFailures(tx, admin.account);
        });
        return toManager(await existingAdmin(db, params.id), now);
      },
    }),
    route({
      method: 'DELETE',
      path: 'manage/del/{id}',
      name: 'Delete administrator',
      response: z.null(),
      audit: true,
      params: idParam,
      handler: async ({ params, session, services: { db }, now }) => {
        assertNotSelf(session, params.id, 'delete');
        await staffChange(db, now, async (tx) => {
          const admin = await existingAdmin(tx, params.id);
          await assertCanManage(tx, session, admin.id);
          await deleteAdmin(tx, admin.id);
        });
        return null;
      },
    }),
    route({
      method: 'GET',
      path: 'manage/googlePassword/{id}',
      name: 'Rotate authenticator secret',
      response: authenticatorRotationAnswer,
      audit: true,
      params: idParam,
      handler: async ({ params, session, services: { db } }) =>
        db.transaction(async (tx) => {
          const admin = await existingAdmin(tx, params.id);
          await assertCanManage(tx, session, admin.id);
          const rotation = await rotateAuthenticator(tx, admin);
          await endSessionsOf(tx, admin.id);
          return rotation;
        }),
    }),
    route({
      method: 'POST',
      path: 'auth/manager/role/add/init',
      name: 'Roles of an administrator',
      response: pageOf(roleAssignmentItemAnswer),
      body: roleAssignInit,
      handler: async ({ body, services: { db } }) => {
        const held = new Set((await existingAdmin(db, body.accountId)).role_ids);
        return roleAssignmentPage(db, body, held);
      },
    }),
    route({
      method: 'POST',
      path: 'auth/manager/role/add',
      name: 'Assign roles',
      response: roleAssignmentAnswer,
      audit: true,
      body: roleAssign,
      handler: async ({ body, session, services: { db }, now }): Promise<RoleAssignmentResult> => {
        await staffChange(db, now, async (tx) => {
          const admin = await existingAdmin(tx, body.accountId);
          await assertCanManage(tx, session, admin.id);
          await assertRolesExist(tx, body.roleIds, 'roleIds');
          await assertCanAssignRoles(
            tx,
            session,
            body.roleIds.filter((id) => !admin.role_ids.includes(id)),
          );
          const roleIds = [...new Set(body.roleIds)];
          if (sameSet(roleIds, admin.role_ids) && roleIds[0] === admin.role_ids[0]) return;
          await setRoles(tx, admin.id, roleIds);
          if (!sameSet(roleIds, admin.role_ids)) await endSessionsOf(tx, admin.id);
        });
        const admin = await existingAdmin(db, body.accountId);
        return { accountId: admin.id, roleIds: admin.role_ids, updateDate: iso(admin.update_date) };
      },
    }),
  ];
}
