import { idParam, pageOf } from '@console/contracts/schemas/common';
import {
  convertOrderAnswer,
  convertOrderListQuery,
  convertPairAdd,
  convertPairAnswer,
  convertPairDeleted,
  convertPairEdit,
  convertPairListQuery,
} from '@console/contracts/schemas/trading-convert';
import { route } from '../../../http/routes';
import { convertExportRoutes } from './export';
import { addConvertPair, convertOrderPage, convertPairPage, deleteConvertPair, editConvertPair } from './queries';

/**
 * Convert: the pairs users swap on (each with the price a user would get now, from the newest recorded tick
 * and the spread) and the orders made on them. Orders are placed by the client platform (`placeConvertOrder`),
 * never by staff.
 */
export function convertRoutes() {
  return [
    route({
      method: 'POST',
      path: 'convert/list',
      name: 'List convert pairs',
      body: convertPairListQuery,
      response: pageOf(convertPairAnswer),
      handler: ({ body, services: { db }, now }) => convertPairPage(db, body, now),
    }),
    route({
      method: 'POST',
      path: 'convert/add',
      name: 'Add convert pair',
      audit: true,
      body: convertPairAdd,
      response: convertPairAnswer,
      handler: ({ body, services: { db }, now }) => db.transaction((tx) => addConvertPair(tx, body, now)),
    }),
    route({
      method: 'POST',
      path: 'convert/edit',
      name: 'Edit convert pair',
      audit: true,
      body: convertPairEdit,
      response: convertPairAnswer,
      handler: ({ body, services: { db }, now }) => db.transaction((tx) => editConvertPair(tx, body, now)),
    }),
    route({
      method: 'POST',
      path: 'convert/del/{id}',
      name: 'Delete convert pair',
      audit: true,
      params: idParam,
      response: convertPairDeleted,
      handler: async ({ params, services: { db }, session, now }) => {
        await db.transaction((tx) => deleteConvertPair(tx, params.id, session.account, now));
        return { id: params.id, deleted: true as const };
      },
    }),
    route({
      method: 'POST',
      path: 'convert/record/list',
      name: 'List convert orders',
      body: convertOrderListQuery,
      response: pageOf(convertOrderAnswer),
      handler: ({ body, services: { db } }) => convertOrderPage(db, body),
    }),
    ...convertExportRoutes(),
  ];
}
