import { followingOrderListQuery } from '@console/contracts/schemas/copy-trading';
import { followingOrderPageAnswer } from '@console/contracts/schemas/copy-trading-answers';
import { route } from '../../../http/routes';
import { followingOrderPage } from './queries';

/**
 * Following orders (`/future/follow-trade-order-records/following-orders/{tabName}`): the followers' copies. An
 * order's detail is the futures order detail (`GET futures/order/detail/{id}`, trading area), whose `copy` part
 * names its leading order and fee terms.
 */
export function followingOrderRoutes() {
  return [
    route({
      method: 'POST',
      path: 'follow/order/list',
      name: 'List following orders',
      body: followingOrderListQuery,
      response: followingOrderPageAnswer,
      handler: ({ body, services: { db } }) => followingOrderPage(db, body),
    }),
  ];
}
