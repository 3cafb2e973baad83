import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import type { AppServices } from '../../../http/context';
import { Decimal } from '../../../money';
import { Prng } from '../../../seed/prng';
import { priceFeedName, SIMULATED_FEED } from '../../market/feed';
import { placeConvertOrder } from '../convert/orders';
import { placeFuturesOrder } from '../rounds/place-order';
import {
  allowedStakeRange,
  TRADER_LEVEL_COLUMNS,
  TRADER_LEVEL_JOINS,
  type TraderLevelRow,
  type TraderLevels,
  traderLevels,
} from '../rounds/placement-rules';
import type { RoundSettings } from '../rounds/round';

/**
 * Simulated traders (DESIGN section 8): on a development server whose simulated feed runs, a few demo users
 * trade at a modest rate, so the rounds, order lists, wallets and the guard have live activity to show. They
 * place orders exactly as a client platform would, through `placeFuturesOrder` and `placeConvertOrder` (the
 * same checks, the same ledger), with a seeded generator (env `SIMULATED_TRADERS_SEED`). Never in production,
 * never beside a real feed, and not under the test runner (a test calls `runSimulatedTraders` itself).
 *
 * env `SIMULATED_TRADERS`: `off` stops them; otherwise the number of demo users trading (default 6).
 */

export const SIMULATED_TRADERS_EVERY_MS = 5000;
/** The chance that a round open now gets one order at a run (every 5 s: about one order per round per 15 s). */
const ORDER_CHANCE = 0.35;
/** The chance of one convert order at a run (about one a minute). */
const CONVERT_CHANCE = 0.08;

export interface TraderRun {
  futuresOrders: number;
  convertOrders: number;
  /** Orders refused (a wallet short of funds, a round locked meanwhile): normal, not errors. */
  refused: number;
}

/**
 * The demo users who trade: active, unlocked, with money in their USDT futures wallet; those whose levels set the
 * lowest minimum stake first (placement-rules.ts: a level's `futures_order_limit_min`; the default stakes of
 * `npm run trade-demo`, which takes the first of them, are small), then the best funded.
 */
export async function simulatedTraderIds(db: Queryable, count: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `select w.user_id from user_wallets w join users u on u.id = w.user_id join coins c on c.id = w.coin_id
     ${TRADER_LEVEL_JOINS}
     where c.code = 'USDT' and w.wallet_type = 1 and w.balance > 0 and u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0
     order by greatest(coalesce(ul.futures_order_limit_min, 0), coalesce(ml.futures_order_limit_min, 0)), w.balance desc, w.user_id
     limit $1`,
    [count],
  );
  return rows.map((r) => Number(r.user_id));
}

/** A stake in the allowed range, at most 20 times its minimum, with 2 decimals (a decimal string). */
function stakeWithin(prng: Prng, low: Decimal, max: Decimal): string {
  const high = Decimal.min(max, low.times(20).ceil());
  const cents = prng.int(low.times(100).ceil().toNumber(), high.times(100).floor().toNumber());
  return new Decimal(cents).div(100).toFixed();
}

/** The traders' levels (read at each run: staff may change a user's level meanwhile). */
async function levelsOfTraders(db: Queryable, traders: readonly number[]): Promise<TraderLevels[]> {
  const { rows } = await db.query<TraderLevelRow & { id: string }>(
    `select u.id, ${TRADER_LEVEL_COLUMNS} from users u ${TRADER_LEVEL_JOINS} where u.id = any($1::bigint[]) order by u.id`,
    [traders],
  );
  return rows.map((r) => traderLevels(Number(r.id), r));
}

/** Whether an error is a refusal a client could meet (not enough funds, a round that just locked). */
const refusal = (error: unknown) => error instanceof ApiError && error.statusCode < 500;

/** One run: maybe an order in each round open now, maybe a convert order. */
export async function runSimulatedTraders(db: Db, now: Date, prng: Prng, traders: readonly number[]): Promise<TraderRun> {
  const run: TraderRun = { futuresOrders: 0, convertOrders: 0, refused: 0 };
  if (traders.length === 0) return run;
  const { rows: rounds } = await db.query<{ id: string; settings: RoundSettings }>(
    `select id, settings from futures_rounds where status = 'open' and halted = 0 and start_date <= $1 and lock_date > $1 order by id`,
    [now],
  );
  const levels = rounds.length ? await levelsOfTraders(db, traders) : [];
  for (const round of rounds) {
    if (!prng.chance(ORDER_CHANCE)) continue;
    // A trader the placement rules accept in this round (its rank levels), with a stake within the round's and
    // their levels' limits (placement-rules.ts): the simulated traders play by the rules, they do not probe them.
    const eligible = levels.flatMap((trader) => {
      const range = allowedStakeRange(round.settings, trader);
      return range ? [{ trader, range }] : [];
    });
    if (!eligible.length) continue;
    const { trader, range } = prng.pick(eligible);
    const order = {
      userId: trader.userId,
      roundId: Number(round.id),
      direction: prng.chance(0.5) ? ('long' as const) : ('short' as const),
      amount: stakeWithin(prng, range.min, range.max),
      ip: '127.0.0.1',
      site: 'simulated',
      now,
    };
    try {
      await db.transaction((tx) => placeFuturesOrder(tx, order));
      run.futuresOrders += 1;
    } catch (error) {
      if (!refusal(error)) throw error;
      run.refused += 1;
    }
  }
  if (prng.chance(CONVERT_CHANCE)) {
    const { rows: pairs } = await db.query<{ id: number; buy_min_amount: string }>(
      `select x.id, x.buy_min_amount::text as buy_min_amount from convert_pairs x join coin_pairs p on p.id = x.coin_pair_id
       where x.deleted_date is null and x.activation = 1 and p.active = 1 order by x.id`,
    );
    if (pairs.length) {
      const pair = prng.pick(pairs);
      // Buying: paying the quote coin (USDT for the demo pairs), a few times the pair's minimum (or 10).
      const amount = Decimal.max(new Decimal(pair.buy_min_amount), 10).times(prng.int(1, 5)).toFixed();
      try {
        await db.transaction((tx) =>
          placeConvertOrder(tx, { userId: prng.pick(traders), convertPairId: pair.id, side: 1, amount, ip: '127.0.0.1', now }),
        );
        run.convertOrders += 1;
      } catch (error) {
        if (!refusal(error)) throw error;
        run.refused += 1;
      }
    }
  }
  return run;
}

/** The traders' timer: only where the simulated feed runs, outside production and the test runner. */
export function simulatedTradersTask(services: AppServices): PeriodicTask | null {
  const setting = process.env.SIMULATED_TRADERS?.trim();
  if (services.production || process.env.NODE_TEST_CONTEXT || setting === 'off') return null;
  if (priceFeedName(services.production) !== SIMULATED_FEED) return null;
  const count = Number(setting) || 6;
  const prng = new Prng(Number(process.env.SIMULATED_TRADERS_SEED) || 20_260_112);
  let traders: number[] | null = null;
  return {
    name: 'simulated-traders',
    everyMs: SIMULATED_TRADERS_EVERY_MS,
    run: async () => {
      traders ??= await simulatedTraderIds(services.db, count);
      await runSimulatedTraders(services.db, new Date(services.clock()), prng, traders);
    },
  };
}
