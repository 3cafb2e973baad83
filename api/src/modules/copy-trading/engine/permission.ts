import type { FollowListType, FollowPermissionType, FollowSkipReason } from '@console/contracts/schemas/copy-trading';
import type { Queryable } from '../../../db/database';

/**
 * Who may follow a leading order (its `permissions_type`): everyone; invited accounts only (its invite list);
 * everyone but blocked accounts (its block list). A list that the type does not use is kept but not applied, so
 * staff may prepare it before switching the type. Answers the refusal's reason, or null when the account may follow.
 */
export function permissionRefusal(type: FollowPermissionType, listed: FollowListType | undefined): FollowSkipReason | null {
  if (type === 'invited' && listed !== 'invite') return 'not_invited';
  if (type === 'not_blocked' && listed === 'block') return 'blocked';
  return null;
}

/** The lists of a leading order as a map account → list (an account is on at most one list of an order). */
export async function listsOf(db: Queryable, leadingOrderId: number, userIds?: readonly number[]): Promise<Map<number, FollowListType>> {
  const { rows } = await db.query<{ user_id: string; list_type: FollowListType }>(
    `select user_id, list_type from copy_follow_lists where leading_order_id = $1${userIds ? ' and user_id = any($2::bigint[])' : ''}`,
    userIds ? [leadingOrderId, userIds] : [leadingOrderId],
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.list_type]));
}

/** Follow skips to record: one row each, and the leading order's counters moved by them. */
export interface SkipRow {
  userId: number;
  reason: FollowSkipReason;
  amount: string | null;
  detail: string | null;
}

const COUNTER: Record<FollowSkipReason, string> = {
  balance: 'skipped_balance',
  blocked: 'skipped_blocked',
  not_invited: 'skipped_not_invited',
  limit: 'skipped_limit',
  account: 'skipped_account',
};

/** Records skipped followers (set-based) and adds them to the leading order's skip counters. */
export async function recordSkips(
  tx: Queryable,
  leadingOrderId: number,
  skips: readonly SkipRow[],
  source: 'fanout' | 'request',
  now: Date,
): Promise<void> {
  if (!skips.length) return;
  await tx.query(
    `insert into copy_follow_skips (leading_order_id, user_id, reason, source, amount, detail, create_date)
     select $1, s.user_id, s.reason, $5, s.amount, s.detail, $6
     from unnest($2::bigint[], $3::text[], $4::numeric[], $7::text[]) with ordinality as s(user_id, reason, amount, detail, ord)
     order by s.ord`,
    [
      leadingOrderId,
      skips.map((s) => s.userId),
      skips.map((s) => s.reason),
      skips.map((s) => s.amount),
      source,
      now,
      skips.map((s) => s.detail),
    ],
  );
  const counts = new Map<FollowSkipReason, number>();
  for (const s of skips) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  await tx.query(
    `update copy_leading_orders set ${[...counts].map(([reason, n]) => `${COUNTER[reason]} = ${COUNTER[reason]} + ${n}`).join(', ')},
       update_date = $2 where order_id = $1`,
    [leadingOrderId, now],
  );
}
