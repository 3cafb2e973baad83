import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db, Queryable } from '../../../db/database';
import type { AppServices } from '../../../http/context';
import { priceFeedName } from '../../market/feed';
import {
  type GuardEvent,
  type GuardSettings,
  type GuardState,
  type GuardStateName,
  type GuardTick,
  halts,
  judgeSilence,
  judgeTick,
  MovingAverage,
  referenceFor,
} from './guard';

/** Ticks judged per guard and run; a backlog is caught up over the next runs. */
const BATCH = 5000;

export interface GuardRow {
  id: number;
  coin_pair_id: number;
  reference_mode: number;
  reference_price: string | null;
  average_window_seconds: number;
  band_percent: string;
  staleness_seconds: number;
  breaches_to_trip: number;
  cooldown_seconds: number;
  state: GuardStateName;
  consecutive_breaches: number;
  state_since: Date;
  cooling_until: Date | null;
  last_checked_tick_id: string | number | null;
  last_checked_time: Date | null;
  last_good_tick_id: string | null;
  open_trip_id: string | null;
}

export const GUARD_COLUMNS = `id, coin_pair_id, reference_mode, reference_price::text as reference_price, average_window_seconds,
  trim_scale(band_percent)::text as band_percent, staleness_seconds, breaches_to_trip, cooldown_seconds, state, consecutive_breaches,
  state_since, cooling_until, last_checked_tick_id, last_checked_time, last_good_tick_id, open_trip_id`;

export const settingsOf = (g: GuardRow): GuardSettings => ({
  referenceMode: g.reference_mode,
  referencePrice: g.reference_price,
  averageWindowSeconds: g.average_window_seconds,
  bandPercent: g.band_percent,
  stalenessSeconds: g.staleness_seconds,
  breachesToTrip: g.breaches_to_trip,
  cooldownSeconds: g.cooldown_seconds,
});

/**
 * A guard's moving-average window as the last run on this instance left it, after the tick `lastTickId`. The next
 * run goes on from it instead of reading the window's ticks again (every second, about the window's length of
 * rows per pair), as long as the guard's cursor is still that tick: a run elsewhere, or a changed window, reads it anew.
 */
interface KeptWindow {
  windowSeconds: number;
  lastTickId: string | null;
  average: MovingAverage;
}
const keptWindows = new WeakMap<Db, Map<number, KeptWindow>>();
// A bigint column comes as text from PostgreSQL and as a number from PGlite.
const idText = (id: string | number | null) => (id === null ? null : String(id));

interface TickRow {
  id: string;
  price: string;
  tick_time: Date;
}
const toTick = (r: TickRow): GuardTick => ({ id: Number(r.id), price: r.price, at: new Date(r.tick_time) });

/** Whether the guard of a coin pair halts it now (tripped, cooling down, or halted by hand); a pair without a guard trades. */
export async function isPairHalted(db: Queryable, coinPairId: number): Promise<boolean> {
  const { rows } = await db.query<{ state: GuardStateName }>('select state from risk_guards where coin_pair_id = $1', [coinPairId]);
  return rows[0] ? halts(rows[0].state) : false;
}

/**
 * Adds what the round engine voided and refunded because a pair was halted to the trip (or hand halt) now
 * open on the pair, so its record shows them. No open trip: nothing to add to.
 */
export async function noteHaltVoids(tx: Queryable, coinPairId: number, roundsVoided: number, ordersRefunded: number): Promise<void> {
  await tx.query(
    `update risk_records set rounds_voided = rounds_voided + $2, orders_refunded = orders_refunded + $3
     where id = (select open_trip_id from risk_guards where coin_pair_id = $1)`,
    [coinPairId, roundsVoided, ordersRefunded],
  );
}

