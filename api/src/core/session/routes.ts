import type { CurrentAdmin } from '@console/contracts/schemas/admin-results';
import type { LoginResult } from '@console/contracts/schemas/session';
import { loginRequest } from '@console/contracts/schemas/session';
import type { Queryable } from '../../db/database';
import type { AppServices } from '../../http/context';
import { ApiError, forbidden, keepingChanges, tooManyRequests } from '../../http/errors';
import { route } from '../../http/routes';
import { applicationVersion, currencyList } from '../application/settings';
import { permissionTree } from '../roles/tree';
import { findAdmin, permissionsOfAdmin, toManager } from '../staff/admins';
import { totpStep, verifyAgainstNothing, verifyPassword } from './credentials';
import { attemptRefusal, clearAccountFailures, recordFailure } from './lockout';
import { claimSignIn, loginCandidate, showFailures } from './queries';
import { createSession, endSession, isLocked } from './sessions';
import { currentAdminAnswer, loginAnswer } from '@console/contracts/schemas/core-answers';
import { z } from 'zod';

const BAD_CREDENTIALS = 'The account, password or two-factor code is incorrect';

const seconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * Counts a failed attempt and refuses it, keeping the count (and the log entry) although the answer is an
 * error. The answer is the same whether or not the account exists.
 */
async function failedAttempt(db: Queryable, account: string, ip: string, now: Date, reason: string): Promise<never> {
  const { failures, waitMs } = await recordFailure(db, account, ip, now);
  await showFailures(db, account, failures);
  const wait = waitMs ? `; wait ${seconds(waitMs)} s before the next attempt` : '';
  throw keepingChanges(new ApiError(401, `${reason}${wait}`, waitMs ? { retryAfterSeconds: seconds(waitMs) } : null));
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
      response: loginAnswer,
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
      handler: async ({ body, services: { db }, now, ip, area, request, reply }): Promise<LoginResult> => {
        // Slowed down or locked: refused before any check, and not counted.
        const refusal = await attemptRefusal(db, body.account, ip, now);
        if (refusal) {
          reply.header('retry-after', String(refusal.retryAfterSeconds));
          const message = refusal.locked
            ? `Too many failed sign-ins: this account is locked until ${refusal.until.toISOString()}; try again after that time or ask an administrator to unlock it`
            : `Too many failed sign-ins; try again in ${refusal.retryAfterSeconds} s`;
          throw new ApiError(429, message, {
            retryAfterSeconds: refusal.retryAfterSeconds,
            lockedUntil: refusal.locked ? refusal.until.toISOString() : null,
          });
        }

        const admin = await loginCandidate(db, body.account);
        if (!admin) {
          await verifyAgainstNothing(body.password);
          return failedAttempt(db, body.account, ip, now, BAD_CREDENTIALS);
        }
        request.auditOperator = { id: admin.id, name: admin.account };

        // The password and the code first: nothing about the account is told to whoever does not know them.
        if (!(await verifyPassword(admin.password_hash, body.password))) return failedAttempt(db, body.account, ip, now, BAD_CREDENTIALS);
        const step = totpStep(admin.totp_secret, body.gauthCode, now.getTime());
        if (step === null) return failedAttempt(db, body.account, ip, now, BAD_CREDENTIALS);
        const replayed = 'This two-factor code has already been used; wait for the next code';
        if (admin.totp_last_step !== null && step <= admin.totp_last_step) return failedAttempt(db, body.account, ip, now, replayed);
        if (isLocked(admin, now)) {
          throw keepingChanges(forbidden('This account has been locked by an administrator; ask an administrator to unlock it'));
        }
        if (admin.status !== 1) throw keepingChanges(forbidden('This account is disabled; ask an administrator to enable it'));

        // Claiming the step in the same statement refuses a code replayed by a concurrent sign-in.
        if (!(await claimSignIn(db, admin.id, { step, ip, area, now }))) return failedAttempt(db, body.account, ip, now, replayed);
        await clearAccountFailures(db, body.account);

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
      response: z.null(),
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
      response: currentAdminAnswer,
      handler: async ({ session, services: { db }, now }): Promise<CurrentAdmin> => ({
        manager: toManager((await findAdmin(db, session.adminId))!, now),
        authVo: await authVoOf(db, session.adminId),
      }),
    }),
  ];
}
