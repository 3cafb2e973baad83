import type {
  PerpetualOrder,
  PerpetualStrategyDetail,
  PerpetualTrigger,
  perpetualOpenOrderQuery,
  perpetualOrderHistoryQuery,
} from '@console/contracts/schemas/perpetual';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder, decimalText } from '../../../db/list';
import { notFound } from '../../../http/errors';

interface OrderRow {
  id: string;
  user_id: string;
  account_name: string | null;
  user_remark: string | null;
  opened_date: Date;
  pair_id: number;
  pair_name: string;
  coin: string;
  direction: PerpetualOrder['direction'];
  category: PerpetualOrder['category'];
  leverage: number;
  margin: string;
  fee: string;
  price: string | null;
  executed_price: string | null;
  quantity: string;
  executed_quantity: string;
  amount_unit_id: number;
  pnl: string | null;
  status: PerpetualOrder['status'];
  settlement_status: PerpetualOrder['settlementStatus'];
  fund_type: number;
  stop_price: string | null;
  trigger_condition: PerpetualOrder['triggerConditions'];
  strategy_id: string | null;
  close_position: number;
  reduce_only: number;
  position_id: string | null;
  close_reason: PerpetualOrder['closeReason'];
  tick_id: string | null;
  executed_date: Date | null;
  cancelled_date: Date | null;
  operator: string | null;
  reason: string | null;
}

/** An order (`x`) with its user (`u`) and pair (`pp`). The margin of an open order is what it holds (margin and fee). */
export const ORDER_COLUMNS = `x.id, x.user_id, coalesce(u.email, u.mobile_number) as account_name, u.remark as user_remark, x.opened_date, x.pair_id,
  pp.name as pair_name, c.code as coin, x.direction, x.category, x.leverage, ${decimalText("case when x.status = 'open' then x.held else x.margin end")} as margin,
  ${decimalText('x.fee')} as fee, ${decimalText('x.price')} as price, ${decimalText('x.executed_price')} as executed_price, ${decimalText('x.quantity')} as quantity,
  ${decimalText('x.executed_quantity')} as executed_quantity, x.amount_unit_id, ${decimalText('x.pnl')} as pnl, x.status, x.settlement_status, x.fund_type,
  ${decimalText('x.stop_price')} as stop_price, x.trigger_condition, x.strategy_id, x.close_position, x.reduce_only, x.position_id, x.close_reason,
  x.tick_id, x.executed_date, x.cancelled_date, x.operator, x.reason`;
export const ORDER_FROM = `perpetual_orders x join users u on u.id = x.user_id join perpetual_pairs pp on pp.id = x.pair_id
  join coins c on c.id = x.coin_id`;

const id = (v: string | null) => (v === null ? null : Number(v));

export const toOrder = (r: OrderRow): PerpetualOrder => ({
  id: Number(r.id),
  accountId: Number(r.user_id),
  accountName: r.account_name,
  userRemark: r.user_remark,
  openedDate: iso(r.opened_date)!,
  tradingPairId: r.pair_id,
  tradingPairName: r.pair_name,
  coin: r.coin,
  direction: r.direction,
  category: r.category,
  leverage: r.leverage,
  margin: r.margin,
  fee: r.fee,
  price: r.price,
  executedPrice: r.executed_price,
  quantity: r.quantity,
  executedQuantity: r.executed_quantity,
  amountUnitId: r.amount_unit_id,
  pnl: r.pnl,
  status: r.status,
  settlementStatus: r.settlement_status,
  fundType: r.fund_type,
  stopPrice: r.stop_price,
  triggerConditions: r.trigger_condition,
  strategyId: id(r.strategy_id),
  closePosition: r.close_position,
  reduceOnly: r.reduce_only,
  positionId: id(r.position_id),
  closeReason: r.close_reason,
  tickId: id(r.tick_id),
  executedDate: iso(r.executed_date),
  cancelledDate: iso(r.cancelled_date),
  operator: r.operator,
  reason: r.reason,
});

