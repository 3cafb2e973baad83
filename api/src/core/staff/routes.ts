import type { AdminCreated, RoleAssignmentResult } from '@console/contracts/schemas/admin-results';
import type { AuthenticatorRotation } from '@console/contracts/schemas/staff';
import { idParam } from '@console/contracts/schemas/common';
import { manageAdd, manageEdit, manageListQuery, roleAssign, roleAssignInit } from '@console/contracts/schemas/staff';
import type { Queryable } from '../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../db/list';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { systemName } from '../application/settings';
import { hashPassword, newTotpSecret, otpauthUri } from '../session/credentials';
import { endSessionsOf } from '../session/sessions';
import { clearAccountFailures } from '../session/lockout';
import { ADMIN_COLUMNS, type AdminRow, findAdmin, setRoles, toManager } from './admins';
import { assertCanAssignRoles, assertCanManage, assertNotSelf, staffChange } from './guards';
import { pageOf } from '@console/contracts/schemas/common';
import {
  adminCreatedAnswer,
  adminManagerAnswer,
  authenticatorRotationAnswer,
  roleAssignmentAnswer,
  roleAssignmentItemAnswer,
} from '@console/contracts/schemas/core-answers';
import { z } from 'zod';

async function existingAdmin(db: Queryable, id: number): Promise<AdminRow> {
  const admin = await findAdmin(db, id);
  if (!admin) throw notFound(`Administrator ${id} does not exist`);
  return admin;
}

async function assertRolesExist(db: Queryable, roleIds: number[], field: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>('select id from roles where id = any($1::int[])', [roleIds]);
  const missing = roleIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw fieldError(field, `role ${missing.join(', ')} does not exist`);
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

async function rotateAuthenticator(tx: Queryable, admin: { id: number; account: string }): Promise<AuthenticatorRotation> {
  const secret = newTotpSecret();
  await tx.query('update admins set totp_secret = $2, totp_last_step = null where id = $1', [admin.id, secret]);
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
      handler: async ({ query, services: { db }, now }) => {
        const filters = new Filters().eq('a.id', query.id).contains('a.account', query.account).eq('a.status', query.status);
        if (query.roleId)
          filters.where(`exists (select 1 from admin_roles x where x.admin_id = a.id and x.role_id = ${filters.param(query.roleId)})`);
        return listPage(db, {
          select: ADMIN_COLUMNS,
          from: 'admins a',
          filters,
          // Staff accounts are few: the account sort reads the case-insensitive unique index, the dates need none.
          // Who never signed in comes last either way.
          orderBy: sortedOrder(
            'admins',
            {
              id: (d) => `a.id ${d}`,
              account: (d) => `lower(a.account) ${d}, a.id ${d}`,
              loginDate: (d) => `a.login_date ${d} nulls last, a.id ${d}`,
              createDate: (d) => `a.create_date ${d}, a.id ${d}`,
            },
            query,
            'a.id',
          ),
          paging: query,
          map: (row: AdminRow) => toManager(row, now),
        });
      },
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
          const taken = await tx.query('select 1 from admins where lower(account) = lower($1)', [body.account]);
          if (taken.rows.length) throw conflict(`The account "${body.account}" already exists`);
          const { rows } = await tx.query<{ id: number }>(
            `insert into admins (account, password_hash, totp_secret, parent_account, manager_name, sales_account, time_zone, create_date, update_date)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
            [body.account, hash, secret, session.account, body.managerName ?? null, body.salesAccount ?? null, body.timeZone ?? null, now],
          );
          await setRoles(tx, rows[0].id, [body.roleId]);
          return rows[0].id;
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
          const sets: string[] = [];
          const values: unknown[] = [admin.id, now];
          const set = (column: string, value: unknown) => {
            values.push(value);
            sets.push(`${column} = $${values.length}`);
          };
          if (body.managerName !== undefined) set('manager_name', body.managerName);
          if (body.salesAccount !== undefined) set('sales_account', body.salesAccount || null);
          if (body.timeZone !== undefined) set('time_zone', body.timeZone);
          if (body.status !== undefined) set('status', body.status);
          if (body.locked === 1) {
            // Locked by an administrator: no end date, unlike a lock after failed sign-ins.
            set('locked', 1);
            sets.push('locked_until = null');
          } else if (body.locked === 0) {
            set('locked', 0);
            sets.push('locked_until = null', 'login_failure = 0');
          }
          if (hash) set('password_hash', hash);
          await tx.query(`update admins set update_date = $2${sets.map((s) => `, ${s}`).join('')} where id = $1`, values);
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
          await tx.query('delete from admins where id = $1', [admin.id]);
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
        return listPage(db, {
          select: 'r.id, r.name',
          from: 'roles r',
          orderBy: 'r.id',
          paging: body,
          map: (row: { id: number; name: string }) => ({ id: row.id, roleId: row.id, name: row.name, flag: held.has(row.id) }),
        });
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
