import { pageOf } from '@console/contracts/schemas/common';
import { coinPairAddFields, coinPairAnswer, coinPairEditFields, coinPairListQuery } from '@console/contracts/schemas/trading-coins';
import { fieldError } from '../../../http/errors';
import { route } from '../../../http/routes';
import { parseInput } from '../../../http/validation';
import { readImageForm, storeImage } from '../coins/form';
import { addCoinPair, coinPairPage, editCoinPair, findCoinPair } from './queries';

/** The logo's field of the add and edit forms. */
const LOGO = 'logo';

/**
 * Coin pairs (`system/tradingPair/*`, the Coins area's "trading pairs"): the pairs the price feed quotes,
 * and the markets futures, convert and perpetual pairs are made on.
 */
export function coinPairRoutes() {
  return [
    route({
      method: 'POST',
      path: 'system/tradingPair/list',
      name: 'List coin pairs',
      body: coinPairListQuery,
      response: pageOf(coinPairAnswer),
      handler: ({ body, services: { db }, now }) => coinPairPage(db, body, now),
    }),
    route({
      method: 'POST',
      path: 'system/tradingPair/add',
      name: 'Add coin pair',
      audit: true,
      response: coinPairAnswer,
      handler: async ({ request, services, session, now }) => {
        const { fields, image } = await readImageForm(request, LOGO);
        const input = parseInput(coinPairAddFields, fields, 'body');
        if (!image) throw fieldError(LOGO, `${LOGO} is required: the pair's logo, an image`);
        const logo = await storeImage(services, LOGO, image, session.adminId);
        return services.db.transaction((tx) => addCoinPair(tx, input, logo, now));
      },
    }),
    route({
      method: 'POST',
      path: 'system/tradingPair/edit',
      name: 'Edit coin pair',
      audit: true,
      response: coinPairAnswer,
      handler: async ({ request, services, session, now }) => {
        const { fields, image } = await readImageForm(request, LOGO);
        // The spec's console names the activation `activationEnum`.
        if (fields.activation === undefined && fields.activationEnum !== undefined) fields.activation = fields.activationEnum;
        const input = parseInput(coinPairEditFields, fields, 'body');
        // A pair that does not exist is a 404 before any file is stored.
        await findCoinPair(services.db, input.id, now);
        const logo = image ? await storeImage(services, LOGO, image, session.adminId) : undefined;
        return services.db.transaction((tx) => editCoinPair(tx, input, logo, now));
      },
    }),
  ];
}
