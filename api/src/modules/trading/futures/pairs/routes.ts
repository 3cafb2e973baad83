import { idParam } from '@console/contracts/schemas/common';
import { futuresPairAdd, futuresPairEdit, futuresPairListQuery } from '@console/contracts/schemas/trading-futures';
import {
  futuresPairAnswer,
  futuresPairDeleted,
  futuresPairEditedAnswer,
  futuresPairPageAnswer,
} from '@console/contracts/schemas/trading-futures-answers';
import { route } from '../../../../http/routes';
import { addFuturesPair, deleteFuturesPair, editFuturesPair, findFuturesPair, futuresPairPage } from './queries';

/** The futures pairs (`/future/trading-pair`): each quoted by a coin pair of the feed. */
export function futuresPairRoutes() {
  return [
    route({
      method: 'POST',
      path: 'futures/tradingPairList',
      name: 'List futures pairs',
      body: futuresPairListQuery,
      response: futuresPairPageAnswer,
      handler: ({ body, services: { db } }) => futuresPairPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'futures/tradingPair/add',
      name: 'Add futures pair',
      audit: true,
      body: futuresPairAdd,
      response: futuresPairAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction((tx) => addFuturesPair(tx, body, now));
        return findFuturesPair(db, id);
      },
    }),
    route({
      method: 'POST',
      path: 'futures/tradingPair/edit',
      name: 'Edit futures pair',
      audit: true,
      body: futuresPairEdit,
      // The pair as it now is, and each field as it was and became (kept in the backstage log).
      response: futuresPairEditedAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const changes = await db.transaction((tx) => editFuturesPair(tx, body, now));
        return { ...(await findFuturesPair(db, body.id)), changes };
      },
    }),
    route({
      method: 'POST',
      path: 'futures/tradingPairList/del/{id}',
      name: 'Delete futures pair',
      audit: true,
      params: idParam,
      response: futuresPairDeleted,
      handler: async ({ params, services: { db }, now }) => {
        await db.transaction((tx) => deleteFuturesPair(tx, params.id, now));
        return { id: params.id, deleted: true as const };
      },
    }),
  ];
}
