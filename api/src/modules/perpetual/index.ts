import type { Area } from '../../core/area';
import { perpetualDevRoutes } from './dev-routes';
import { perpetualEngineTask } from './engine/ticks';
import { ORDER_HISTORY_EXPORT, POSITION_HISTORY_EXPORT, perpetualExportRoutes } from './history/export';
import { perpetualPositionHistoryRoutes } from './history/routes';
import { perpetualOrderRoutes } from './orders/routes';
import { perpetualPairRoutes } from './pairs/routes';
import { perpetualPositionRoutes } from './positions/routes';
import { seedPerpetual } from './seed';
import { perpetualSettingsRoutes } from './settings/routes';
import { simulatedPerpetualTradersTask } from './simulated/traders';
import { PERPETUAL_WAITING } from './waiting';

/**
 * The Perpetual area (remote `perpetual`): perpetual pairs quoted by the feed's coin pairs, positions with
 * isolated margin marked to the recorded ticks, open orders, histories and settings. The engine (`engine/`)
 * applies every recorded tick to the positions and orders of its pair; every margin, fee and realised profit goes
 * through the ledger (the perpetual wallet). Staff close and cancel at the recorded price only (DESIGN section 5).
 */
export const perpetualArea: Area = {
  name: 'perpetual',
  routes: (services) => [
    ...perpetualPairRoutes(),
    ...perpetualPositionRoutes(),
    ...perpetualOrderRoutes(),
    ...perpetualPositionHistoryRoutes(),
    ...perpetualExportRoutes(),
    ...perpetualSettingsRoutes(),
    // Development only: plays an end user's perpetual order (the browser tests place theirs with it).
    ...(services.production ? [] : perpetualDevRoutes()),
  ],
  // The engine: every pair's new ticks applied in order (where the server records ticks); the simulated traders
  // where the simulated feed runs (development only).
  tasks: (_app, services) => [perpetualEngineTask(services), simulatedPerpetualTradersTask(services)].filter((task) => task !== null),
  exports: [ORDER_HISTORY_EXPORT, POSITION_HISTORY_EXPORT],
  // Open positions over the warning threshold (the warning list), for the bell.
  // Pairs on BTC, ETH and SOL and 30 days of history made by the live functions (`seed/`).
  seed: seedPerpetual,
  waiting: PERPETUAL_WAITING,
};
