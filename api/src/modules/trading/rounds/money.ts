import type { Queryable } from '../../../db/database';
import { Decimal } from '../../../money';
import { postMany } from '../../wallets/ledger';
import type { Direction, RoundResult } from './round';

/** The futures wallet (`user_wallets.wallet_type`): stakes, payouts and refunds of futures orders move there. */
export const FUTURES_WALLET = 1;

/**
 * The change types of futures money in the wallet change log:
 * - futures_stake: the stake taken from the available balance when an order is placed (a negative change);
 * - futures_payout: what a winning order is credited at settlement (stake + winnings - tax);
 * - futures_rebate: what a losing order gets back at settlement (stake x rebate ratio), when the ratio is not 0;
 * - futures_refund: a stake given back: an unchanged price, a voided round, or the part a fill correction removed;
 * - copy_leader_fee / copy_leader_fee_income: a winning following order's leader fee, taken from the follower and
 *   credited to the leader at settlement (leader-fee.ts).
 */
export type FuturesChangeType =
  | 'futures_stake'
  | 'futures_payout'
  | 'futures_rebate'
  | 'futures_refund'
  | 'copy_leader_fee'
  | 'copy_leader_fee_income';

/** Money is NUMERIC(36, 18): every computed amount is cut to 18 places (down: the platform never pays a fraction it does not have). */
const PLACES = 18;
const cut = (value: Decimal) => value.toDecimalPlaces(PLACES, Decimal.ROUND_DOWN);

export interface OrderOutcome {
  result: 'win' | 'lose' | 'refund';
  /** What settlement credits the order's wallet. */
  payout: Decimal;
  tax: Decimal;
  rebate: Decimal;
}

/**
 * The money rule of a settled order (DESIGN section 8), on its filled stake:
 * - the round's price rose and the order is long, or fell and it is short: it wins. winnings = stake x yield
 *   ratio, tax = winnings x tax ratio, payout = stake + winnings - tax (the stake comes back with the winnings:
 *   a yield ratio of 0.85 turns a 100 USDT stake into 185 USDT before tax, as the spec's "yieldRatio" reads);
 * - against the move: it loses the stake; rebate = stake x rebate ratio is paid back (payout = rebate);
 * - unchanged price (a draw): the stake is refunded (payout = stake), no tax, no rebate.
 * The ratios are the order's own (set when it was placed), so a settings edit never changes a placed order.
 */
export function orderOutcome(
  direction: Direction,
  roundResult: RoundResult,
  stake: Decimal,
  ratios: { yieldRatio: string; taxRatio: string; rebateRatio: string },
): OrderOutcome {
  const zero = new Decimal(0);
  if (roundResult === 'draw') return { result: 'refund', payout: stake, tax: zero, rebate: zero };
  if (roundResult === direction) {
    const winnings = cut(stake.times(ratios.yieldRatio));
    const tax = cut(winnings.times(ratios.taxRatio));
    return { result: 'win', payout: stake.plus(winnings).minus(tax), tax, rebate: zero };
  }
  const rebate = cut(stake.times(ratios.rebateRatio));
  return { result: 'lose', payout: rebate, tax: zero, rebate };
}

/** One amount credited to (or, negative, taken from) the futures wallet of an order's user. */
export interface OrderPosting {
  orderId: number;
  walletId: number;
  userId: number;
  coinId: number;
  delta: Decimal;
  changeType: FuturesChangeType;
}

/**
 * Posts amounts of futures orders through the ledger in the caller's transaction, set-based (`postMany`: a
 * round's settlement of thousands of orders is a few statements): each wallet locked once, in wallet id order
 * (the order every caller locks wallets in), one change-log row per non-zero amount, referenced
 * `futures-order:<id>`, a wallet's rows in order id order (and, for one order, in the order given: a payout
 * before the leader fee it pays).
 */
export async function postOrderAmounts(
  tx: Queryable,
  postings: readonly OrderPosting[],
  context: { operator: string | null; now: Date },
): Promise<void> {
  const sorted = [...postings].filter((p) => !p.delta.isZero()).sort((a, b) => a.walletId - b.walletId || a.orderId - b.orderId);
  await postMany(
    tx,
    sorted.map((p) => ({
      walletId: p.walletId,
      field: 'balance' as const,
      delta: p.delta,
      changeType: p.changeType,
      reference: `futures-order:${p.orderId}`,
    })),
    context,
  );
}
