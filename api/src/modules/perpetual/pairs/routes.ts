import { idParam } from '@console/contracts/schemas/common';
import { perpetualPairAdd, perpetualPairEdit, perpetualPairListQuery } from '@console/contracts/schemas/perpetual';
import { perpetualPairAnswer, perpetualPairEditedAnswer, perpetualPairPageAnswer } from '@console/contracts/schemas/perpetual-answers';
import { route } from '../../../http/routes';
import { addPerpetualPair, editPerpetualPair, findPerpetualPair, perpetualPairPage } from './queries';

/** The perpetual pairs (`/perpetual/trading-pair`): each quoted by a coin pair of the feed. */
export function perpetualPairRoutes() {
  return [
    route({
      method: 'POST',
      path: 'perpetual/trading-pair/list',
      name: 'List perpetual pairs',
      body: perpetualPairListQuery,
      response: perpetualPairPageAnswer,
      handler: ({ body, services: { db } }) => perpetualPairPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'perpetual/trading-pair',
      name: 'Add perpetual pair',
      audit: true,
      body: perpetualPairAdd,
      response: perpetualPairAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction((tx) => addPerpetualPair(tx, body, now));
        return findPerpetualPair(db, id);
      },
    }),
    route({
      method: 'PATCH',
      path: 'perpetual/trading-pair/{id}',
      name: 'Edit perpetual pair',
      audit: true,
      params: idParam,
      body: perpetualPairEdit,
      // The pair as it now is, and each field as it was and became (kept in the backstage log).
      response: perpetualPairEditedAnswer,
      handler: async ({ params, body, services: { db }, now }) => {
        const changes = await db.transaction((tx) => editPerpetualPair(tx, params.id, body, now));
        return { ...(await findPerpetualPair(db, params.id)), changes };
      },
    }),
  ];
}
