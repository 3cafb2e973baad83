import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import coinPairs from './coin-pairs/screens';
import coins from './coins/screens';
import convert from './convert/screens';
import futuresOrders from './futures-orders/screens';
import futuresPairs from './futures-pairs/screens';
import futuresSettings from './futures-settings/screens';
import risk from './risk/screens';
import rounds from './rounds/screens';

/** The trading area: coins and the coin pairs the price feed quotes, convert pairs and orders, the reference-price guard, futures pairs and gameplays, futures orders and rounds, the futures system settings. */
export default defineRemote({
  name: 'trading',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [coins, coinPairs, convert, risk, futuresPairs, futuresOrders, rounds, futuresSettings],
});
