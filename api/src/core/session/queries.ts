import type { Queryable } from '../../db/database';

/** What signing in checks of an admin: never shown, only compared. */
export interface LoginRow {
  id: number;
  account: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  status: number;
  locked: number;
  locked_until: Date | null;
}

/** The admin of an account name, in any case. */
export async function loginCandidate(db: Queryable, account: string): Promise<LoginRow | undefined> {
  const { rows } = await db.query<LoginRow>(
    `select id, account, password_hash, totp_secret, totp_last_step, status, locked, locked_until
             from admins where lower(account) = lower($1)`,
    [account],
  );
  return rows[0];
}

/** The count shown in the admin list; no row is touched for a name that is no account. */
export async function showFailures(db: Queryable, account: string, failures: number): Promise<void> {
  await db.query('update admins set login_failure = $2 where lower(account) = lower($1)', [account, failures]);
}

/**
 * Records a sign-in: claims the code's step, clears the failures, moves the last address along. Claiming
 * the step in the same statement refuses a code replayed by a concurrent sign-in: false when it was.
 */
export async function claimSignIn(
  db: Queryable,
  adminId: number,
  signIn: { step: number; ip: string; area: string; now: Date },
): Promise<boolean> {
  const claimed = await db.query(
    `update admins set totp_last_step = $2, login_failure = 0, last_login_ip = login_ip, last_login_area = login_area,
                  login_ip = $3, login_area = $4, login_date = $5
            where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [adminId, signIn.step, signIn.ip, signIn.area, signIn.now],
  );
  return claimed.rows.length > 0;
}
