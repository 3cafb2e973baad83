import type { AdminManager } from '@console/contracts/schemas/session';
import { withImplied } from '@console/contracts/permissions';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { ACCOUNT_POLICY } from '../session/lockout';
import { isLocked } from '../session/sessions';

/** Columns of `admins a` that make an `AdminManager`; never the password hash or the TOTP secret. */
export const ADMIN_COLUMNS = `a.id, a.account, a.parent_account, a.manager_name, a.sales_account, a.user_level, a.site,
  a.manager_type, a.status, a.locked, a.locked_until, a.login_failure, a.login_ip, a.login_area, a.last_login_ip,
  a.last_login_area, a.time_zone, a.login_date, a.create_date, a.update_date,
  array(select ar.role_id from admin_roles ar where ar.admin_id = a.id order by ar.position, ar.role_id) as role_ids,
  array(select r.name from admin_roles ar join roles r on r.id = ar.role_id where ar.admin_id = a.id
        order by ar.position, ar.role_id) as role_names,
  (select f.retry_after from sign_in_failures f
    where f.subject = 'account:' || lower(a.account) and f.failures >= ${ACCOUNT_POLICY.lockAfter}) as sign_in_locked_until`;

export interface AdminRow {
  id: number;
  account: string;
  parent_account: string | null;
  manager_name: string | null;
  sales_account: string | null;
  user_level: number | null;
  site: string | null;
  manager_type: number;
  status: number;
  locked: number;
  locked_until: Date | null;
  login_failure: number;
  login_ip: string | null;
  login_area: string | null;
  last_login_ip: string | null;
  last_login_area: string | null;
  time_zone: string | null;
  login_date: Date | null;
  create_date: Date;
  update_date: Date;
  role_ids: number[];
  role_names: string[];
  /** Until when failed sign-ins lock the account (sign-ins only: its sessions go on). */
  sign_in_locked_until: Date | null;
}

export function toManager(row: AdminRow, now: Date): AdminManager {
  return {
    id: row.id,
    account: row.account,
    parentAccount: row.parent_account,
    managerName: row.manager_name,
    salesAccount: row.sales_account,
    userLevel: row.user_level,
    site: row.site,
    managerType: row.manager_type,
    status: row.status,
    // Shown locked either way, so that unlocking it from the console lifts both.
    locked: isLocked(row, now) || (row.sign_in_locked_until !== null && row.sign_in_locked_until > now) ? 1 : 0,
    gauthCode: null,
    loginIp: row.login_ip,
    loginArea: row.login_area,
    lastLoginIp: row.last_login_ip,
    lastLoginArea: row.last_login_area,
    loginFailure: row.login_failure,
    timeZone: row.time_zone,
    roleId: row.role_ids[0] ?? null,
    roleIds: row.role_ids,
    roleNames: row.role_names,
    loginDate: iso(row.login_date),
    createDate: iso(row.create_date)!,
    updateDate: iso(row.update_date)!,
  };
}

export async function findAdmin(db: Queryable, id: number): Promise<AdminRow | undefined> {
  const { rows } = await db.query<AdminRow>(`select ${ADMIN_COLUMNS} from admins a where a.id = $1`, [id]);
  return rows[0];
}

/** The permissions roles give, implications applied. */
export async function permissionsOfRoles(db: Queryable, roleIds: number[]): Promise<Set<number>> {
  if (!roleIds.length) return new Set();
  const { rows } = await db.query<{ permission_id: number }>(
    'select distinct permission_id from role_permissions where role_id = any($1::int[])',
    [roleIds],
  );
  return withImplied(rows.map((r) => r.permission_id));
}

export async function permissionsOfAdmin(db: Queryable, adminId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ permission_id: number }>(
    'select distinct rp.permission_id from admin_roles ar join role_permissions rp on rp.role_id = ar.role_id where ar.admin_id = $1',
    [adminId],
  );
  return withImplied(rows.map((r) => r.permission_id));
}

/** Replaces an admin's roles, the first being the primary one. */
export async function setRoles(tx: Queryable, adminId: number, roleIds: number[]): Promise<void> {
  await tx.query('delete from admin_roles where admin_id = $1', [adminId]);
  for (const [position, roleId] of [...new Set(roleIds)].entries()) {
    await tx.query('insert into admin_roles (admin_id, role_id, position) values ($1, $2, $3)', [adminId, roleId, position]);
  }
}
