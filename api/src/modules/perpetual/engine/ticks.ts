import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db, Queryable } from '../../../db/database';
import type { AppServices } from '../../../http/context';
import { Decimal } from '../../../money';
import { priceFeedName } from '../../market/feed';
import { latestTick, type RecordedTick, tickById } from '../../market/ticks';
import { fillWaitingOrders, WAITING_ORDER_BRANCHES } from './fills';
import { type CloseRequest, closePositions, lockOpenPositionsInRanges, type OpenPosition } from './positions';
import { ENGINE_OPERATOR, type EngineSettings, engineSettings, type LockedPair, lockExistingPair, lockPair } from './state';

/**
 * The perpetual engine: each recorded tick of a pair's coin pair is applied to the pair's open positions and
 * orders, every tick in order (ids ascending: the feed records one pair's ticks one after the other), so a tick
 * that crosses a price is never skipped. A tick finds what it crosses through the indexes of 029_perpetual.sql,
 * set-based, whatever the number of open positions:
 *   1. liquidations: longs whose liquidation price is at or above the tick, shorts at or below (the margin is lost);
 *   2. take-profit and stop-loss: the position closes at the tick's price (its strategy becomes triggered);
 *   3. waiting orders: limit orders the tick reaches fill at their price, stop orders at the tick's price;
 *   4. the warning flag: set where the tick passes the warning price (margin ratio over positionWarningThreshold),
 *      cleared where it no longer does.
 * Unrealised profit and the margin ratio are not stored: a read computes them at the pair's newest tick.
 * The pair's row lock (`lockPair`) makes it exactly once with several API instances: a second engine, a staff
 * close or an order placed meanwhile waits, then finds the tick applied (`last_tick_id`).
 */

export interface TickEffect {
  liquidated: number[];
  takeProfit: number[];
  stopLoss: number[];
  filled: number[];
  rejected: number[];
  warned: number;
  cleared: number;
}

/**
 * What a tick at `$2` reaches on the pair `$1`, each a range of an index of 029_perpetual.sql. Applying a tick
 * and asking whether it reaches anything (`tickReachesAnything`) read the very same ranges.
 */
const LIQUIDATION_RANGES = [
  `x.pair_id = $1 and x.direction = 'long' and x.liquidation_price >= $2`,
  `x.pair_id = $1 and x.direction = 'short' and x.liquidation_price <= $2`,
];
const TAKE_PROFIT_RANGES = [
  `x.pair_id = $1 and x.direction = 'long' and x.tp_price <= $2`,
  `x.pair_id = $1 and x.direction = 'short' and x.tp_price >= $2`,
];
const STOP_LOSS_RANGES = [
  `x.pair_id = $1 and x.direction = 'long' and x.sl_price >= $2`,
  `x.pair_id = $1 and x.direction = 'short' and x.sl_price <= $2`,
];
/** The open positions whose warning flag a tick at `$2` sets (`flag` 0) or clears (`flag` 1). */
const warningRanges = (flag: 0 | 1): string[] =>
  flag === 0
    ? [warningRange('long', '>=', 0), warningRange('short', '<=', 0)]
    : [warningRange('long', '<', 1), warningRange('short', '>', 1)];
const warningRange = (direction: 'long' | 'short', op: string, flag: 0 | 1) =>
  `select id from perpetual_positions where pair_id = $1 and status = 'open' and direction = '${direction}' and warning_price ${op} $2 and warning = ${flag}`;

/**
 * Whether a tick at `price` reaches anything on a locked pair: a position to liquidate or to close at its
 * take-profit or stop-loss, a waiting order to fill, a warning flag to set or clear. Most ticks reach nothing;
 * one statement of index probes then stands for the five of `applyTick`. The pair's lock keeps the answer
 * true until the tick is applied: an order, a close or a new position takes the same lock first.
 */
async function tickReachesAnything(tx: Queryable, pairId: number, price: string): Promise<boolean> {
  const positions = [...LIQUIDATION_RANGES, ...TAKE_PROFIT_RANGES, ...STOP_LOSS_RANGES].map(
    (range) => `exists (select 1 from perpetual_positions x where x.status = 'open' and ${range})`,
  );
  const orders = WAITING_ORDER_BRANCHES.map((branch) => `exists (${branch})`);
  const warnings = [...warningRanges(0), ...warningRanges(1)].map((range) => `exists (${range})`);
  // Prepared: fourteen index probes are quick to run and slow to plan, and every tick of every pair sends them.
  const { rows } = await tx.query<{ reaches: boolean }>(
    `select ${[...positions, ...orders, ...warnings].join(' or ')} as reaches`,
    [pairId, price],
    { prepare: true },
  );
  return rows[0].reaches;
}

