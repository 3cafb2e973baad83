import type { PerpetualDirection } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../../db/database';
import { Decimal } from '../../../money';
import type { RecordedTick } from '../../market/ticks';
import { postMany, type WalletChange } from '../../wallets/ledger';
import { baseQuantity, initialMargin, openFee } from './formulas';
import { openAtPrice } from './positions';
import type { EngineSettings, LockedPair } from './state';
import { applyCarriedTpSl } from './tpsl';

/** A waiting (limit or stop) opening order as a fill reads it. */
interface WaitingOrder {
  id: number;
  userId: number;
  walletId: number;
  direction: PerpetualDirection;
  category: 'limit' | 'stop';
  leverage: number;
  quantity: string;
  price: string | null;
  held: string;
  fundType: number;
}

/**
 * The waiting orders a tick at `$2` reaches on the pair `$1`: a branch per kind and side, each planned on its own as
 * a range of its index (limit: pair, direction, price; stop: pair, condition, stop price). A tick usually reaches
 * none, and the round trips were its cost, so they are read in one statement.
 */
export const WAITING_ORDER_BRANCHES = [
  `o.category = 'limit' and o.direction = 'long' and o.price >= $2`,
  `o.category = 'limit' and o.direction = 'short' and o.price <= $2`,
  `o.category = 'stop' and o.trigger_condition = 'rises_to' and o.stop_price <= $2`,
  `o.category = 'stop' and o.trigger_condition = 'falls_to' and o.stop_price >= $2`,
].map((condition) => `select o.id from perpetual_orders o where o.pair_id = $1 and o.status = 'open' and ${condition}`);

/**
 * Fills the waiting orders of a locked pair that a recorded tick reaches: a limit long when the tick is at or
 * below its price, a limit short at or above (each at its own price, which the tick reached); a stop order
 * when the tick rises to or falls to its stop price (at the tick's price). Each fill returns the order's hold
 * and takes the position's margin and opening fee at the fill price; when the wallet cannot pay them (a stop
 * filled past its price, or the position's leverage differs), the order is rejected and its hold returned.
 * In id order; the wallets are locked first, in id order (as every posting locks them).
 */
export async function fillWaitingOrders(
  tx: Queryable,
  pair: LockedPair,
  tick: RecordedTick,
  settings: EngineSettings,
  now: Date,
): Promise<{ filled: number[]; rejected: number[] }> {
  type Row = {
    id: string;
    user_id: string;
    wallet_id: string;
    direction: PerpetualDirection;
    category: 'limit' | 'stop';
    leverage: number;
    quantity: string;
    price: string | null;
    held: string;
    fund_type: number;
  };
  const { rows } = await tx.query<Row>(
    `select id, user_id, wallet_id, direction, category, leverage, quantity::text, price::text, held::text, fund_type
     from perpetual_orders where status = 'open' and id in (${WAITING_ORDER_BRANCHES.join(' union all ')}) for update`,
    [pair.id, tick.price],
  );
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  if (!rows.length) return { filled: [], rejected: [] };
  const orders: WaitingOrder[] = rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    walletId: Number(r.wallet_id),
    direction: r.direction,
    category: r.category,
    leverage: r.leverage,
    quantity: r.quantity,
    price: r.price,
    held: r.held,
    fundType: r.fund_type,
  }));
  const walletIds = [...new Set(orders.map((o) => o.walletId))].sort((a, b) => a - b);
  const { rows: wallets } = await tx.query<{ id: string; balance: string }>(
    'select id, balance::text from user_wallets where id = any($1::bigint[]) order by id for update',
    [walletIds],
  );
  const balance = new Map(wallets.map((w) => [Number(w.id), new Decimal(w.balance)]));
  const { rows: leverages } = await tx.query<{ user_id: string; direction: string; leverage: number }>(
    `select user_id, direction, leverage from perpetual_positions where pair_id = $1 and status = 'open' and user_id = any($2::bigint[])`,
    [pair.id, [...new Set(orders.map((o) => o.userId))]],
  );
  const leverageOf = new Map(leverages.map((l) => [`${l.user_id}:${l.direction}`, l.leverage]));
  const changes: WalletChange[] = [];
  const filled: number[] = [];
  const rejected: number[] = [];
  const intoPositions: { orderId: number; positionId: number }[] = [];
  for (const order of orders) {
    const price = order.category === 'limit' ? (order.price as string) : tick.price;
    const q = baseQuantity(order.quantity, pair.multiplier);
    const margin = initialMargin(price, q, order.leverage);
    const fee = openFee(settings, price, q);
    const held = new Decimal(order.held);
    const available = (balance.get(order.walletId) as Decimal).plus(held);
    const positionLeverage = leverageOf.get(`${order.userId}:${order.direction}`);
    const reference = `perpetual-order:${order.id}`;
    if (!held.isZero())
      changes.push({ walletId: order.walletId, field: 'balance', delta: held, changeType: 'perpetual_order_release', reference });
    if (available.lt(margin.plus(fee)) || (positionLeverage !== undefined && positionLeverage !== order.leverage)) {
      balance.set(order.walletId, available);
      rejected.push(order.id);
      await tx.query(
        `update perpetual_orders set status = 'rejected', settlement_status = 'settled', held = 0, tick_id = $2, executed_date = $3,
           reason = $4, update_date = $3 where id = $1`,
        [
          order.id,
          tick.id,
          now,
          positionLeverage !== undefined && positionLeverage !== order.leverage
            ? `The open position is at ${positionLeverage}x`
            : 'Not enough funds for the margin and fee at the fill price',
        ],
      );
      continue;
    }
    const opened = await openAtPrice(tx, {
      userId: order.userId,
      walletId: order.walletId,
      pair,
      settings,
      direction: order.direction,
      contracts: new Decimal(order.quantity),
      leverage: order.leverage,
      price,
      tickId: tick.id,
      fundType: order.fundType,
      now,
    });
    leverageOf.set(`${order.userId}:${order.direction}`, order.leverage);
    balance.set(order.walletId, available.minus(opened.margin).minus(opened.fee));
    changes.push({ walletId: order.walletId, field: 'balance', delta: opened.margin.negated(), changeType: 'perpetual_margin', reference });
    if (!opened.fee.isZero()) {
      changes.push({ walletId: order.walletId, field: 'balance', delta: opened.fee.negated(), changeType: 'perpetual_fee', reference });
    }
    filled.push(order.id);
    if (order.category === 'limit') intoPositions.push({ orderId: order.id, positionId: opened.positionId });
    await tx.query(
      `update perpetual_orders set status = 'filled', settlement_status = 'settled', executed_price = $2, executed_quantity = quantity,
         margin = $3, fee = $4, held = 0, position_id = $5, tick_id = $6, executed_date = $7, update_date = $7 where id = $1`,
      [order.id, price, opened.margin.toFixed(), opened.fee.toFixed(), opened.positionId, tick.id, now],
    );
  }
  if (filled.length) {
    await tx.query(
      `update perpetual_triggers t set driven_order_id = t.order_id, fired_tick_id = $2, fired_date = $3
       where t.order_id = any($1::bigint[]) and t.kind = 'stop'`,
      [filled, tick.id, now],
    );
  }
  // A limit order's TP/SL becomes its position's strategy (watched from the next tick on).
  await applyCarriedTpSl(tx, intoPositions, now);
  changes.sort((a, b) => a.walletId - b.walletId);
  await postMany(tx, changes, { operator: 'system', now });
  return { filled, rejected };
}
