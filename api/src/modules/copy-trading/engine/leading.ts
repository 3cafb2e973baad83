import type { FollowPermissionType } from '@console/contracts/schemas/copy-trading';
import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { FUTURES_WALLET } from '../../trading/rounds/money';
import { placeFuturesOrder, roundAcceptingNow } from '../../trading/rounds/place-order';
import { type Direction, lockRound } from '../../trading/rounds/round';
import { type FanOutResult, fanOut } from './fan-out';

export interface LeadingOrderInput {
  leaderId: number;
  /** The round to join; or `gameplayId`, for the gameplay's round accepting orders now. */
  roundId?: number;
  gameplayId?: number;
  direction: Direction;
  /** The leader's stake, a decimal string. */
  amount: string;
  permissionsType?: FollowPermissionType;
  inviteAccountIds?: readonly number[];
  blockAccountIds?: readonly number[];
  /** The admin who placed it (follow/add), or null when the leader's platform did. */
  placedByStaff?: string | null;
  ip?: string | null;
  now: Date;
}

export interface PlacedLeadingOrder {
  orderId: number;
  roundId: number;
  fanOut: FanOutResult;
}

/** Share id and follow code of a leading order: derived from its order id (unique with it, and the same in every demo seed). */
export const shareIdOf = (orderId: number) => `S${orderId}`;
export const followCodeOf = (orderId: number) => `F${orderId}`;

/**
 * Places a leading order in the caller's transaction: the leader's own futures order through `placeFuturesOrder`
 * (the same checks and ledger as any order; staff never choose its result: it is the round's), its follow terms
 * (permission type, invite and block lists, the leader's fee ratio as it is now), then the fan-out: a copy for
 * each subscribed follower in the same round (`fan-out.ts`).
 *
 * Locks: the round first, then every wallet concerned (the leader's and the followers' futures wallets in the
 * round's coin) in id order, then nothing new: placement and the ledger find them held. That is the order every
 * placement and settlement takes them in (round, then wallets by id), so a fan-out never deadlocks with them.
 */