/** Applies one recorded tick to a pair the caller has locked. */
export async function applyTick(
  tx: Queryable,
  pair: LockedPair,
  tick: RecordedTick,
  settings: EngineSettings,
  now: Date,
): Promise<TickEffect> {
  const none: TickEffect = { liquidated: [], takeProfit: [], stopLoss: [], filled: [], rejected: [], warned: 0, cleared: 0 };
  if (!(await tickReachesAnything(tx, pair.id, tick.price))) return none;
  const at = [pair.id, tick.price];
  const liquidations = await lockOpenPositionsInRanges(tx, LIQUIDATION_RANGES, at);
  const closeAt = (positions: OpenPosition[], reason: CloseRequest['reason']): CloseRequest[] =>
    positions.map((position) => ({ position, contracts: new Decimal(position.size), price: tick.price, tickId: tick.id, reason }));
  await closePositions(tx, closeAt(liquidations, 'liquidation'), {
    now,
    operator: ENGINE_OPERATOR,
    reason: 'Liquidated at the recorded tick',
  });

  const takeProfit = await lockOpenPositionsInRanges(tx, TAKE_PROFIT_RANGES, at);
  const taken = new Set(takeProfit.map((p) => p.id));
  const stopLoss = (await lockOpenPositionsInRanges(tx, STOP_LOSS_RANGES, at)).filter((p) => !taken.has(p.id));
  await closePositions(tx, [...closeAt(takeProfit, 'take_profit'), ...closeAt(stopLoss, 'stop_loss')], {
    now,
    operator: ENGINE_OPERATOR,
    reason: 'Take-profit or stop-loss price reached',
  });

  const fills = await fillWaitingOrders(tx, pair, tick, settings, now);

  // The flags set and cleared in one statement: four ranges of the (pair, direction, warning price) index, each a
  // branch planned on its own; the two updates touch disjoint rows (flag 0 and flag 1).
  const { rows: flags } = await tx.query<{ warned: number; cleared: number }>(
    `with w as (update perpetual_positions set warning = 1, update_date = $3
       where status = 'open' and warning = 0 and id in (${warningRanges(0).join(' union all ')}) returning 1),
     c as (update perpetual_positions set warning = 0, update_date = $3
       where status = 'open' and warning = 1 and id in (${warningRanges(1).join(' union all ')}) returning 1)
     select (select count(*) from w)::int as warned, (select count(*) from c)::int as cleared`,
    [pair.id, tick.price, now],
  );
  return {
    liquidated: liquidations.map((p) => p.id),
    takeProfit: takeProfit.map((p) => p.id),
    stopLoss: stopLoss.map((p) => p.id),
    filled: fills.filled,
    rejected: fills.rejected,
    warned: flags[0].warned,
    cleared: flags[0].cleared,
  };
}

/** At most this many ticks per pair in one pass (a pair far behind catches up over several). */
const TICKS_PER_PASS = 600;

/**
 * Applies the ticks of a locked pair recorded since its last applied one, in order (at most `limit`), and
 * answers its mark, the newest tick applied (null before the feed gave one), and how many were applied. A pair
 * never applied starts at its coin pair's newest tick (no position can be older than it).
 */
export async function applyPendingTicks(
  tx: Queryable,
  pair: LockedPair,
  now: Date,
  limit = TICKS_PER_PASS,
): Promise<{ mark: RecordedTick | null; applied: number }> {
  if (pair.lastTickId === null) {
    const latest = await latestTick(tx, pair.coinPairId);
    if (latest) await tx.query('update perpetual_pairs set last_tick_id = $2 where id = $1', [pair.id, latest.id]);
    pair.lastTickId = latest?.id ?? null;
    return { mark: latest, applied: 0 };
  }
  const { rows } = await tx.query<{ id: string; price: string; tick_time: Date; source: string }>(
    `select id, price::text, tick_time, source from price_ticks where coin_pair_id = $1 and id > $2 order by id limit $3`,
    [pair.coinPairId, pair.lastTickId, limit],
  );
  if (!rows.length) return { mark: await tickById(tx, pair.lastTickId), applied: 0 };
  const settings = await engineSettings(tx);
  let last = null as RecordedTick | null;
  for (const row of rows) {
    last = { id: Number(row.id), coinPairId: pair.coinPairId, price: row.price, at: row.tick_time, source: row.source };
    await applyTick(tx, pair, last, settings, now);
  }
  const mark = last as RecordedTick;
  await tx.query('update perpetual_pairs set last_tick_id = $2 where id = $1', [pair.id, mark.id]);
  pair.lastTickId = mark.id;
  return { mark, applied: rows.length };
}

/**
 * Locks a pair and applies every tick recorded since its last applied one: what an order, a close or a cancel
 * does first, so it acts on positions and orders as the newest tick left them. Answers the pair and its mark.
 */
export async function catchUp(tx: Queryable, pairId: number, now: Date): Promise<{ pair: LockedPair; mark: RecordedTick | null }> {
  const pair = await lockExistingPair(tx, pairId);
  for (;;) {
    const { mark, applied } = await applyPendingTicks(tx, pair, now);
    if (applied < TICKS_PER_PASS) return { pair, mark };
  }
}

/**
 * One pass of the engine over the pairs with a tick to apply (a tick recorded since the pair's last applied one,
 * or none applied yet): a pair another instance is applying is skipped (it does it). The pass runs twice a tick,
 * so a pair is usually up to date; finding which are not takes one statement, not a transaction per pair.
 */
export async function runPerpetualEngine(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select p.id from perpetual_pairs p
     where p.last_tick_id is null
        or exists (select 1 from price_ticks t where t.coin_pair_id = p.coin_pair_id and t.id > p.last_tick_id)
     order by p.id`,
  );
  let applied = 0;
  for (const { id } of rows) {
    applied += await db.transaction(async (tx) => {
      const pair = await lockPair(tx, id, true);
      if (!pair) return 0;
      const before = pair.lastTickId;
      await applyPendingTicks(tx, pair, now);
      return pair.lastTickId !== before ? 1 : 0;
    });
  }
  return applied;
}

export const PERPETUAL_ENGINE_EVERY_MS = 500;

/** The engine's timer, where the server records ticks (not under the test runner: tests run it by hand). */
export function perpetualEngineTask(services: AppServices): PeriodicTask | null {
  if (!priceFeedName(services.production) && (!services.production || process.env.NODE_TEST_CONTEXT)) return null;
  return {
    name: 'perpetual-engine',
    everyMs: PERPETUAL_ENGINE_EVERY_MS,
    run: async () => {
      await runPerpetualEngine(services.db, new Date(services.clock()));
    },
  };
}
