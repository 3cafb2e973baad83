import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import type { AppServices } from '../../../http/context';
import { Decimal } from '../../../money';
import { Prng } from '../../../seed/prng';
import { priceFeedName, SIMULATED_FEED } from '../../market/feed';
import {
  TRADER_LEVEL_COLUMNS,
  TRADER_LEVEL_JOINS,
  type TraderLevelRow,
  allowedStakeRange,
  traderLevels,
} from '../../trading/rounds/placement-rules';
import type { RoundSettings } from '../../trading/rounds/round';
import { requestFollow } from '../engine/follow';
import { placeLeadingOrder } from '../engine/leading';

/**
 * Simulated leaders and followers (DESIGN section 8), beside the trading area's simulated traders: on a development
 * server whose simulated feed runs, now and then a demo leader places a leading order in a round open now (as the
 * leader's platform would: `placeLeadingOrder`, fanned out to their followers), and a demo follower asks to copy
 * a leading order still open (`requestFollow`: refused and recorded when its permission says so). Seeded (env
 * `SIMULATED_TRADERS_SEED`); never in production, beside a real feed or under the test runner; `SIMULATED_TRADERS=off`
 * stops them with the others.
 */

export const SIMULATED_COPY_TRADERS_EVERY_MS = 15_000;
/** About one leading order a minute and a half, and a follow request a minute. */
const LEADING_CHANCE = 0.15;
const REQUEST_CHANCE = 0.25;

const refusal = (error: unknown) => error instanceof ApiError && error.statusCode < 500;

export async function runSimulatedCopyTraders(
  db: Db,
  now: Date,
  prng: Prng,
): Promise<{ leading: number; requests: number; refused: number }> {
  const run = { leading: 0, requests: 0, refused: 0 };
  if (prng.chance(LEADING_CHANCE)) {
    const [{ rows: leaders }, { rows: rounds }] = await Promise.all([
      db.query<TraderLevelRow & { id: string }>(
        `select u.id, ${TRADER_LEVEL_COLUMNS} from copy_leaders c join users u on u.id = c.user_id ${TRADER_LEVEL_JOINS}
         where c.status = 1 order by u.id`,
      ),
      db.query<{ id: string; settings: RoundSettings }>(
        `select id, settings from futures_rounds where status = 'open' and halted = 0 and start_date <= $1 and lock_date > $1 order by id`,
        [now],
      ),
    ]);
    if (leaders.length && rounds.length) {
      const leader = prng.pick(leaders);
      const round = prng.pick(rounds);
      const range = allowedStakeRange(round.settings, traderLevels(Number(leader.id), leader));
      if (range) {
        const amount = Decimal.min(range.max, Decimal.max(range.min, prng.int(2, 20) * 5)).toFixed();
        try {
          await db.transaction((tx) =>
            placeLeadingOrder(tx, {
              leaderId: Number(leader.id),
              roundId: Number(round.id),
              direction: prng.chance(0.5) ? 'long' : 'short',
              amount,
              permissionsType: prng.chance(0.2) ? 'invited' : 'everyone',
              ip: '127.0.0.1',
              now,
            }),
          );
          run.leading += 1;
        } catch (error) {
          if (!refusal(error)) throw error;
          run.refused += 1;
        }
      }
    }
  }
  if (prng.chance(REQUEST_CHANCE)) {
    // A follower of some leader asks to copy one of the leading orders whose round still takes orders.
    const { rows } = await db.query<{ order_id: string; follower: string }>(
      `select l.order_id, f.follower_user_id as follower from copy_leading_orders l join futures_rounds r on r.id = l.round_id
       join copy_follows f on f.status = 1 and f.leader_user_id <> l.leader_user_id
       where r.status = 'open' and r.halted = 0 and r.lock_date > $1
         and not exists (select 1 from futures_orders x where x.follow_code = l.follow_code and x.user_id = f.follower_user_id)
       order by l.order_id desc, f.follower_user_id limit 20`,
      [now],
    );
    if (rows.length) {
      const pick = prng.pick(rows);
      try {
        await db.transaction((tx) =>
          requestFollow(tx, { leadingOrderId: Number(pick.order_id), userId: Number(pick.follower), amount: '10', ip: '127.0.0.1', now }),
        );
        run.requests += 1;
      } catch (error) {
        if (!refusal(error)) throw error;
        run.refused += 1;
      }
    }
  }
  return run;
}

/** The timer: only where the simulated feed runs, outside production and the test runner. */
export function simulatedCopyTradersTask(services: AppServices): PeriodicTask | null {
  if (services.production || process.env.NODE_TEST_CONTEXT || process.env.SIMULATED_TRADERS?.trim() === 'off') return null;
  if (priceFeedName(services.production) !== SIMULATED_FEED) return null;
  const prng = new Prng((Number(process.env.SIMULATED_TRADERS_SEED) || 20_260_112) + 14);
  return {
    name: 'simulated-copy-traders',
    everyMs: SIMULATED_COPY_TRADERS_EVERY_MS,
    run: async () => {
      await runSimulatedCopyTraders(services.db, new Date(services.clock()), prng);
    },
  };
}