export async function placeLeadingOrder(tx: Queryable, input: LeadingOrderInput): Promise<PlacedLeadingOrder> {
  const { rows: leaders } = await tx.query<{ status: number; ratio: string }>(
    `select c.status, u.leader_fee_ratio::text as ratio from copy_leaders c join users u on u.id = c.user_id where c.user_id = $1`,
    [input.leaderId],
  );
  const leader = leaders[0];
  if (!leader) throw notFound(`Account ${input.leaderId} is not a leader`);
  if (leader.status !== 1) throw conflict(`Leader ${input.leaderId} is inactive: no leading orders`);
  if (new Decimal(leader.ratio).gt(1)) throw conflict(`Leader ${input.leaderId} has a fee ratio above 1 (${leader.ratio})`);

  let roundId = input.roundId;
  if (roundId === undefined) {
    if (input.gameplayId === undefined) throw fieldError('runnerId', 'a round or a gameplay is required');
    roundId = await roundAcceptingNow(tx, input.gameplayId, input.now);
  }
  const round = await lockRound(tx, roundId);
  if (!round) throw notFound(`Round ${roundId} does not exist`);
  if (input.gameplayId !== undefined && round.gameplayId !== input.gameplayId) {
    throw fieldError('runnerId', `round ${roundId} is not a round of gameplay ${input.gameplayId}`);
  }
  const { rows: follows } = await tx.query<{
    follower_user_id: string;
    copy_mode: 'amount' | 'ratio';
    copy_amount: string | null;
    copy_ratio: string | null;
    max_amount: string | null;
  }>(
    `select follower_user_id, copy_mode, copy_amount::text as copy_amount, copy_ratio::text as copy_ratio, max_amount::text as max_amount
     from copy_follows where leader_user_id = $1 and status = 1 order by follower_user_id`,
    [input.leaderId],
  );
  const { rows: wallets } = await tx.query<{ id: string; user_id: string; balance: string }>(
    `select w.id, w.user_id, w.balance::text as balance from user_wallets w
     where w.user_id = any($1::bigint[]) and w.wallet_type = $2 and w.coin_id = (select to_coin_id from coin_pairs where id = $3)
     order by w.id for update`,
    [[input.leaderId, ...follows.map((f) => Number(f.follower_user_id))], FUTURES_WALLET, round.coinPairId],
  );

  const placed = await placeFuturesOrder(tx, {
    userId: input.leaderId,
    roundId: round.id,
    direction: input.direction,
    amount: input.amount,
    ip: input.ip ?? null,
    placedByStaff: input.placedByStaff ?? null,
    now: input.now,
  });
  const shareId = shareIdOf(placed.id);
  const followCode = followCodeOf(placed.id);
  // The order's coin, status, result and filled amount as placed go to the leading order's record; 033's trigger keeps
  // them in step with the order from then on (settlement, void, fix).
  const { rows: orders } = await tx.query<{ coin_id: number; status: string; result: string | null; filled_amount: string }>(
    'update futures_orders set share_id = $2 where id = $1 returning coin_id, status, result, filled_amount::text as filled_amount',
    [placed.id, shareId],
  );
  const invite = [...new Set(input.inviteAccountIds ?? [])];
  const block = [...new Set(input.blockAccountIds ?? [])];
  await tx.query(
    `insert into copy_leading_orders (order_id, leader_user_id, share_id, follow_code, round_id, futures_pair_id, gameplay_id, direction,
       amount, order_date, balance_after, permissions_type, leader_fee_ratio, placed_by_staff, invite_count, block_count, create_date,
       update_date, coin_id, status, result, filled_amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $10, $10, $17, $18, $19, $20)`,
    [
      placed.id,
      input.leaderId,
      shareId,
      followCode,
      round.id,
      round.futuresPairId,
      round.gameplayId,
      input.direction,
      placed.amount,
      input.now,
      placed.balance,
      input.permissionsType ?? 'everyone',
      leader.ratio,
      input.placedByStaff ?? null,
      invite.length,
      block.length,
      orders[0].coin_id,
      orders[0].status,
      orders[0].result,
      orders[0].filled_amount,
    ],
  );
  if (invite.length || block.length) {
    const ids = [...invite, ...block];
    const { rows: known } = await tx.query<{ id: string }>('select id from users where id = any($1::bigint[])', [ids]);
    const missing = ids.find((id) => !known.some((k) => Number(k.id) === id));
    if (missing !== undefined)
      throw fieldError(invite.includes(missing) ? 'inviteAccountIds' : 'blockAccountIds', `account ${missing} does not exist`);
    await tx.query(
      `insert into copy_follow_lists (leading_order_id, list_type, user_id, created_by, create_date)
       select $1, l.list_type, l.user_id, $4, $5 from unnest($2::bigint[], $3::text[]) as l(user_id, list_type)`,
      [
        placed.id,
        ids,
        [...invite.map(() => 'invite'), ...block.map(() => 'block')],
        input.placedByStaff ?? `account:${input.leaderId}`,
        input.now,
      ],
    );
  }
  const result = await fanOut(tx, {
    leadingOrderId: placed.id,
    leaderAmount: placed.amount,
    direction: input.direction,
    round,
    permissionsType: input.permissionsType ?? 'everyone',
    follows: follows.map((f) => ({
      userId: Number(f.follower_user_id),
      copyMode: f.copy_mode,
      copyAmount: f.copy_amount,
      copyRatio: f.copy_ratio,
      maxAmount: f.max_amount,
    })),
    balances: new Map(wallets.map((w) => [Number(w.user_id), new Decimal(w.balance)])),
    copy: { shareId, followCode },
    now: input.now,
  });
  return { orderId: placed.id, roundId: round.id, fanOut: result };
}
