import type { Area } from '../../core/area';
import { coinPairRoutes } from './coin-pairs/routes';
import { coinRoutes } from './coins/routes';
import { CONVERT_ORDER_EXPORT } from './convert/export';
import { convertRoutes } from './convert/routes';
import { FUTURES_ORDER_EXPORT, futuresOrderDaySumTask, futuresRoutes } from './futures/routes';
import { riskGuardTasks } from './risk/evaluate';
import { riskRoutes } from './risk/routes';
import { marketAndRoundTasks } from './rounds/tasks';

/**
 * The Trading area (remote `trading`): coins and the coin pairs the feed quotes, futures pairs and their
 * gameplays, rounds and futures orders, convert, and the reference-price guard. Prices come from the market
 * (`modules/market`: the feed and its recorded ticks); every stake, payout and refund goes through the ledger
 * (`modules/wallets`).
 */
export const tradingArea: Area = {
  name: 'trading',
  routes: () => [...coinRoutes(), ...coinPairRoutes(), ...convertRoutes(), ...riskRoutes(), ...futuresRoutes()],
  // The price feed runner, the round engine and the tick prune (`rounds/tasks.ts`); the reference-price guard;
  // the fold of the futures order list's sums kept per day.
  tasks: (_app, services) => [...marketAndRoundTasks(services), ...riskGuardTasks(services), futuresOrderDaySumTask(services.db)],
  // The futures and convert order exports, run as export-center jobs when they are large.
  exports: [FUTURES_ORDER_EXPORT, CONVERT_ORDER_EXPORT],
};
