import { idParam, pageOf } from '@console/contracts/schemas/common';
import { coinAddFields, coinAnswer, coinDeleted, coinEdit, coinListQuery } from '@console/contracts/schemas/trading-coins';
import { fieldError } from '../../../http/errors';
import { route } from '../../../http/routes';
import { parseInput } from '../../../http/validation';
import { readImageForm, storeImage } from './form';
import { addCoin, coinPage, deleteCoin, editCoin, findCoin, setCoinIcon } from './queries';

/** The icon's field of `coin/add` and `coin/editIcon/{id}`. */
const ICON = 'coinIcon';

export function coinRoutes() {
  return [
    route({
      method: 'POST',
      path: 'coin/list',
      name: 'List coins',
      body: coinListQuery,
      response: pageOf(coinAnswer),
      handler: ({ body, services: { db } }) => coinPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'coin/add',
      name: 'Add coin',
      audit: true,
      response: coinAnswer,
      handler: async ({ request, services, session, now }) => {
        const { fields, image } = await readImageForm(request, ICON, 'coinRequest');
        const input = parseInput(coinAddFields, fields, 'body');
        if (!image) throw fieldError(ICON, `${ICON} is required: the coin's icon, an image`);
        // Stored after the fields passed, so a refused form leaves no file behind.
        const logo = await storeImage(services, ICON, image, session.adminId);
        return services.db.transaction((tx) => addCoin(tx, input, logo, now));
      },
    }),
    route({
      method: 'POST',
      path: 'coin/edit',
      name: 'Edit coin',
      audit: true,
      body: coinEdit,
      response: coinAnswer,
      handler: ({ body, services: { db }, now }) => db.transaction((tx) => editCoin(tx, body, now)),
    }),
    route({
      method: 'POST',
      path: 'coin/editIcon/{id}',
      name: 'Change coin icon',
      audit: true,
      params: idParam,
      response: coinAnswer,
      handler: async ({ params, request, services, session, now }) => {
        // A coin that does not exist is a 404 before any file is stored.
        await findCoin(services.db, params.id);
        const { image } = await readImageForm(request, ICON);
        if (!image) throw fieldError(ICON, `${ICON} is required: the coin's new icon, an image`);
        const logo = await storeImage(services, ICON, image, session.adminId);
        return services.db.transaction((tx) => setCoinIcon(tx, params.id, logo, now));
      },
    }),
    route({
      method: 'POST',
      path: 'coin/del/{id}',
      name: 'Delete coin',
      audit: true,
      params: idParam,
      response: coinDeleted,
      handler: async ({ params, services: { db } }) => {
        const coin = await db.transaction((tx) => deleteCoin(tx, params.id));
        return { id: coin.id, code: coin.code, deleted: true as const };
      },
    }),
  ];
}
