import type { manageAdd, manageEdit, manageListQuery, roleAssignInit } from '@console/contracts/schemas/staff';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, listPage, sortedOrder } from '../../db/list';
import { conflict, fieldError, notFound } from '../../http/errors';
import { ADMIN_COLUMNS, type AdminRow, findAdmin, toManager } from './admins';

export async function existingAdmin(db: Queryable, id: number): Promise<AdminRow> {
  const admin = await findAdmin(db, id);
  if (!admin) throw notFound(`Administrator ${id} does not exist`);
  return admin;
}

export async function assertRolesExist(db: Queryable, roleIds: number[], field: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>('select id from roles where id = any($1::int[])', [roleIds]);
  const missing = roleIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw fieldError(field, `role ${missing.join(', ')} does not exist`);
}

export function adminPage(db: Queryable, query: z.output<typeof manageListQuery>, now: Date) {
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
}

/** Adds an administrator (refused if the account name is taken, in any case) and answers its id. */
export async function insertAdmin(
  tx: Queryable,
  body: z.output<typeof manageAdd>,
  created: { hash: string; secret: string; parentAccount: string; now: Date },
): Promise<number> {
  const taken = await tx.query('select 1 from admins where lower(account) = lower($1)', [body.account]);
  if (taken.rows.length) throw conflict(`The account "${body.account}" already exists`);
  const { hash, secret, parentAccount, now } = created;
  const { rows } = await tx.query<{ id: number }>(
    `insert into admins (account, password_hash, totp_secret, parent_account, manager_name, sales_account, time_zone, create_date, update_date)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [body.account, hash, secret, parentAccount, body.managerName ?? null, body.salesAccount ?? null, body.timeZone ?? null, now],
  );
  return rows[0].id;
}

/** Writes the edited fields of an administrator (`hash`: the new password's, if one was set). */
export async function updateAdmin(
  tx: Queryable,
  adminId: number,
  body: z.output<typeof manageEdit>,
  hash: string | undefined,
  now: Date,
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [adminId, now];
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
}

export async function deleteAdmin(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from admins where id = $1', [id]);
}

/** A new authenticator secret; the last code step used is forgotten with the old one. */
export async function setAuthenticatorSecret(tx: Queryable, adminId: number, secret: string): Promise<void> {
  await tx.query('update admins set totp_secret = $2, totp_last_step = null where id = $1', [adminId, secret]);
}

/** Every role, one page, each flagged when the admin holds it (`held`). */
export function roleAssignmentPage(db: Queryable, body: z.output<typeof roleAssignInit>, held: Set<number>) {
  return listPage(db, {
    select: 'r.id, r.name',
    from: 'roles r',
    orderBy: 'r.id',
    paging: body,
    map: (row: { id: number; name: string }) => ({ id: row.id, roleId: row.id, name: row.name, flag: held.has(row.id) }),
  });
}
