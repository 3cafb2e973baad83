import { perpetualPositionHistoryQuery } from '@console/contracts/schemas/perpetual';
import { perpetualPositionHistoryPageAnswer } from '@console/contracts/schemas/perpetual-answers';
import { route } from '../../../http/routes';
import { perpetualPositionHistoryPage } from './queries';

/** The position history (`/perpetual/position-history/{tabName}`). Its export is in `export.ts`. */
export function perpetualPositionHistoryRoutes() {
  return [
    route({
      method: 'POST',
      path: 'perpetual/position/history/list',
      name: 'List perpetual position history',
      body: perpetualPositionHistoryQuery,
      response: perpetualPositionHistoryPageAnswer,
      handler: ({ body, services: { db } }) => perpetualPositionHistoryPage(db, body),
    }),
  ];
}
