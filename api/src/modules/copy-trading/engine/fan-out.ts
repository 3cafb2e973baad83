import type { FollowCopyMode, FollowPermissionType, FollowSkipCounts } from '@console/contracts/schemas/copy-trading';
import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../../db/database';
import { Decimal } from '../../../money';
import { type BatchOrder, placeFuturesOrders } from '../../trading/rounds/place-orders';
import {
  allowedStakeRange,
  roundRankLevels,
  TRADER_LEVEL_COLUMNS,
  TRADER_LEVEL_JOINS,
  type TraderLevelRow,
  traderLevels,
} from '../../trading/rounds/placement-rules';
import type { Direction, LockedRound } from '../../trading/rounds/round';
import { listsOf, permissionRefusal, recordSkips, type SkipRow } from './permission';

/** A follower's subscription as the fan-out reads it (`copy_follows`). */
export interface Follow {
  userId: number;
  copyMode: FollowCopyMode;
  copyAmount: string | null;
  copyRatio: string | null;
  /** The follower's limit on one copy's stake. */
  maxAmount: string | null;
}

export interface FanOutResult {
  targeted: number;
  copied: number;
  /** The followers' copies, as placed. */
  orderIds: number[];
  skippedBy: FollowSkipCounts;
  copyMs: number;
}

/** A copy's stake: the follower's fixed amount, or the leader's stake times the follower's ratio (8 decimals, down). */
export function copyStake(follow: Pick<Follow, 'copyMode' | 'copyAmount' | 'copyRatio'>, leaderAmount: string): Decimal {
  if (follow.copyMode === 'amount') return new Decimal(follow.copyAmount ?? 0);
  return new Decimal(leaderAmount).times(follow.copyRatio ?? 0).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

/**
 * The fan-out of a leading order, in the caller's transaction (which holds the round's lock and the followers'
 * wallets: `leading.ts`): each subscribed follower gets a copy in the same round, or is skipped with the first
 * reason that applies, in this order: account (may not trade: suspended, locked, no futures wallet in the coin,
 * below the gameplay's rank levels), blocked / not_invited (the order's permission type and lists), limit (the
 * stake is zero, above the follower's own limit, or outside the round's and the follower's levels' stake range),
 * balance (less than the stake in the wallet). The copies are then placed in one batch (`placeFuturesOrders`:
 * the single placement's rules, set-based, each stake through the ledger), so 1,000 followers cost a few statements;
 * every skip is a row of `copy_follow_skips`, and the leading order keeps the figures and the time the copies took.
 */
export async function fanOut(
  tx: Queryable,
  input: {
    leadingOrderId: number;
    leaderAmount: string;
    direction: Direction;
    round: LockedRound;
    permissionsType: FollowPermissionType;
    follows: readonly Follow[];
    balances: ReadonlyMap<number, Decimal>;
    copy: { shareId: string; followCode: string };
    now: Date;
  },
): Promise<FanOutResult> {
  const started = performance.now();
  const { follows, round } = input;
  const userIds = follows.map((f) => f.userId);
  const { rows: users } = userIds.length
    ? await tx.query<TraderLevelRow & { id: string; ok: boolean }>(
        `select u.id, (u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0) as ok, ${TRADER_LEVEL_COLUMNS}
         from users u ${TRADER_LEVEL_JOINS} where u.id = any($1::bigint[])`,
        [userIds],
      )
    : { rows: [] };
  const userOf = new Map(users.map((u) => [Number(u.id), u]));
  const lists = userIds.length ? await listsOf(tx, input.leadingOrderId, userIds) : new Map();
  const rank = roundRankLevels(round.settings);
  const orders: BatchOrder[] = [];
  const skips: SkipRow[] = [];
  for (const follow of follows) {
    const stake = copyStake(follow, input.leaderAmount);
    const amount = stake.gt(0) ? stake.toFixed() : null;
    const skip = (reason: SkipRow['reason'], detail: string) => skips.push({ userId: follow.userId, reason, amount, detail });
    const user = userOf.get(follow.userId);
    const balance = input.balances.get(follow.userId);
    if (!user?.ok) {
      skip('account', 'suspended, disabled or locked');
      continue;
    }
    if (!balance) {
      skip('account', 'no futures wallet in the round coin');
      continue;
    }
    const levels = traderLevels(follow.userId, user);
    if (levels.userLevel < rank.userRankLevel || levels.marketingLevel < rank.teamRankLevel) {
      skip('account', "below the gameplay's rank levels");
      continue;
    }
    const refusal = permissionRefusal(input.permissionsType, lists.get(follow.userId));
    if (refusal) {
      skip(refusal, refusal === 'blocked' ? 'on the block list' : 'not on the invite list');
      continue;
    }
    if (!amount) {
      skip('limit', 'the copy stake rounds to zero');
      continue;
    }
    if (follow.maxAmount !== null && stake.gt(follow.maxAmount)) {
      skip('limit', `above the follower's limit of ${new Decimal(follow.maxAmount).toFixed()}`);
      continue;
    }
    const range = allowedStakeRange(round.settings, levels);
    if (!range || stake.lt(range.min) || stake.gt(range.max)) {
      skip('limit', range ? `outside the allowed stake ${range.min.toFixed()} to ${range.max.toFixed()}` : 'no stake allowed');
      continue;
    }
    if (balance.lt(stake)) {
      skip('balance', `balance ${balance.toFixed()} below the stake`);
      continue;
    }
    orders.push({ userId: follow.userId, direction: input.direction, amount, ip: null });
  }
  const orderIds = await placeFuturesOrders(tx, { roundId: round.id, orders, now: input.now, copy: input.copy });
  await recordSkips(tx, input.leadingOrderId, skips, 'fanout', input.now);
  const copyMs = Math.round(performance.now() - started);
  const followed = orders.reduce((sum, o) => sum.plus(o.amount), new Decimal(0));
  await tx.query(
    `update copy_leading_orders set followers_targeted = $2, followers_copied = followers_copied + $3,
       followed_amount = followed_amount + $4, copy_ms = $5, update_date = $6 where order_id = $1`,
    [input.leadingOrderId, follows.length, orders.length, followed.toFixed(), copyMs, input.now],
  );
  const skippedBy: FollowSkipCounts = { balance: 0, blocked: 0, not_invited: 0, limit: 0, account: 0 };
  for (const s of skips) skippedBy[s.reason] += 1;
  return { targeted: follows.length, copied: orders.length, orderIds, skippedBy, copyMs };
}
