import type { FollowCopyMode, FollowPermissionType, FollowSkipReason } from '@console/contracts/schemas/copy-trading';
import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { placeFuturesOrder } from '../../trading/rounds/place-order';
import { lockRound } from '../../trading/rounds/round';
import { copyStake } from './fan-out';
import { listsOf, permissionRefusal, recordSkips } from './permission';

/*
 * The client platform's copy-trading calls, in the caller's transaction: becoming a leader, following a leader,
 * and a follower's own request to copy a leading order while its round accepts orders. The demo seed, the
 * simulated traders and the tests use them as a client platform would.
 */

/** Makes an account a leader (again), with its fee ratio (`users.leader_fee_ratio`, a fraction of a winning follower's profit). */
export async function makeLeader(tx: Queryable, userId: number, leaderFeeRatio: string, now: Date): Promise<void> {
  const ratio = new Decimal(leaderFeeRatio);
  if (ratio.lt(0) || ratio.gt(1)) throw fieldError('leaderFeeRatio', 'must be between 0 and 1');
  const { rows } = await tx.query('update users set leader_fee_ratio = $2 where id = $1 returning id', [userId, ratio.toFixed()]);
  if (!rows.length) throw notFound(`Account ${userId} does not exist`);
  await tx.query(
    `insert into copy_leaders (user_id, status, create_date, update_date) values ($1, 1, $2, $2)
     on conflict (user_id) do update set status = 1, update_date = $2`,
    [userId, now],
  );
}

export interface FollowTerms {
  followerId: number;
  leaderId: number;
  copyMode: FollowCopyMode;
  /** A fixed stake (mode amount) or a fraction of the leader's stake (mode ratio), decimal strings. */
  copyAmount?: string;
  copyRatio?: string;
  /** The follower's limit on one copy's stake. */
  maxAmount?: string | null;
}

/** Subscribes a follower to a leader (or changes the terms of an existing subscription). */
export async function followLeader(tx: Queryable, terms: FollowTerms, now: Date): Promise<void> {
  const { rows } = await tx.query('select 1 from copy_leaders where user_id = $1 and status = 1', [terms.leaderId]);
  if (!rows.length) throw notFound(`Account ${terms.leaderId} is not a leader`);
  if (terms.followerId === terms.leaderId) throw fieldError('followerId', 'a leader does not follow themself');
  await tx.query(
    `insert into copy_follows (follower_user_id, leader_user_id, copy_mode, copy_amount, copy_ratio, max_amount, status, create_date,
       update_date)
     values ($1, $2, $3, $4, $5, $6, 1, $7, $7)
     on conflict (follower_user_id, leader_user_id) do update set copy_mode = $3, copy_amount = $4, copy_ratio = $5, max_amount = $6,
       status = 1, update_date = $7`,
    [terms.followerId, terms.leaderId, terms.copyMode, terms.copyAmount ?? null, terms.copyRatio ?? null, terms.maxAmount ?? null, now],
  );
}

export type FollowRequestResult = { copied: true; orderId: number } | { copied: false; reason: FollowSkipReason };

/**
 * A follower's request to copy a leading order (the client platform's call): the order's permission type and lists
 * decide first; a refusal is recorded (a `copy_follow_skips` row, source request, and the order's counters) and
 * answered, not thrown, so the caller commits the record. Otherwise the copy is placed by `placeFuturesOrder` in
 * the leading order's round, on the leader's side, with the stake given or the follower's subscription's terms:
 * every placement rule applies (a round that no longer accepts orders, funds short: a 409 as for any order).
 */
export async function requestFollow(
  tx: Queryable,
  input: { leadingOrderId: number; userId: number; amount?: string; ip?: string | null; now: Date },
): Promise<FollowRequestResult> {
  const { rows } = await tx.query<{
    round_id: string;
    leader_user_id: string;
    direction: 'long' | 'short';
    amount: string;
    share_id: string;
    follow_code: string;
    permissions_type: FollowPermissionType;
  }>(
    `select round_id, leader_user_id, direction, amount::text as amount, share_id, follow_code, permissions_type
     from copy_leading_orders where order_id = $1`,
    [input.leadingOrderId],
  );
  const leading = rows[0];
  if (!leading) throw notFound(`Leading order ${input.leadingOrderId} does not exist`);
  if (Number(leading.leader_user_id) === input.userId) throw conflict('A leader does not follow their own order');
  // The round's lock first (placement takes it too): two requests of one follower apply one after the other.
  await lockRound(tx, Number(leading.round_id));
  // Under the round's lock the permission type and lists are read as they are now (an edit waits or went first).
  const { rows: now } = await tx.query<{ permissions_type: FollowPermissionType }>(
    'select permissions_type from copy_leading_orders where order_id = $1',
    [input.leadingOrderId],
  );
  const { rows: already } = await tx.query(
    'select 1 from futures_orders where follow_code = $1 and user_id = $2 and status <> $3 limit 1',
    [leading.follow_code, input.userId, 'voided'],
  );
  if (already.length) throw conflict(`Account ${input.userId} already copies leading order ${input.leadingOrderId}`);
  let amount = input.amount;
  if (amount === undefined) {
    const { rows: terms } = await tx.query<{ copy_mode: FollowCopyMode; copy_amount: string | null; copy_ratio: string | null }>(
      `select copy_mode, copy_amount::text as copy_amount, copy_ratio::text as copy_ratio from copy_follows
       where follower_user_id = $1 and leader_user_id = $2 and status = 1`,
      [input.userId, leading.leader_user_id],
    );
    if (!terms[0]) throw fieldError('amount', 'the stake is required when the account does not follow the leader');
    amount = copyStake(
      { copyMode: terms[0].copy_mode, copyAmount: terms[0].copy_amount, copyRatio: terms[0].copy_ratio },
      leading.amount,
    ).toFixed();
  }
  const lists = await listsOf(tx, input.leadingOrderId, [input.userId]);
  const refusal = permissionRefusal(now[0].permissions_type, lists.get(input.userId));
  if (refusal) {
    await recordSkips(
      tx,
      input.leadingOrderId,
      [{ userId: input.userId, reason: refusal, amount, detail: 'follow request refused' }],
      'request',
      input.now,
    );
    return { copied: false, reason: refusal };
  }
  const placed = await placeFuturesOrder(tx, {
    userId: input.userId,
    roundId: Number(leading.round_id),
    direction: leading.direction,
    amount,
    ip: input.ip ?? null,
    shareId: leading.share_id,
    followCode: leading.follow_code,
    now: input.now,
  });
  await tx.query(
    `update copy_leading_orders set followers_copied = followers_copied + 1, followed_amount = followed_amount + $2, update_date = $3
     where order_id = $1`,
    [input.leadingOrderId, placed.amount, input.now],
  );
  return { copied: true, orderId: placed.id };
}
