import type { PerpetualDirection } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../../db/database';
import { fieldError } from '../../../http/errors';
import { Decimal } from '../../../money';
import { OPEN_POSITION_COLUMNS, toOpenPosition } from './positions';
import type { EngineSettings } from './state';

/*
 * Take-profit and stop-loss: the check of their prices, a position's TP/SL strategy (a `tp_sl` order whose
 * triggers the engine watches through the position's tp_price / sl_price), and the TP/SL a limit order carries
 * until it fills (its `take_profit` / `stop_loss` triggers), which then becomes its position's strategy.
 */

/**
 * Checks a position's take-profit and stop-loss against its direction and the reference price (the mark, or the
 * entry): a long's take-profit above it and stop-loss below, a short's the other way; with the settings' range
 * limit on, each within its range of the reference.
 */
export function checkTpSl(settings: EngineSettings, direction: PerpetualDirection, reference: string, tp?: string, sl?: string): void {
  const ref = new Decimal(reference);
  const sign = direction === 'long' ? 1 : -1;
  if (tp !== undefined) {
    if (new Decimal(tp).minus(ref).times(sign).lte(0))
      throw fieldError('tpPrice', `must be ${sign > 0 ? 'above' : 'below'} ${ref.toFixed()}`);
    if (settings.tpSlRangeLimitSwitch && new Decimal(tp).minus(ref).abs().gt(ref.times(settings.tpRangeLimit))) {
      throw fieldError('tpPrice', `must be within ${new Decimal(settings.tpRangeLimit).times(100).toFixed()} % of ${ref.toFixed()}`);
    }
  }
  if (sl !== undefined) {
    if (new Decimal(sl).minus(ref).times(sign).gte(0))
      throw fieldError('slPrice', `must be ${sign > 0 ? 'below' : 'above'} ${ref.toFixed()}`);
    if (settings.tpSlRangeLimitSwitch && new Decimal(sl).minus(ref).abs().gt(ref.times(settings.slRangeLimit))) {
      throw fieldError('slPrice', `must be within ${new Decimal(settings.slRangeLimit).times(100).toFixed()} % of ${ref.toFixed()}`);
    }
  }
}

/**
 * Sets a position's TP/SL strategy (the open position locked by the caller): the previous one is cancelled,
 * a new `tp_sl` order holds a trigger per price, and the position's tp_price / sl_price (which the engine's
 * index finds) follow. Answers the strategy's id (null when both prices are cleared).
 */
export async function writeTpSl(
  tx: Queryable,
  positionId: number,
  tp: string | undefined,
  sl: string | undefined,
  now: Date,
): Promise<number | null> {
  const { rows } = await tx.query<Parameters<typeof toOpenPosition>[0]>(
    `select ${OPEN_POSITION_COLUMNS} from perpetual_positions x where x.id = $1`,
    [positionId],
  );
  const p = toOpenPosition(rows[0]);
  if (p.strategyId !== null) {
    await tx.query(
      `update perpetual_orders set status = 'cancelled', settlement_status = 'settled', cancelled_date = $2, reason = 'Replaced by a new take-profit / stop-loss', update_date = $2
       where id = $1 and status = 'open'`,
      [p.strategyId, now],
    );
  }
  let strategyId: number | null = null;
  if (tp !== undefined || sl !== undefined) {
    const { rows: order } = await tx.query<{ id: string }>(
      `insert into perpetual_orders (user_id, wallet_id, coin_id, pair_id, position_id, direction, category, status, fund_type, leverage, quantity,
         reduce_only, close_position, opened_date, create_date, update_date)
       values ($1, $2, $3, $4, $5, $6, 'tp_sl', 'open', $7, $8, $9, 1, 1, $10, $10, $10) returning id`,
      [p.userId, p.walletId, p.coinId, p.pairId, positionId, p.direction, p.fundType, p.leverage, p.size, now],
    );
    strategyId = Number(order[0].id);
    await insertTriggers(tx, strategyId, p.direction, { tp, sl }, now);
  }
  await tx.query('update perpetual_positions set tp_price = $2, sl_price = $3, strategy_id = $4, update_date = $5 where id = $1', [
    positionId,
    tp ?? null,
    sl ?? null,
    strategyId,
    now,
  ]);
  return strategyId;
}

/**
 * Writes an order's triggers: a stop order's stop (`stop`: its condition and price), and a take-profit and a
 * stop-loss watched on the side of the position's direction (a long's take-profit rises to its price, its stop-loss
 * falls to it; a short's the other way).
 */
export async function insertTriggers(
  tx: Queryable,
  orderId: number,
  direction: PerpetualDirection,
  prices: { tp?: string; sl?: string; stop?: { condition: 'rises_to' | 'falls_to'; price: string } },
  now: Date,
): Promise<void> {
  const rises = direction === 'long';
  const triggers: [string, string, string][] = [];
  if (prices.stop) triggers.push(['stop', prices.stop.condition, prices.stop.price]);
  if (prices.tp !== undefined) triggers.push(['take_profit', rises ? 'rises_to' : 'falls_to', prices.tp]);
  if (prices.sl !== undefined) triggers.push(['stop_loss', rises ? 'falls_to' : 'rises_to', prices.sl]);
  for (const [kind, condition, price] of triggers) {
    await tx.query('insert into perpetual_triggers (order_id, kind, condition, trigger_price, create_date) values ($1, $2, $3, $4, $5)', [
      orderId,
      kind,
      condition,
      price,
      now,
    ]);
  }
}

/**
 * The TP/SL of limit orders that just filled (their `take_profit` / `stop_loss` triggers) set on the positions
 * they filled into, each as a new strategy of the position (replacing the position's previous one), which the
 * engine watches from the next tick on. Each carried trigger names the strategy it became (`driven_order_id`).
 */
export async function applyCarriedTpSl(
  tx: Queryable,
  filled: readonly { orderId: number; positionId: number }[],
  now: Date,
): Promise<void> {
  if (!filled.length) return;
  const { rows } = await tx.query<{ order_id: string; kind: 'take_profit' | 'stop_loss'; price: string }>(
    `select order_id, kind, trigger_price::text as price from perpetual_triggers
     where order_id = any($1::bigint[]) and kind in ('take_profit', 'stop_loss') order by order_id, id`,
    [filled.map((f) => f.orderId)],
  );
  for (const { orderId, positionId } of filled) {
    const mine = rows.filter((r) => Number(r.order_id) === orderId);
    if (!mine.length) continue;
    const tp = mine.find((r) => r.kind === 'take_profit')?.price;
    const sl = mine.find((r) => r.kind === 'stop_loss')?.price;
    const strategyId = await writeTpSl(tx, positionId, tp, sl, now);
    await tx.query(`update perpetual_triggers set driven_order_id = $2 where order_id = $1 and kind in ('take_profit', 'stop_loss')`, [
      orderId,
      strategyId,
    ]);
  }
}
