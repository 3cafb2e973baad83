import { gameplayAdd, gameplayEdit, gameplayListQuery } from '@console/contracts/schemas/trading-futures';
import { gameplayAnswer, gameplayEditedAnswer, gameplayPageAnswer } from '@console/contracts/schemas/trading-futures-answers';
import { route } from '../../../../http/routes';
import { addGameplay, editGameplay, findGameplay, gameplayPage } from './queries';

/** The gameplays of a pair (`/future/trading-pair/{tradingPairId}/{name}`): each runs its own rounds. */
export function gameplayRoutes() {
  return [
    route({
      method: 'POST',
      path: 'futures/gamePlay/list',
      name: 'List gameplays',
      body: gameplayListQuery,
      response: gameplayPageAnswer,
      handler: ({ body, services: { db } }) => gameplayPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'futures/gamePlay/add',
      name: 'Add gameplay',
      audit: true,
      body: gameplayAdd,
      response: gameplayAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction((tx) => addGameplay(tx, body, now));
        return findGameplay(db, id);
      },
    }),
    route({
      method: 'POST',
      path: 'futures/gamePlay/edit',
      name: 'Edit gameplay',
      audit: true,
      body: gameplayEdit,
      // The gameplay as it now is, and each setting as it was and became (kept in the backstage log).
      response: gameplayEditedAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const changes = await db.transaction((tx) => editGameplay(tx, body, now));
        return { ...(await findGameplay(db, body.id)), changes };
      },
    }),
  ];
}