/** A page of orders matching `filters`, newest first unless the admin sorted (by id or order date). */
function orderPage(
  db: Queryable,
  key: 'perpetualOpenOrders' | 'perpetualOrderHistory',
  filters: Filters,
  q: { orderBy?: 'id' | 'openedDate'; orderDirection?: 'asc' | 'desc'; pageNum: number; pageSize: number },
) {
  const orderBy = sortedOrder(key, { id: 'x.id', openedDate: 'x.opened_date' }, q, 'x.opened_date desc, x.id desc', 'x.id');
  return listPage(db, {
    select: ORDER_COLUMNS,
    from: ORDER_FROM,
    countFrom: 'perpetual_orders x',
    filters,
    orderBy,
    paging: q,
    map: toOrder,
  });
}

/** `GET perpetual/order/page`: the open orders (waiting limit and stop orders, TP/SL strategies), newest first. */
export function perpetualOpenOrderPage(db: Queryable, q: z.output<typeof perpetualOpenOrderQuery>) {
  const filters = new Filters()
    .where(`x.status = 'open'`)
    .eq('x.id', q.id)
    .eq('x.user_id', q.accountId)
    .eq('x.pair_id', q.tradingPairId)
    .eq('x.direction', q.direction)
    .eq('x.category', q.category)
    .eq('x.fund_type', q.fundType);
  return orderPage(db, 'perpetualOpenOrders', filters, q);
}

export type OrderHistoryFilters = Omit<z.output<typeof perpetualOrderHistoryQuery>, 'pageNum' | 'pageSize' | 'orderBy' | 'orderDirection'>;

/** The history's conditions (the list and its export). */
export function orderHistoryFilters(q: OrderHistoryFilters): Filters {
  return new Filters()
    .where(`x.status <> 'open'`)
    .eq('x.id', q.id)
    .eq('x.user_id', q.accountId)
    .eq('x.pair_id', q.tradingPairId)
    .eq('x.direction', q.direction)
    .eq('x.category', q.category)
    .eq('x.status', q.status)
    .eq('x.position_id', q.positionId)
    .eq('x.fund_type', q.fundType)
    .between('x.opened_date', parseDate(q.startTime), parseDate(q.endTime));
}

/** `perpetual/order/history/list`: orders no longer open, newest first. */
export function perpetualOrderHistoryPage(db: Queryable, q: z.output<typeof perpetualOrderHistoryQuery>) {
  return orderPage(db, 'perpetualOrderHistory', orderHistoryFilters(q), q);
}

export async function findPerpetualOrder(db: Queryable, orderId: number): Promise<PerpetualOrder> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where x.id = $1`, [orderId]);
  if (!rows[0]) throw notFound(`Perpetual order ${orderId} does not exist`);
  return toOrder(rows[0]);
}

/**
 * `GET perpetual/strategy/order/{id}`: an order in its detailed form (its triggers; `dagId` the position whose
 * orders it belongs with) and the orders it drove: a TP/SL strategy's close, a stop order's own fill.
 */
export async function perpetualStrategyDetail(db: Queryable, orderId: number): Promise<PerpetualStrategyDetail> {
  const order = await findPerpetualOrder(db, orderId);
  const { rows } = await db.query<{
    id: string;
    driven_order_id: string | null;
    kind: PerpetualTrigger['drivenOn'];
    trigger_price: string;
    condition: PerpetualTrigger['condition'];
    fired_tick_id: string | null;
    fired_date: Date | null;
  }>(
    `select id, driven_order_id, kind, ${decimalText('trigger_price')} as trigger_price, condition, fired_tick_id, fired_date
     from perpetual_triggers where order_id = $1 order by id`,
    [orderId],
  );
  const triggers = rows.map((r) => ({
    id: Number(r.id),
    drivenId: id(r.driven_order_id),
    drivenOn: r.kind,
    trigger: r.trigger_price,
    condition: r.condition,
    firedTickId: id(r.fired_tick_id),
    firedDate: iso(r.fired_date),
  }));
  const { rows: driven } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from ${ORDER_FROM}
     where (x.strategy_id = $1 and x.id <> $1) or x.id in (select driven_order_id from perpetual_triggers where order_id = $1 and driven_order_id <> $1)
     order by x.id`,
    [orderId],
  );
  return { order: { ...order, orderId: order.id, dagId: order.positionId, triggers }, drivenOrders: driven.map(toOrder) };
}
