import { priceFeedAnswer } from '@console/contracts/schemas/trading-market';
import type { Queryable } from '../../../db/database';
import { route } from '../../../http/routes';
import { priceFeedStatus } from '../../market/feed';

/** The newest recorded price of any pair (the index on tick time answers it from its end). */
async function newestTickAt(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ at: Date | null }>('select max(tick_time) as at from price_ticks');
  return rows[0]?.at ? rows[0].at.toISOString() : null;
}

/**
 * `GET market/feed`: which price feed this server runs and how fresh its newest price is, so that every trading
 * screen can say when no feed is configured (rounds then do not open, and quotes go stale).
 */
export function feedRoutes() {
  return [
    route({
      method: 'GET',
      path: 'market/feed',
      name: 'Price feed status',
      response: priceFeedAnswer,
      handler: async ({ services: { db, production } }) => {
        const { name, running, reason } = priceFeedStatus(production);
        return { name, running, reason, newestTickAt: await newestTickAt(db) };
      },
    }),
  ];
}
