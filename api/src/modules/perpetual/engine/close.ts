import type { PerpetualCloseOutcome, PerpetualDirection } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import type { RecordedTick } from '../../market/ticks';
import { postMany } from '../../wallets/ledger';
import { freshMark } from './orders';
import { type ClosedPosition, closePositions, lockOpenPositions } from './positions';
import { catchUp } from './ticks';

export interface CloseAtMarkInput {
  userId: number;
  pairId: number;
  /** The direction of the position closed. */
  direction: PerpetualDirection;
  /** How much to close, in `unitId` (1 contracts, 2 base coin); more than the size closes all. Omitted: all. */
  amount?: string;
  unitId?: number;
  /** A guard: the position the caller looked at, and its leverage. */
  positionId?: number;
  leverage?: number;
  /** `staff`: an admin closes (operator and reason required); `user`: the client platform's close. */
  by: 'staff' | 'user';
  operator: string | null;
  reason: string | null;
  /** The mark price the admin was shown (kept on the order, never the fill price). */
  shownPrice?: string | null;
  clientOrderId?: string | null;
  now: Date;
}

export interface CloseAtMarkResult {
  outcome: PerpetualCloseOutcome;
  positionId: number;
  orderId: number | null;
  mark: RecordedTick | null;
  closed: ClosedPosition | null;
}

/**
 * Closes a user's open position, or part of it, with a reduce-only market order filled at the mark: the pair's
 * newest recorded tick, after the ticks recorded since the engine's last pass are applied (so a liquidation or
 * TP/SL that tick causes comes first, and the close then finds the position closed). Idempotent: a close of a
 * position already closed changes nothing (`already_closed`), and a repeated `clientOrderId` answers the first
 * close. No price is chosen by the caller.
 */
export async function closeAtMark(tx: Queryable, input: CloseAtMarkInput): Promise<CloseAtMarkResult> {
  if (input.clientOrderId) {
    const { rows } = await tx.query<{ id: string; position_id: string }>(
      'select id, position_id from perpetual_orders where user_id = $1 and client_order_id = $2',
      [input.userId, input.clientOrderId],
    );
    if (rows[0])
      return { outcome: 'already_closed', positionId: Number(rows[0].position_id), orderId: Number(rows[0].id), mark: null, closed: null };
  }
  const { pair, mark } = await catchUp(tx, input.pairId, input.now);
  const [position] = await lockOpenPositions(tx, 'x.user_id = $1 and x.pair_id = $2 and x.direction = $3', [
    input.userId,
    input.pairId,
    input.direction,
  ]);
  if (input.positionId !== undefined && position?.id !== input.positionId) {
    const { rows } = await tx.query<{ status: string; user_id: string; pair_id: number; direction: string }>(
      'select status, user_id, pair_id, direction from perpetual_positions where id = $1',
      [input.positionId],
    );
    const asked = rows[0];
    if (!asked || Number(asked.user_id) !== input.userId || asked.pair_id !== input.pairId || asked.direction !== input.direction) {
      throw fieldError('positionId', `is not a ${input.direction} position of account ${input.userId} on pair ${input.pairId}`);
    }
    return { outcome: 'already_closed', positionId: input.positionId, orderId: null, mark, closed: null };
  }
  if (!position) {
    const { rows } = await tx.query<{ id: string }>(
      `select id from perpetual_positions where user_id = $1 and pair_id = $2 and direction = $3 order by id desc limit 1`,
      [input.userId, input.pairId, input.direction],
    );
    if (!rows[0]) throw notFound(`Account ${input.userId} has no ${input.direction} position on perpetual pair ${input.pairId}`);
    return { outcome: 'already_closed', positionId: Number(rows[0].id), orderId: null, mark, closed: null };
  }
  if (input.leverage !== undefined && input.leverage !== position.leverage) {
    throw fieldError('leverage', `must be the position's leverage, ${position.leverage}`);
  }
  const tick = freshMark(mark, input.now);
  let contracts = new Decimal(position.size);
  if (input.amount !== undefined) {
    const amount = new Decimal(input.amount);
    contracts = Decimal.min(contracts, input.unitId === 2 ? amount.div(pair.multiplier) : amount);
    if (contracts.decimalPlaces() > 18) contracts = contracts.toDecimalPlaces(18, Decimal.ROUND_DOWN);
    if (contracts.lte(0)) throw fieldError('amount', 'is less than the smallest quantity');
  }
  const [closed] = await closePositions(
    tx,
    [
      {
        position,
        contracts,
        price: tick.price,
        tickId: tick.id,
        reason: input.by,
        shownPrice: input.shownPrice ?? null,
        clientOrderId: input.clientOrderId ?? null,
      },
    ],
    { now: input.now, operator: input.operator, reason: input.reason },
  );
  return {
    outcome: closed.closedAll ? 'closed' : 'partially_closed',
    positionId: position.id,
    orderId: closed.orderId,
    mark: tick,
    closed,
  };
}

/**
 * Cancels an open order, in the caller's transaction: a limit or stop order's hold goes back to the wallet; a
 * TP/SL strategy leaves its position without take-profit and stop-loss. An order no longer open is a 409 and
 * nothing changes. `userId`: the client's own cancel (an order of another user is not found).
 */
export async function cancelPerpetualOrder(
  tx: Queryable,
  input: { orderId: number; userId?: number; operator: string | null; reason: string | null; now: Date },
): Promise<{ released: Decimal }> {
  const { rows: found } = await tx.query<{ pair_id: number; user_id: string }>(
    'select pair_id, user_id from perpetual_orders where id = $1',
    [input.orderId],
  );
  if (!found[0] || (input.userId !== undefined && Number(found[0].user_id) !== input.userId)) {
    throw notFound(`Perpetual order ${input.orderId} does not exist`);
  }
  // A tick recorded meanwhile may fill it: applied first, so a filled order is not cancelled.
  await catchUp(tx, found[0].pair_id, input.now);
  const { rows } = await tx.query<{ status: string; category: string; held: string; wallet_id: string; position_id: string | null }>(
    'select status, category, held::text, wallet_id, position_id from perpetual_orders where id = $1 for update',
    [input.orderId],
  );
  const order = rows[0];
  if (order.status !== 'open') throw conflict(`Perpetual order ${input.orderId} is ${order.status}: only an open order can be cancelled`);
  const released = new Decimal(order.held);
  await tx.query(
    `update perpetual_orders set status = 'cancelled', settlement_status = 'settled', held = 0, cancelled_date = $2, operator = $3,
       reason = $4, update_date = $2 where id = $1`,
    [input.orderId, input.now, input.operator, input.reason],
  );
  if (order.category === 'tp_sl' && order.position_id) {
    await tx.query(
      `update perpetual_positions set tp_price = null, sl_price = null, strategy_id = null, update_date = $3
       where id = $1 and strategy_id = $2`,
      [order.position_id, input.orderId, input.now],
    );
  }
  if (!released.isZero()) {
    await postMany(
      tx,
      [
        {
          walletId: Number(order.wallet_id),
          field: 'balance',
          delta: released,
          changeType: 'perpetual_order_release',
          reference: `perpetual-order:${input.orderId}`,
        },
      ],
      { operator: input.operator, now: input.now },
    );
  }
  return { released };
}
