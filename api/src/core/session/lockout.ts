import type { Queryable } from '../../db/database';
import { senderOf } from '../../http/audit';

/**
 * Failed sign-ins slow down, then stop, further attempts: per account name (known or not, so the answers
 * never tell which accounts exist) and per client address. Up to FREE failures cost nothing; each further
 * one makes the next attempt wait, doubling from FIRST_DELAY_MS; at LOCK_AFTER failures the account name
 * is locked for LOCK_DURATION_MS. An attempt while a wait or lock runs is refused without checking its
 * password and is not counted, so a stranger needs about ten minutes to lock an account and cannot extend
 * a lock by hammering it. A lock refuses sign-ins only: sessions already open go on.
 */
export const ACCOUNT_POLICY = { free: 3, lockAfter: 10 } as const;
/** Many accounts tried from one address: slowed down (never locked: staff may share an address). */
export const ADDRESS_POLICY = { free: 20, lockAfter: Number.POSITIVE_INFINITY } as const;
export const FIRST_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** A subject whose last failure is older than this starts counting again. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;

type Policy = { free: number; lockAfter: number };

export const accountSubject = (account: string) => `account:${account.trim().toLowerCase()}`;
export const addressSubject = (ip: string) => `address:${senderOf(ip)}`;

/** How long after its `failures`-th failure a subject waits before its next attempt is checked. */
export function waitAfter(failures: number, policy: Policy): number {
  if (failures >= policy.lockAfter) return LOCK_DURATION_MS;
  if (failures < policy.free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - policy.free), MAX_DELAY_MS);
}

export interface Refusal {
  /** Whole seconds until an attempt is checked again. */
  retryAfterSeconds: number;
  /** The account name is locked (rather than slowed down). */
  locked: boolean;
  until: Date;
}

/** Why an attempt must not be checked now, or undefined when it may. */
export async function attemptRefusal(db: Queryable, account: string, ip: string, now: Date): Promise<Refusal | undefined> {
  const { rows } = await db.query<{ subject: string; failures: number; retry_after: Date }>(
    'select subject, failures, retry_after from sign_in_failures where subject = any($1::text[]) and retry_after > $2',
    [[accountSubject(account), addressSubject(ip)], now],
  );
  if (!rows.length) return undefined;
  const latest = rows.reduce((a, b) => (a.retry_after > b.retry_after ? a : b));
  const locked = rows.some((r) => r.subject.startsWith('account:') && r.failures >= ACCOUNT_POLICY.lockAfter);
  return {
    retryAfterSeconds: Math.max(1, Math.ceil((latest.retry_after.getTime() - now.getTime()) / 1000)),
    locked,
    until: latest.retry_after,
  };
}

/** Counts a failed attempt against the account name and the address; answers the account name's count and wait. */
export async function recordFailure(db: Queryable, account: string, ip: string, now: Date): Promise<{ failures: number; waitMs: number }> {
  let accountFailures = 0;
  let longestWait = 0;
  for (const [subject, policy] of [
    [accountSubject(account), ACCOUNT_POLICY],
    [addressSubject(ip), ADDRESS_POLICY],
  ] as const) {
    // One statement: concurrent failures of the same subject each count.
    const { rows } = await db.query<{ failures: number }>(
      `insert into sign_in_failures as f (subject, failures, last_failed_at) values ($1, 1, $2)
       on conflict (subject) do update
         set failures = case when f.last_failed_at < $3 then 1 else f.failures + 1 end, last_failed_at = $2
       returning failures`,
      [subject, now, new Date(now.getTime() - FAILURE_MEMORY_MS)],
    );
    const failures = rows[0].failures;
    const wait = waitAfter(failures, policy);
    await db.query('update sign_in_failures set retry_after = $2 where subject = $1', [
      subject,
      wait ? new Date(now.getTime() + wait) : null,
    ]);
    if (subject.startsWith('account:')) accountFailures = failures;
    longestWait = Math.max(longestWait, wait);
  }
  // Counts nobody will read again: a name tried once a day ago, say.
  await db.query('delete from sign_in_failures where last_failed_at < $1 and (retry_after is null or retry_after < $2)', [
    new Date(now.getTime() - 24 * FAILURE_MEMORY_MS),
    now,
  ]);
  return { failures: accountFailures, waitMs: longestWait };
}

/** A successful sign-in (or an administrator's unlock) clears the account name's count. */
export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query('delete from sign_in_failures where subject = $1', [accountSubject(account)]);
}

/** An operator's unlock of an address that too many failed sign-ins slowed down. */
export async function clearAddressFailures(db: Queryable, ip: string): Promise<void> {
  await db.query('delete from sign_in_failures where subject = $1', [addressSubject(ip)]);
}
