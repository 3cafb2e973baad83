import type { Queryable } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { postOrderAmounts } from './money';
import { FINAL_STATUSES, lockRound, recordTransition, type RoundStatus } from './round';
import { openOrdersOfRound, refreshRoundTotals } from './settle';

export interface ControlInput {
  /** The admin's name, or `system` for the engine. */
  operator: string;
  reason: string;
  now: Date;
}

export interface RoundVoided {
  roundId: number;
  before: { status: RoundStatus; halted: boolean };
  after: { status: 'voided'; halted: boolean };
  /** The orders refunded and the sum refunded (decimal string). */
  orders: number;
  refunded: string;
}

/**
 * Voids a round that has not settled (DESIGN section 5: the operational alternative to any outcome
 * control): every open order of it gets its filled stake back through the ledger (`futures_refund`, one
 * change-log row each), is marked voided with the operator and reason, and the round becomes `voided`,
 * all in the caller's transaction. Once only: the round is locked first, and a settled or voided round is a
 * 409 (a staff void racing the settlement: whichever takes the lock first wins, the other changes nothing).
 */
export async function voidRound(tx: Queryable, roundId: number, input: ControlInput): Promise<RoundVoided> {
  const round = await lockRound(tx, roundId);
  if (!round) throw notFound(`Round ${roundId} does not exist`);
  if (FINAL_STATUSES.includes(round.status)) throw conflict(`Round ${roundId} is already ${round.status}: it cannot be voided`);
  const orders = await openOrdersOfRound(tx, roundId);
  await postOrderAmounts(
    tx,
    orders.map((o) => ({
      orderId: o.id,
      walletId: o.walletId,
      userId: o.userId,
      coinId: o.coinId,
      delta: new Decimal(o.filledAmount),
      changeType: 'futures_refund' as const,
    })),
    { operator: input.operator, now: input.now },
  );
  await tx.query(
    `update futures_orders set status = 'voided', result = 'refund', payout = filled_amount, void_date = $2, void_operator = $3,
       void_reason = $4, update_date = $2
     where round_id = $1 and status = 'open'`,
    [roundId, input.now, input.operator, input.reason],
  );
  await tx.query(
    `update futures_rounds set status = 'voided', void_reason = $2, void_operator = $3, void_date = $4, update_date = $4 where id = $1`,
    [roundId, input.reason, input.operator, input.now],
  );
  await refreshRoundTotals(tx, roundId);
  await recordTransition(tx, {
    roundId,
    action: 'void',
    from: round.status,
    to: 'voided',
    tickId: null,
    at: input.now,
    reason: input.reason,
    operator: input.operator,
  });
  const refunded = orders.reduce((sum, o) => sum.plus(o.filledAmount), new Decimal(0));
  return {
    roundId,
    before: { status: round.status, halted: round.halted },
    after: { status: 'voided', halted: round.halted },
    orders: orders.length,
    refunded: refunded.toFixed(),
  };
}
