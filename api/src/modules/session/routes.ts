import type { CurrentAdmin } from '@console/contracts/schemas/admin-results';
import type { LoginResult } from '@console/contracts/schemas/session';
import { loginRequest } from '@console/contracts/schemas/session';
import type { Queryable } from '../../db/database';
import type { AppServices } from '../../http/context';
import { ApiError, forbidden, tooManyRequests } from '../../http/errors';
import { route } from '../../http/routes';
import { applicationVersion, currencyList } from '../application/settings';
import { permissionTree } from '../roles/tree';
import { findAdmin, permissionsOfAdmin, toManager } from '../staff/admins';
import { totpStep, verifyAgainstNothing, verifyPassword } from './credentials';
import { createSession, endSession, endSessionsOf } from './sessions';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
const BAD_CREDENTIALS = 'The account, password or two-factor code is incorrect';

interface LoginRow {
  id: number;
  account: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  status: number;
  locked: number;
  locked_until: Date | null;
}

const lockedMessage = (until: Date) =>
  `This account is locked after ${MAX_LOGIN_FAILURES} failed sign-ins until ${until.toISOString()} (15 minutes); try again after that time`;

/** Counts a failed attempt; the fifth locks the account for 15 minutes and ends its sessions. */
async function failedAttempt(db: Queryable, admin: LoginRow, now: Date, reason: string): Promise<never> {
  const until = new Date(now.getTime() + LOCK_DURATION_MS);
  const { rows } = await db.query<{ login_failure: number; locked_until: Date | null }>(
    `update admins set login_failure = login_failure + 1,
            locked = case when login_failure + 1 >= $2 then 1 else locked end,
            locked_until = case when login_failure + 1 >= $2 then $3 else locked_until end
      where id = $1 returning login_failure, locked_until`,
    [admin.id, MAX_LOGIN_FAILURES, until],
  );
  const failures = rows[0]?.login_failure ?? MAX_LOGIN_FAILURES;
  if (failures >= MAX_LOGIN_FAILURES) {
    await endSessionsOf(db, admin.id);
    throw new ApiError(429, lockedMessage(until), { lockedUntil: until.toISOString() });
  }
  const left = MAX_LOGIN_FAILURES - failures;
  throw new ApiError(401, `${reason} (${left} attempt${left === 1 ? '' : 's'} left before the account is locked for 15 minutes)`);
}

export async function authVoOf(db: Queryable, adminId: number) {
  const permissions = await permissionsOfAdmin(db, adminId);
  return { permissions: [...permissions].sort((a, b) => a - b), tree: permissionTree(permissions, true) };
}

export function sessionRoutes(services: AppServices) {
  return [
    route({
      method: 'POST',
      path: 'login/manager/login',
      name: 'Sign in',
      audit: true,
      config: {
        rateLimit: {
          max: services.loginRateLimit,
          timeWindow: 60_000,
          errorResponseBuilder: (_: unknown, ctx: { after: string }) =>
            tooManyRequests(`Too many sign-in attempts from this address; try again in ${ctx.after}`),
        },
      },
      preHandler: async (request) => {
        const account = (request.body as { account?: unknown } | undefined)?.account;
        if (typeof account === 'string') request.auditOperator = { id: null, name: account.slice(0, 64) };
      },
      body: loginRequest,
      handler: async ({ body, services: { db }, now, ip, area, request }): Promise<LoginResult> => {
        const { rows } = await db.query<LoginRow>(
          `select id, account, password_hash, totp_secret, totp_last_step, status, locked, locked_until
             from admins where lower(account) = lower($1)`,
          [body.account],
        );
        const admin = rows[0];
        if (!admin) {
          await verifyAgainstNothing(body.password);
          throw new ApiError(401, BAD_CREDENTIALS);
        }
        request.auditOperator = { id: admin.id, name: admin.account };

        if (admin.locked === 1) {
          if (!admin.locked_until) throw forbidden('This account has been locked by an administrator; ask an administrator to unlock it');
          if (admin.locked_until.getTime() > now.getTime())
            throw new ApiError(429, lockedMessage(admin.locked_until), { lockedUntil: admin.locked_until.toISOString() });
          await db.query('update admins set locked = 0, locked_until = null, login_failure = 0 where id = $1', [admin.id]);
        }

        if (!(await verifyPassword(admin.password_hash, body.password))) return failedAttempt(db, admin, now, BAD_CREDENTIALS);
        const step = totpStep(admin.totp_secret, body.gauthCode, now.getTime());
        if (step === null) return failedAttempt(db, admin, now, BAD_CREDENTIALS);
        const replayed = 'This two-factor code has already been used; wait for the next code';
        if (admin.totp_last_step !== null && step <= admin.totp_last_step) return failedAttempt(db, admin, now, replayed);
        if (admin.status !== 1) throw forbidden('This account is disabled; ask an administrator to enable it');

        // Claiming the step in the same statement refuses a code replayed by a concurrent sign-in.
        const claimed = await db.query(
          `update admins set totp_last_step = $2, login_failure = 0, last_login_ip = login_ip, last_login_area = login_area,
                  login_ip = $3, login_area = $4, login_date = $5
            where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
          [admin.id, step, ip, area, now],
        );
        if (!claimed.rows.length) return failedAttempt(db, admin, now, replayed);

        const token = await createSession(db, admin.id, ip, now);
        const manager = toManager((await findAdmin(db, admin.id))!, now);
        return {
          token,
          manager,
          authVo: await authVoOf(db, admin.id),
          currencyList: await currencyList(db),
          version: applicationVersion(),
        };
      },
    }),
    route({
      method: 'POST',
      path: 'manage/logout',
      name: 'Sign out',
      audit: true,
      handler: async ({ session, services }) => {
        await endSession(services.db, session.tokenHash);
        return null;
      },
    }),
    route({
      method: 'GET',
      path: 'manage/me',
      name: 'Current admin',
      handler: async ({ session, services: { db }, now }): Promise<CurrentAdmin> => ({
        manager: toManager((await findAdmin(db, session.adminId))!, now),
        authVo: await authVoOf(db, session.adminId),
      }),
    }),
  ];
}