async function writeEvent(tx: Queryable, guard: GuardRow, event: GuardEvent, openTripId: number | null): Promise<number | null> {
  if (event.type === 'trip') {
    const { rows } = await tx.query<{ id: string }>(
      `insert into risk_records (guard_id, coin_pair_id, type, cause, reference_price, band_percent, last_good_tick_id, breaching_tick_id,
         after_state, create_date)
       values ($1, $2, 'trip', $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        guard.id,
        guard.coin_pair_id,
        event.cause,
        event.reference,
        guard.band_percent,
        event.lastGoodTickId,
        event.breachingTickId,
        JSON.stringify({ state: 'tripped' }),
        event.at,
      ],
    );
    return Number(rows[0].id);
  }
  await tx.query(
    `insert into risk_records (guard_id, coin_pair_id, type, cause, reference_price, band_percent, trip_id, before_state, after_state, reason,
       create_date)
     values ($1, $2, 'rearm', 'cooldown', $3, $4, $5, $6, $7, $8, $9)`,
    [
      guard.id,
      guard.coin_pair_id,
      event.reference,
      guard.band_percent,
      openTripId,
      JSON.stringify({ state: 'cooling' }),
      JSON.stringify({ state: 'armed' }),
      `back inside the band for the cooldown of ${guard.cooldown_seconds} s`,
      event.at,
    ],
  );
  if (openTripId) await tx.query('update risk_records set ended_at = $2 where id = $1', [openTripId, event.at]);
  return null;
}

/**
 * Judges the ticks a guard has not judged yet, and the feed's silence at `now`, in the caller's transaction
 * (the guard's row locked), writing each trip and re-arm as a record.
 */
async function evaluateGuard(tx: Queryable, guard: GuardRow, now: Date, windows: Map<number, KeptWindow>): Promise<void> {
  const settings = settingsOf(guard);
  const cursor = guard.last_checked_time ? [guard.last_checked_time, guard.last_checked_tick_id] : null;
  const { rows: fresh } = await tx.query<TickRow>(
    `select id, price::text as price, tick_time from price_ticks
     where coin_pair_id = $1 and tick_time <= $2 ${cursor ? 'and (tick_time, id) > ($3::timestamptz, $4::bigint)' : ''}
     order by tick_time, id limit ${BATCH}`,
    cursor ? [guard.coin_pair_id, now, ...cursor] : [guard.coin_pair_id, now],
  );
  const ticks = fresh.map(toTick);
  const kept = windows.get(guard.id);
  const keptFits =
    settings.referenceMode === 1 &&
    kept !== undefined &&
    kept.windowSeconds === settings.averageWindowSeconds &&
    kept.lastTickId === idText(guard.last_checked_tick_id);
  const average = keptFits ? kept.average : new MovingAverage(settings.averageWindowSeconds * 1000);
  if (ticks.length && settings.referenceMode === 1 && !keptFits) {
    // The window before the first new tick, for the moving average.
    const { rows: window } = await tx.query<TickRow>(
      `select id, price::text as price, tick_time from price_ticks
       where coin_pair_id = $1 and tick_time > $2 and (tick_time, id) < ($3::timestamptz, $4::bigint) order by tick_time, id`,
      [guard.coin_pair_id, new Date(ticks[0].at.getTime() - settings.averageWindowSeconds * 1000), ticks[0].at, ticks[0].id],
    );
    for (const tick of window.map(toTick)) average.push(tick);
  }
  const state: GuardState = {
    state: guard.state,
    consecutiveBreaches: guard.consecutive_breaches,
    coolingUntil: guard.cooling_until,
    lastGoodTickId: guard.last_good_tick_id ? Number(guard.last_good_tick_id) : null,
  };
  let openTripId = guard.open_trip_id ? Number(guard.open_trip_id) : null;
  let stateSince = guard.state_since;
  const apply = async (event: GuardEvent | null, at: Date, before: GuardStateName) => {
    if (event) {
      const opened = await writeEvent(tx, guard, event, openTripId);
      openTripId = event.type === 'trip' ? opened : null;
    }
    if (state.state !== before) stateSince = event?.at ?? at;
  };
  for (const tick of ticks) {
    const before = state.state;
    await apply(judgeTick(settings, state, tick, referenceFor(settings, average, tick.at)), tick.at, before);
    average.push(tick);
  }
  const lastTick = ticks.at(-1);
  if (settings.referenceMode === 1) {
    windows.set(guard.id, {
      windowSeconds: settings.averageWindowSeconds,
      lastTickId: lastTick ? String(lastTick.id) : idText(guard.last_checked_tick_id),
      average,
    });
  } else windows.delete(guard.id);
  const lastTickAt = lastTick?.at ?? guard.last_checked_time ?? (await newestTickTime(tx, guard.coin_pair_id, now));
  // A backlog is judged first; the feed's silence only once caught up.
  if (ticks.length < BATCH) {
    const before = state.state;
    await apply(judgeSilence(settings, state, lastTickAt, now), now, before);
  }
  await tx.query(
    `update risk_guards set state = $2, consecutive_breaches = $3, cooling_until = $4, last_good_tick_id = $5, open_trip_id = $6,
       state_since = $7, last_checked_tick_id = coalesce($8, last_checked_tick_id), last_checked_time = coalesce($9, last_checked_time)
     where id = $1`,
    [
      guard.id,
      state.state,
      state.consecutiveBreaches,
      state.coolingUntil,
      state.lastGoodTickId,
      openTripId,
      stateSince,
      lastTick?.id ?? null,
      lastTick?.at ?? null,
    ],
  );
}

async function newestTickTime(db: Queryable, coinPairId: number, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ tick_time: Date }>(
    'select tick_time from price_ticks where coin_pair_id = $1 and tick_time <= $2 order by tick_time desc, id desc limit 1',
    [coinPairId, now],
  );
  return rows[0] ? new Date(rows[0].tick_time) : null;
}

/**
 * Brings every guard not halted by hand up to `now`, in one short transaction with their rows locked (`skip locked`:
 * with several API instances, one judges a guard while the others pass it by). One transaction a pass rather than
 * one a guard: the pass runs every second, and most of its statements were the transactions' own.
 */
export async function evaluateRiskGuards(db: Db, now: Date): Promise<void> {
  const windows = keptWindows.get(db) ?? new Map<number, KeptWindow>();
  keptWindows.set(db, windows);
  const judged: number[] = [];
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<GuardRow>(
        `select ${GUARD_COLUMNS} from risk_guards where state <> 'halted' order by id for update skip locked`,
      );
      for (const guard of rows) {
        judged.push(guard.id);
        await evaluateGuard(tx, guard, now, windows);
      }
    });
  } catch (error) {
    // The kept windows may hold ticks of a run that did not commit.
    for (const id of judged) windows.delete(id);
    throw error;
  }
}

/** Every second, with the feed: where the feed runs (development with a feed, production), the guard judges it. */
export function riskGuardTasks(services: AppServices): PeriodicTask[] {
  if (!services.production && !priceFeedName(services.production)) return [];
  const task: PeriodicTask = {
    name: 'risk-guard',
    everyMs: 1000,
    run: async () => {
      await evaluateRiskGuards(services.db, new Date(services.clock()));
    },
  };
  return [task];
}
