import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { postOrderAmounts } from './money';
import { FINAL_STATUSES, lockRound } from './round';
import { refreshRoundTotals } from './settle';

export interface FixOrderInput {
  orderId: number;
  /** The round the screen showed the order in (`futures/order/fix` sends it): refused when it is not the order's. */
  roundId?: number;
  /** The new filled stake, a decimal string: lower than the current one, 0 or more. */
  filledAmount: string;
  operator: string;
  reason: string;
  now: Date;
}

export interface OrderFixed {
  orderId: number;
  roundId: number;
  before: { filledAmount: string };
  after: { filledAmount: string };
  /** What was refunded to the user's futures wallet (decimal string). */
  refunded: string;
}

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;

/**
 * The fill-amount correction (`futures/order/fix`): lowers an open order's filled stake while its round has
 * not settled, and refunds the difference at once through the ledger (`futures_refund`, one change-log row);
 * the round's totals follow. Only downwards: no call adds to a stake or changes an outcome. Locks the round,
 * then the order, then the wallet (the engine's order).
 */
export async function fixFuturesOrder(tx: Queryable, input: FixOrderInput): Promise<OrderFixed> {
  if (!AMOUNT.test(input.filledAmount)) throw fieldError('filledAmount', 'must be a decimal of 0 or more with at most 18 decimal places');
  const { rows: found } = await tx.query<{ round_id: string }>('select round_id from futures_orders where id = $1', [input.orderId]);
  if (!found[0]) throw notFound(`Futures order ${input.orderId} does not exist`);
  const roundId = Number(found[0].round_id);
  if (input.roundId !== undefined && input.roundId !== roundId) {
    throw fieldError('runnerId', `order ${input.orderId} is an order of round ${roundId}, not ${input.roundId}`);
  }
  const round = await lockRound(tx, roundId);
  if (!round) throw notFound(`Round ${roundId} does not exist`);
  if (FINAL_STATUSES.includes(round.status)) throw conflict(`Round ${roundId} is ${round.status}: its orders can no longer be corrected`);
  const { rows } = await tx.query<{ status: string; user_id: string; wallet_id: string; coin_id: number; filled_amount: string }>(
    `select status, user_id, wallet_id, coin_id, filled_amount::text as filled_amount from futures_orders where id = $1 for update`,
    [input.orderId],
  );
  const order = rows[0];
  if (order.status !== 'open') throw conflict(`Futures order ${input.orderId} is ${order.status}: it can no longer be corrected`);
  const before = new Decimal(order.filled_amount);
  const after = new Decimal(input.filledAmount);
  if (!after.lt(before)) {
    throw fieldError('filledAmount', `must be lower than the current filled amount ${before.toFixed()} (a correction only lowers it)`);
  }
  const refunded = before.minus(after);
  await postOrderAmounts(
    tx,
    [
      {
        orderId: input.orderId,
        walletId: Number(order.wallet_id),
        userId: Number(order.user_id),
        coinId: order.coin_id,
        delta: refunded,
        changeType: 'futures_refund',
      },
    ],
    { operator: input.operator, now: input.now },
  );
  await tx.query(
    'update futures_orders set filled_amount = $2, fix_date = $3, fix_operator = $4, fix_reason = $5, update_date = $3 where id = $1',
    [input.orderId, after.toFixed(), input.now, input.operator, input.reason],
  );
  await refreshRoundTotals(tx, roundId);
  return {
    orderId: input.orderId,
    roundId,
    before: { filledAmount: before.toFixed() },
    after: { filledAmount: after.toFixed() },
    refunded: refunded.toFixed(),
  };
}
