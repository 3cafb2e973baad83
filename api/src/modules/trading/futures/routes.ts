import { gameplayRoutes } from './gameplays/routes';
import { futuresOrderExportRoutes } from './orders/export';
import { futuresOrderRoutes } from './orders/routes';
import { futuresPairRoutes } from './pairs/routes';
import { runnerRoutes } from './runners/routes';
import { futuresSettingsRoutes } from './settings/routes';

export { FUTURES_ORDER_EXPORT } from './orders/export';
export { futuresOrderDaySumTask } from './orders/sums';
export { futuresRoundCountTask } from './runners/counts';

/** The futures calls of the trading area: pairs, gameplays, orders (list, detail, fix, export), rounds and the futures system settings. */
export function futuresRoutes() {
  return [
    ...futuresPairRoutes(),
    ...gameplayRoutes(),
    ...futuresOrderRoutes(),
    ...futuresOrderExportRoutes(),
    ...runnerRoutes(),
    ...futuresSettingsRoutes(),
  ];
}
