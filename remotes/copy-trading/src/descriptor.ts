import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import leadingOrders from './leading-orders/screens';
import followerLists from './follower-lists/screens';
import followingOrders from './following-orders/screens';

/**
 * The copy-trading area: leaders' orders with their fan-out to followers, who may follow each (its invite and
 * block lists, one by one or from a previewed file), and the followers' copies with the leader's fee. Its routes
 * sit in the Futures section of the menu; the global yield settings are a tab of the trading remote's futures
 * system settings, the page that owns `/future/system-settings/{tabName}`.
 */
export default defineRemote({
  name: 'copy-trading',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [leadingOrders, followerLists, followingOrders],
});
