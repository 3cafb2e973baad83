import type { Area } from '../../core/area';
import { coinPairRoutes } from './coin-pairs/routes';
import { coinRoutes } from './coins/routes';
import { CONVERT_ORDER_EXPORT } from './convert/export';
import { convertRoutes } from './convert/routes';
import { tradingDevRoutes } from './dev-routes';
import { feedRoutes } from './feed/routes';
import { FUTURES_ORDER_EXPORT, futuresOrderDaySumTask, futuresRoundCountTask, futuresRoutes } from './futures/routes';
import { TRADING_HEALTH } from './health';
import { riskGuardTasks } from './risk/evaluate';
import { riskRoutes } from './risk/routes';
import { marketAndRoundTasks } from './rounds/tasks';
import { seedTrading } from './seed';
import { simulatedTradersTask } from './simulated/traders';

/**
 * The Trading area (remote `trading`): coins and the coin pairs the feed quotes, futures pairs and their
 * gameplays, rounds and futures orders, convert, and the reference-price guard. Prices come from the market
 * (`modules/market`: the feed and its recorded ticks); every stake, payout and refund goes through the ledger
 * (`modules/wallets`).
 */
export const tradingArea: Area = {
  name: 'trading',
  routes: (services) => [
    ...coinRoutes(),
    ...coinPairRoutes(),
    ...convertRoutes(),
    ...riskRoutes(),
    ...futuresRoutes(),
    // Which price feed this server runs, for the trading screens.
    ...feedRoutes(),
    // Development only: plays an end user's futures or convert order (`npm run trade-demo`).
    ...(services.production ? [] : tradingDevRoutes()),
  ],
  // The price feed runner, the round engine and the tick prune (`rounds/tasks.ts`); the reference-price guard;
  // the folds of the futures order list's sums kept per day and of the round list's counts.
  // The simulated traders where the simulated feed runs (development only).
  tasks: (_app, services) => [
    ...marketAndRoundTasks(services),
    ...riskGuardTasks(services),
    futuresOrderDaySumTask(services.db),
    futuresRoundCountTask(services.db),
    ...[simulatedTradersTask(services)].filter((task) => task !== null),
  ],
  // The futures and convert order exports, run as export-center jobs when they are large.
  exports: [FUTURES_ORDER_EXPORT, CONVERT_ORDER_EXPORT],
  // The home page's health strip: feed tick age per pair, round engine lag, settlement backlog, guard trips.
  health: TRADING_HEALTH,
  // The demo market and a month of trading history, made by the live functions (`seed/`).
  seed: seedTrading,
};
