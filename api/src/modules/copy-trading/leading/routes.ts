import {
  followPermissionsEdit,
  followSkipListQuery,
  leadingOrderAdd,
  leadingOrderListQuery,
} from '@console/contracts/schemas/copy-trading';
import {
  followInitAnswer,
  followPairNamesAnswer,
  followPermissionsEditedAnswer,
  followSkipPageAnswer,
  leadingOrderPageAnswer,
  leadingOrderPlacedAnswer,
} from '@console/contracts/schemas/copy-trading-answers';
import { route } from '../../../http/routes';
import { placeLeadingOrder } from '../engine/leading';
import { editPermissionsType, findLeadingOrder, followInit, followPairNames, followSkipPage, leadingOrderPage, skipsOf } from './queries';

/**
 * Leading orders (`/future/follow-trade-order-records/leading-orders/{tabName}`): what staff may place one with, the
 * placement and its fan-out, the list with each order's follow figures, the skipped followers, the follow
 * permission type, and the pair names map.
 */
export function leadingOrderRoutes() {
  return [
    route({
      method: 'GET',
      path: 'follow/init',
      name: 'Leading order form data',
      response: followInitAnswer,
      handler: ({ services: { db }, now }) => followInit(db, now),
    }),
    route({
      method: 'POST',
      path: 'follow/add',
      name: 'Place leading order',
      // The backstage log keeps who placed it for the leader (the order's `placedByStaff` too) and its fan-out.
      audit: true,
      body: leadingOrderAdd,
      response: leadingOrderPlacedAnswer,
      handler: async ({ body, session, services: { db }, now, ip }) => {
        const placed = await db.transaction((tx) =>
          placeLeadingOrder(tx, {
            leaderId: body.accountId,
            roundId: body.runnerId,
            gameplayId: body.gameplayId,
            direction: body.direction,
            amount: body.amount,
            permissionsType: body.permissionsType,
            inviteAccountIds: body.inviteAccountIds,
            blockAccountIds: body.blockAccountIds,
            placedByStaff: session.account,
            ip,
            now,
          }),
        );
        return { leadingOrder: await findLeadingOrder(db, placed.orderId), skips: await skipsOf(db, placed.orderId) };
      },
    }),
    route({
      method: 'POST',
      path: 'follow/list',
      name: 'List leading orders',
      body: leadingOrderListQuery,
      response: leadingOrderPageAnswer,
      handler: ({ body, services: { db } }) => leadingOrderPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'follow/skip/list',
      name: 'List skipped followers of a leading order',
      body: followSkipListQuery,
      response: followSkipPageAnswer,
      handler: async ({ body, services: { db } }) => {
        await findLeadingOrder(db, body.detailId);
        return followSkipPage(db, body);
      },
    }),
    route({
      method: 'POST',
      path: 'follow/permissionsType/edit',
      name: 'Edit follow permission type',
      audit: true,
      body: followPermissionsEdit,
      response: followPermissionsEditedAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const change = await db.transaction((tx) => editPermissionsType(tx, body.detailId, body.permissionsType, now));
        return { leadingOrder: await findLeadingOrder(db, body.detailId), change };
      },
    }),
    route({
      method: 'GET',
      path: 'follow/tradingPairName',
      name: 'Futures pair and gameplay names',
      response: followPairNamesAnswer,
      handler: ({ services: { db } }) => followPairNames(db),
    }),
  ];
}
