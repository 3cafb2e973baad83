import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import tradingPair from './trading-pair/screens';
import existingPosition from './existing-position/screens';
import warningList from './warning-list/screens';
import openOrder from './open-order/screens';
import orderHistory from './order-history/screens';
import positionHistory from './position-history/screens';
import systemSettings from './system-settings/screens';
import position from './position/screens';

/**
 * The perpetual area: perpetual pairs, open positions marked live to the feed with their close, the warning list
 * and its stress panel, open orders, order and position histories (a position's page with its ledger rows from
 * the open positions and the history), and the perpetual system settings.
 */
export default defineRemote({
  name: 'perpetual',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [tradingPair, existingPosition, warningList, openOrder, orderHistory, positionHistory, systemSettings, position],
});
