import type { Queryable } from '../../../db/database';
import { Decimal } from '../../../money';
import type { OrderPosting } from './money';

/** A settled winning order that copies a leading order (a following order), with its profit. */
export interface WinningCopy {
  orderId: number;
  walletId: number;
  userId: number;
  coinId: number;
  followCode: string;
  /** What the win added to the follower's wallet: payout - stake (= winnings - tax). */
  profit: Decimal;
}

/** Money is NUMERIC(36, 18): a fee is cut to 18 places, down (a follower never pays a fraction more than the ratio says). */
const cut = (value: Decimal) => value.toDecimalPlaces(18, Decimal.ROUND_DOWN);

/**
 * Copy trading's leader fee (031_copy_trading.sql), worked out inside a round's settlement: a winning following
 * order pays its leading order's `leader_fee_ratio` (the leader's ratio when the leading order was placed) times
 * the follower's profit, the base being payout - stake (the winnings net of tax: what the copy actually earned; a
 * losing or refunded copy earned nothing and pays nothing). Answers the ledger postings, in the order they are to
 * be written after the follower's payout: the follower's debit (`copy_leader_fee`) and the leader's credit
 * (`copy_leader_fee_income`, in the futures wallet the leading order was staked from), both referenced by the
 * follower's order; and the fee per order for `futures_orders.leader_fee`. Exactly once: it runs only inside
 * `settleRound`, which settles a round once under the round's lock.
 */
export async function leaderFees(
  tx: Queryable,
  copies: readonly WinningCopy[],
): Promise<{ postings: OrderPosting[]; feeOf: Map<number, Decimal>; byFollowCode: Map<string, Decimal> }> {
  const postings: OrderPosting[] = [];
  const feeOf = new Map<number, Decimal>();
  const byFollowCode = new Map<string, Decimal>();
  if (!copies.length) return { postings, feeOf, byFollowCode };
  const { rows } = await tx.query<{ follow_code: string; ratio: string; wallet_id: string; user_id: string; coin_id: number }>(
    `select l.follow_code, l.leader_fee_ratio::text as ratio, lo.wallet_id, lo.user_id, lo.coin_id
     from copy_leading_orders l join futures_orders lo on lo.id = l.order_id
     where l.follow_code = any($1::text[])`,
    [[...new Set(copies.map((c) => c.followCode))]],
  );
  const leaderOf = new Map(rows.map((r) => [r.follow_code, r]));
  for (const copy of copies) {
    const leader = leaderOf.get(copy.followCode);
    // A follow code without its leading order (never written by the console) pays no one.
    if (!leader || Number(leader.coin_id) !== copy.coinId) continue;
    const fee = cut(Decimal.max(copy.profit, 0).times(leader.ratio));
    if (fee.isZero()) continue;
    feeOf.set(copy.orderId, fee);
    byFollowCode.set(copy.followCode, (byFollowCode.get(copy.followCode) ?? new Decimal(0)).plus(fee));
    postings.push(
      {
        orderId: copy.orderId,
        walletId: copy.walletId,
        userId: copy.userId,
        coinId: copy.coinId,
        delta: fee.negated(),
        changeType: 'copy_leader_fee',
      },
      {
        orderId: copy.orderId,
        walletId: Number(leader.wallet_id),
        userId: Number(leader.user_id),
        coinId: copy.coinId,
        delta: fee,
        changeType: 'copy_leader_fee_income',
      },
    );
  }
  return { postings, feeOf, byFollowCode };
}

/** Adds the fees a settlement took to each leading order's total (the leading order list's `leaderFee`). */
export async function addLeaderFeeTotals(tx: Queryable, byFollowCode: Map<string, Decimal>, now: Date): Promise<void> {
  if (!byFollowCode.size) return;
  await tx.query(
    `update copy_leading_orders l set leader_fee = l.leader_fee + u.fee, update_date = $3
     from unnest($1::text[], $2::numeric[]) as u(follow_code, fee) where l.follow_code = u.follow_code`,
    [[...byFollowCode.keys()], [...byFollowCode.values()].map((v) => v.toFixed()), now],
  );
}
