import { ALL_PERMISSION_IDS } from '@console/contracts/permissions';
import { accountName, password as passwordSchema } from '@console/contracts/schemas/staff';
import type { Db, Queryable } from '../db/database';
import { systemName } from '../core/application/settings';
import { setRolePermissions } from '../core/roles/role-permissions';
import { hashPassword, newTotpSecret, otpauthUri } from '../core/session/credentials';
import { setRoles } from '../core/staff/admins';

export const SUPER_ADMINISTRATOR = 'Super administrator';

export async function createRole(tx: Queryable, name: string, remark: string, permissionIds: Iterable<number>, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'insert into roles (name, remark, create_date, update_date) values ($1, $2, $3, $3) returning id',
    [name, remark, now],
  );
  await setRolePermissions(tx, rows[0].id, permissionIds);
  return rows[0].id;
}

export async function adminCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from admins');
  return rows[0].n;
}

export interface FirstAdminResult {
  created: boolean;
  account: string;
  /** The authenticator secret and its provisioning URI, given only when the admin was created. */
  secret?: string;
  otpauthUri?: string;
}

/**
 * Creates the first administrator, with the Super administrator role (every permission), when the
 * database holds no administrator yet. Used by production starts and the create-admin command.
 */
export async function ensureFirstAdmin(db: Db, input: { account: string; password: string; now?: Date }): Promise<FirstAdminResult> {
  const account = accountName.safeParse(input.account);
  if (!account.success) throw new Error(`Invalid first administrator account: ${account.error.issues[0].message}`);
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) throw new Error(`Invalid first administrator password: ${password.error.issues[0].message}`);
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(password.data);
  const secret = newTotpSecret();

  const created = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [73_310_002]);
    if ((await adminCount(tx)) > 0) return false;
    const existing = await tx.query<{ id: number }>('select id from roles where lower(name) = lower($1)', [SUPER_ADMINISTRATOR]);
    const roleId = existing.rows[0]?.id ?? (await createRole(tx, SUPER_ADMINISTRATOR, 'Every permission', ALL_PERMISSION_IDS, now));
    if (existing.rows[0]) await setRolePermissions(tx, roleId, ALL_PERMISSION_IDS);
    const { rows } = await tx.query<{ id: number }>(
      `insert into admins (account, password_hash, totp_secret, manager_name, create_date, update_date)
       values ($1, $2, $3, $4, $5, $5) returning id`,
      [account.data, passwordHash, secret, 'Administrator', now],
    );
    await setRoles(tx, rows[0].id, [roleId]);
    return true;
  });
  if (!created) return { created: false, account: account.data };
  return { created: true, account: account.data, secret, otpauthUri: otpauthUri(secret, account.data, await systemName(db)) };
}

/** A production start needs an administrator; demo data is never created there. */
export async function startupCheck({ production, db }: { production: boolean; db: Db }): Promise<void> {
  if (!production) return;
  if ((await adminCount(db)) === 0) {
    throw new Error(
      'No administrator exists. In production the first administrator must be created by the operator: set CONSOLE_ADMIN_ACCOUNT and CONSOLE_ADMIN_PASSWORD, ' +
        'or run `pnpm --filter @console/api exec tsx src/cli/create-admin.ts --account <name> --password <password>`.',
    );
  }
}
