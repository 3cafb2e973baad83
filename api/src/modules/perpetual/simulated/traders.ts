import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db } from '../../../db/database';
import type { AppServices } from '../../../http/context';
import { ApiError } from '../../../http/errors';
import { Decimal } from '../../../money';
import { Prng } from '../../../seed/prng';
import { priceFeedName, SIMULATED_FEED } from '../../market/feed';
import { cancelPerpetualOrder, closeAtMark } from '../engine/close';
import { placePerpetualOrder, setPositionTpSl } from '../engine/orders';

/**
 * Simulated perpetual traders (DESIGN section 8): on a development server whose simulated feed runs, a few demo
 * users with money in their perpetual wallet open and close positions, add take-profit and stop-loss, and place
 * and cancel limit and stop orders, through the functions a client platform calls (`engine/orders.ts`,
 * `engine/close.ts`: the same checks, the same ledger), with a seeded generator. Never in production, never
 * beside a real feed, not under the test runner (a test calls `runSimulatedPerpetualTraders` itself).
 *
 * env `SIMULATED_TRADERS`: `off` stops them (with the futures traders); otherwise the number of traders (default 6).
 */

export const SIMULATED_PERPETUAL_EVERY_MS = 5000;
const LEVERAGES = [5, 10, 20, 50];

export interface PerpetualTraderRun {
  actions: number;
  refused: number;
}

/** The demo users with money in a USDT perpetual wallet, best funded first. */
export async function simulatedPerpetualTraderIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `select w.user_id from user_wallets w join users u on u.id = w.user_id join coins c on c.id = w.coin_id
     where c.code = 'USDT' and w.wallet_type = 2 and w.balance > 0 and u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0
     order by w.balance desc, w.user_id limit $1`,
    [count],
  );
  return rows.map((r) => Number(r.user_id));
}

const refusal = (error: unknown) => error instanceof ApiError && error.statusCode < 500;

/** One run: each trader may act once on a random active pair. */
export async function runSimulatedPerpetualTraders(db: Db, now: Date, prng: Prng, traders: readonly number[]): Promise<PerpetualTraderRun> {
  const run: PerpetualTraderRun = { actions: 0, refused: 0 };
  const { rows: pairs } = await db.query<{ id: number; quantity_min: string; mark: string | null }>(
    `select p.id, p.quantity_min::text, (select price::text from price_ticks t where t.coin_pair_id = p.coin_pair_id
       order by tick_time desc, id desc limit 1) as mark
     from perpetual_pairs p where p.status = 1 order by p.id`,
  );
  const priced = pairs.filter((p) => p.mark !== null);
  if (!priced.length) return run;
  for (const userId of traders) {
    if (!prng.chance(0.3)) continue;
    const pair = prng.pick(priced);
    const mark = new Decimal(pair.mark as string);
    const direction = prng.chance(0.5) ? ('long' as const) : ('short' as const);
    const quantity = new Decimal(pair.quantity_min).times(prng.int(1, 20)).toFixed();
    const leverage = prng.pick(LEVERAGES);
    const roll = prng.next();
    const act = async () => {
      if (roll < 0.35) return placePerpetualOrder_(db, { userId, pairId: pair.id, direction, category: 'market', quantity, leverage, now });
      if (roll < 0.5) {
        const price = mark
          .times(1 + (prng.next() * 0.01 - 0.005))
          .toSignificantDigits(8)
          .toFixed();
        return placePerpetualOrder_(db, { userId, pairId: pair.id, direction, category: 'limit', quantity, leverage, price, now });
      }
      if (roll < 0.58) {
        const stopPrice = mark
          .times(prng.chance(0.5) ? 1.003 : 0.997)
          .toSignificantDigits(8)
          .toFixed();
        return placePerpetualOrder_(db, { userId, pairId: pair.id, direction, category: 'stop', quantity, leverage, stopPrice, now });
      }
      const { rows } = await db.query<{ id: string; direction: 'long' | 'short' }>(
        `select id, direction from perpetual_positions where user_id = $1 and pair_id = $2 and status = 'open' order by id`,
        [userId, pair.id],
      );
      if (roll < 0.7 && rows.length) {
        const p = prng.pick(rows);
        const sign = p.direction === 'long' ? 1 : -1;
        const tpPrice = mark
          .times(1 + sign * 0.004 * prng.int(1, 5))
          .toSignificantDigits(8)
          .toFixed();
        const slPrice = mark
          .times(1 - sign * 0.004 * prng.int(1, 5))
          .toSignificantDigits(8)
          .toFixed();
        return db.transaction((tx) => setPositionTpSl(tx, { userId, positionId: Number(p.id), tpPrice, slPrice, now }));
      }
      if (roll < 0.9 && rows.length) {
        const p = prng.pick(rows);
        return db.transaction((tx) =>
          closeAtMark(tx, { userId, pairId: pair.id, direction: p.direction, by: 'user', operator: null, reason: null, now }),
        );
      }
      const { rows: open } = await db.query<{ id: string }>(
        `select id from perpetual_orders where user_id = $1 and status = 'open' and category in ('limit', 'stop') order by id`,
        [userId],
      );
      if (!open.length) return;
      return db.transaction((tx) =>
        cancelPerpetualOrder(tx, { orderId: Number(prng.pick(open).id), userId, operator: null, reason: null, now }),
      );
    };
    try {
      await act();
      run.actions += 1;
    } catch (error) {
      if (!refusal(error)) throw error;
      run.refused += 1;
    }
  }
  return run;
}

const placePerpetualOrder_ = (db: Db, input: Parameters<typeof placePerpetualOrder>[1]) =>
  db.transaction((tx) => placePerpetualOrder(tx, { ...input, ip: '127.0.0.1' }));

/** The traders' timer: only where the simulated feed runs, outside production and the test runner. */
export function simulatedPerpetualTradersTask(services: AppServices): PeriodicTask | null {
  const setting = process.env.SIMULATED_TRADERS?.trim();
  if (services.production || process.env.NODE_TEST_CONTEXT || setting === 'off') return null;
  if (priceFeedName(services.production) !== SIMULATED_FEED) return null;
  const count = Number(setting) || 6;
  const prng = new Prng((Number(process.env.SIMULATED_TRADERS_SEED) || 20_260_112) + 29);
  let traders: number[] | null = null;
  return {
    name: 'simulated-perpetual-traders',
    everyMs: SIMULATED_PERPETUAL_EVERY_MS,
    run: async () => {
      traders ??= await simulatedPerpetualTraderIds(services.db, count);
      await runSimulatedPerpetualTraders(services.db, new Date(services.clock()), prng, traders);
    },
  };
}
