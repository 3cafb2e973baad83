import { bigIdParam } from '@console/contracts/schemas/common';
import { futuresOrderFix, futuresOrderListQuery } from '@console/contracts/schemas/trading-futures';
import {
  futuresOrderDetailAnswer,
  futuresOrderFixedAnswer,
  futuresOrderPageAnswer,
} from '@console/contracts/schemas/trading-futures-answers';
import { route } from '../../../../http/routes';
import { fixFuturesOrder } from '../../rounds/fix-order';
import { futuresOrderDetail, futuresOrderPage } from './queries';

/** The futures orders (`/future/order/{tabName}`, a tab per status), an order's detail and the fill correction. */
export function futuresOrderRoutes() {
  return [
    route({
      method: 'POST',
      path: 'futures/futuresOrders',
      name: 'List futures orders',
      body: futuresOrderListQuery,
      response: futuresOrderPageAnswer,
      handler: ({ body, services: { db } }) => futuresOrderPage(db, body),
    }),
    route({
      method: 'GET',
      path: 'futures/order/detail/{id}',
      name: 'Futures order detail',
      params: bigIdParam,
      response: futuresOrderDetailAnswer,
      handler: ({ params, services: { db } }) => futuresOrderDetail(db, params.id),
    }),
    route({
      method: 'POST',
      path: 'futures/order/fix',
      name: 'Fix futures order filled amount',
      // The backstage log keeps the request (the reason) and the answer (the order with its refund in the ledger).
      audit: true,
      body: futuresOrderFix,
      response: futuresOrderFixedAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        // Only downwards, only while the order is open in a round that has not settled; the difference is
        // refunded through the ledger and the round's totals follow (`rounds/fix-order.ts`).
        const fixed = await db.transaction((tx) =>
          fixFuturesOrder(tx, {
            orderId: body.id,
            roundId: body.runnerId,
            filledAmount: body.filledAmount,
            operator: session.account,
            reason: body.reason,
            now,
          }),
        );
        const fix = {
          filledAmountBefore: fixed.before.filledAmount,
          filledAmountAfter: fixed.after.filledAmount,
          refunded: fixed.refunded,
        };
        return { ...(await futuresOrderDetail(db, body.id)), fix };
      },
    }),
  ];
}
