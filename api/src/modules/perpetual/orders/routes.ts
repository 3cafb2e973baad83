import { bigIdParam } from '@console/contracts/schemas/common';
import {
  type PerpetualCloseResult,
  perpetualCloseOrder,
  perpetualOpenOrderQuery,
  perpetualOrderCancel,
  perpetualOrderHistoryQuery,
} from '@console/contracts/schemas/perpetual';
import {
  perpetualCancelResultAnswer,
  perpetualCloseResultAnswer,
  perpetualOrderPageAnswer,
  perpetualStrategyDetailAnswer,
} from '@console/contracts/schemas/perpetual-answers';
import { iso } from '../../../db/list';
import { route } from '../../../http/routes';
import { Decimal } from '../../../money';
import { tickById } from '../../market/ticks';
import { cancelPerpetualOrder, closeAtMark } from '../engine/close';
import { findPositionRecord } from '../history/queries';
import { findPerpetualOrder, perpetualOpenOrderPage, perpetualOrderHistoryPage, perpetualStrategyDetail } from './queries';

/**
 * The staff close (`POST perpetual/order`, from the positions and the warning list), the open orders with their
 * cancel and detail (`/perpetual/open-order`), and the order history (`/perpetual/order-history/{tabName}`).
 */
export function perpetualOrderRoutes() {
  return [
    route({
      method: 'POST',
      path: 'perpetual/order',
      name: 'Close perpetual position',
      // The backstage log keeps the request (the reason, the mark shown) and the answer (the fill's tick and money).
      audit: true,
      body: perpetualCloseOrder,
      response: perpetualCloseResultAnswer,
      handler: async ({ body, session, services: { db }, now }): Promise<PerpetualCloseResult> => {
        // A reduce-only market order at the recorded mark (`engine/close.ts`): the typed price is kept, never used.
        const result = await db.transaction((tx) =>
          closeAtMark(tx, {
            userId: body.accountId,
            pairId: body.tradingPairId,
            direction: body.direction,
            amount: body.amount,
            unitId: body.unitId,
            positionId: body.positionId,
            leverage: body.leverage,
            by: 'staff',
            operator: session.account,
            reason: body.reason,
            shownPrice: body.price,
            clientOrderId: body.clientOrderId,
            now,
          }),
        );
        const order = result.orderId ? await findPerpetualOrder(db, result.orderId) : null;
        const closed = result.closed;
        // The fill's tick (a repeated call: the first close's), else the mark the close found the position closed at.
        const tick = order?.tickId ? await tickById(db, order.tickId) : result.mark;
        return {
          outcome: result.outcome,
          positionId: result.positionId,
          order,
          markPrice: tick ? new Decimal(tick.price).toFixed() : null,
          tickId: tick?.id ?? null,
          tickAt: iso(tick?.at),
          closedQuantity: closed ? closed.contracts.toFixed() : '0',
          realisedPnl: closed ? closed.figures.pnl.toFixed() : '0',
          fee: closed ? closed.figures.fee.toFixed() : '0',
          credited: closed ? closed.figures.credited.toFixed() : '0',
          position: await findPositionRecord(db, result.positionId),
        };
      },
    }),
    route({
      method: 'GET',
      path: 'perpetual/order/page',
      name: 'List perpetual open orders',
      query: perpetualOpenOrderQuery,
      response: perpetualOrderPageAnswer,
      handler: ({ query, services: { db } }) => perpetualOpenOrderPage(db, query),
    }),
    route({
      method: 'PATCH',
      path: 'perpetual/order/cancel',
      name: 'Cancel perpetual order',
      audit: true,
      body: perpetualOrderCancel,
      response: perpetualCancelResultAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const { released } = await db.transaction((tx) =>
          cancelPerpetualOrder(tx, { orderId: body.id, operator: session.account, reason: body.reason, now }),
        );
        return { order: await findPerpetualOrder(db, body.id), released: released.toFixed() };
      },
    }),
    route({
      method: 'GET',
      path: 'perpetual/strategy/order/{id}',
      name: 'Perpetual strategy order detail',
      params: bigIdParam,
      response: perpetualStrategyDetailAnswer,
      handler: ({ params, services: { db } }) => perpetualStrategyDetail(db, params.id),
    }),
    route({
      method: 'POST',
      path: 'perpetual/order/history/list',
      name: 'List perpetual order history',
      body: perpetualOrderHistoryQuery,
      response: perpetualOrderPageAnswer,
      handler: ({ body, services: { db } }) => perpetualOrderHistoryPage(db, body),
    }),
  ];
}
