import type { Area } from '../../core/area';
import { copyTradingDevRoutes } from './dev-routes';
import { copyTradingExportRoutes, FOLLOWING_ORDER_EXPORT, LEADING_ORDER_EXPORT } from './exports';
import { followingOrderRoutes } from './following/routes';
import { leadingOrderRoutes } from './leading/routes';
import { followListRoutes } from './lists/routes';
import { seedCopyTrading } from './seed';
import { simulatedCopyTradersTask } from './simulated/traders';
import { followingDaySumTask } from './sums';

/**
 * The Copy-trading area (remote `copy-trading`): leaders, their followers, leading orders (a leader's futures
 * order) fanned out as following orders (the followers' copies in the same round), who may follow an order
 * (permission type, invite and block lists) and the leader's fee. Orders are the trading area's futures orders,
 * placed by its functions and settled by its round engine (which pays the leader fee: `trading/rounds/leader-fee.ts`);
 * every stake, payout and fee goes through the ledger. The global yield settings are a part of the futures system
 * settings (`trading/futures/settings/yield.ts`). Staff never choose a result (DESIGN section 5).
 */
export const copyTradingArea: Area = {
  name: 'copy-trading',
  routes: (services) => [
    ...leadingOrderRoutes(),
    ...followListRoutes(),
    ...followingOrderRoutes(),
    ...copyTradingExportRoutes(),
    // Development only: plays a follower's follow request.
    ...(services.production ? [] : copyTradingDevRoutes()),
  ],
  // The fold of the following orders' kept day sums (033); simulated leaders and followers where the simulated feed
  // runs (development only).
  tasks: (_app, services) => [followingDaySumTask(services.db), simulatedCopyTradersTask(services)].filter((task) => task !== null),
  exports: [LEADING_ORDER_EXPORT, FOLLOWING_ORDER_EXPORT],
  // Leaders, followers and a history of leading orders with their copies, made by the live functions (`seed/`).
  seed: seedCopyTrading,
};
