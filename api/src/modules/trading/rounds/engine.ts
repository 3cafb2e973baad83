import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db, Queryable } from '../../../db/database';
import type { AppServices } from '../../../http/context';
import { priceFeedName } from '../../market/feed';
import { tickAtOrBefore } from '../../market/ticks';
import { voidRoundsOfHaltedPairs } from './halt-voids';
import { futuresSettings, lockRound, recordTransition, SYSTEM_OPERATOR } from './round';
import { settleRound } from './settle';
import { voidRound } from './void';

/** What the engine runs on: the database, or (the demo history) one transaction whose `transaction` joins it. */
export type EngineDb = Pick<Db, 'query' | 'transaction'>;

/**
 * The round engine (DESIGN section 8), an idempotent pass that every API instance runs every second:
 *
 * 1. open: for every active, unhalted gameplay of an active, unhalted futures pair (whose coin pair is
 *    active and has a fresh recorded tick), the round of the current slot (slots are `timeInterval` seconds,
 *    counted from the epoch) is inserted once (`unique (gameplay_id, start_date)`: two instances insert it
 *    once) with a snapshot of the gameplay's settings, and opens with the tick recorded at or just before
 *    its start. Without a fresh tick for its start it stays `scheduled`; one that cannot open by its lock
 *    time (no such tick, or its pair or gameplay halted meanwhile) is voided with the reason (it has no
 *    orders). Without a feed no round is inserted at all, so a server without one makes no empty rounds.
 * 2. lock: an open round at end - acceptDelayTime stops accepting orders (`locked`).
 * 3. close: a locked round at its end (plus `CLOSE_GRACE_MS`, so the tick of its last second is recorded)
 *    closes with the tick recorded at or just before its end, whose id and price it keeps; the result is
 *    the move from the open price. A missing closing tick, or one older than the staleness at the end,
 *    voids the round and refunds its orders, with the reason recorded.
 * 4. settle: a closed round settleDelayTime after its end is settled (`settleRound`).
 * Before all of these, the scheduled and open rounds of a pair its reference-price guard halts are voided and
 * refunded (`halt-voids.ts`), and no round of such a pair opens.
 *
 * Every step is guarded by the round's status under its row lock: the common cases are one statement for
 * all due rounds (`for update skip locked`, the status checked again in the update), the rest (voids and
 * settlements with orders, which move money) one transaction per round that locks it first. So with
 * several instances every transition, and every settlement, happens exactly once. Halted rounds wait.
 */

/** After a round's end, the feed's tick of its last second is recorded before the round closes. */
export const CLOSE_GRACE_MS = 1000;
export const ENGINE_INTERVAL_MS = 1000;

export interface EnginePass {
  opened: number[];
  locked: number[];
  closed: number[];
  settled: number[];
  voided: number[];
}

/** The latest tick of the round's coin pair at or before `moment` (a SQL expression of the row `r`). */
const TICK_AT = (moment: string) =>
  `(select t.id from price_ticks t where t.coin_pair_id = r.coin_pair_id and t.tick_time <= ${moment} order by t.tick_time desc, t.id desc limit 1)`;

/**
 * A futures pair and gameplay that run: active, not halted, not deleted, their coin pair quoted and not halted
 * by its reference-price guard (any state but armed halts: `halts` in risk/guard.ts; see halt-voids.ts).
 */
const RUNNING_GAMEPLAY = `g.status = 1 and g.halted = 0 and p.status = 1 and p.halted = 0 and p.deleted_date is null and c.active = 1
  and not exists (select 1 from risk_guards rg where rg.coin_pair_id = c.id and rg.state <> 'armed')`;

/** Whether the gameplay of id `gameplayId` (an SQL expression) runs: `RUNNING_GAMEPLAY` over its pair and coin pair. */
const gameplayRuns = (gameplayId: string) =>
  `exists (select 1 from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id join coin_pairs c on c.id = p.coin_pair_id
     where g.id = ${gameplayId} and ${RUNNING_GAMEPLAY})`;

/**
 * Inserts, in one statement, the round of the current slot of every gameplay that runs (while the slot's
 * lock time has not passed), with the snapshot of its settings taken now, while its coin pair has a fresh
 * recorded tick (a server without a feed, or a pair whose feed stopped, opens no rounds). It opens at once
 * with the tick recorded at or just before its start when that one is fresh (its `open` transition written
 * by the same statement); otherwise it waits `scheduled` for such a tick. `on conflict do nothing` on
 * (gameplay, start): however many instances run this, each round is inserted once.
 */
async function insertSlotRounds(db: Queryable, now: Date, pass: EnginePass, coinPairIds: number[] | null): Promise<void> {
  const settings = await futuresSettings(db);
  const { rows } = await db.query<{ id: string; status: string }>(
    `with slots as (
       select g.id as gameplay_id, g.futures_pair_id, p.coin_pair_id, g.name, g.time_interval, g.yield_ratio, g.quantity_min,
              g.quantity_max, g.accept_delay_time, g.settle_delay_time, g.user_rank_level, g.team_rank_level,
              to_timestamp(floor(extract(epoch from $1::timestamptz) / g.time_interval) * g.time_interval) as start_date
       from futures_gameplays g
       join futures_pairs p on p.id = g.futures_pair_id
       join coin_pairs c on c.id = p.coin_pair_id
       where ${RUNNING_GAMEPLAY} and ($4::bigint[] is null or c.id = any($4::bigint[]))
         and exists (select 1 from price_ticks t where t.coin_pair_id = p.coin_pair_id and t.tick_time <= $1
                       and t.tick_time >= $1::timestamptz - make_interval(secs => $2::integer))
     ), due as (
       select s.*, s.start_date + make_interval(secs => s.time_interval - s.accept_delay_time) as lock_date,
              s.start_date + make_interval(secs => s.time_interval) as end_date, t.id as tick_id, t.price as tick_price
       from slots s
       left join lateral (select id, price, tick_time from price_ticks
                          where coin_pair_id = s.coin_pair_id and tick_time <= s.start_date
                          order by tick_time desc, id desc limit 1) t
         on t.tick_time >= s.start_date - make_interval(secs => $2::integer)
     ), inserted as (
       insert into futures_rounds (futures_pair_id, gameplay_id, coin_pair_id, status, settings, start_date, lock_date, end_date,
         settle_due_date, open_tick_id, open_price, create_date, update_date)
       select futures_pair_id, gameplay_id, coin_pair_id, case when tick_id is null then 'scheduled' else 'open' end,
              jsonb_build_object('gameplayName', name, 'timeInterval', time_interval, 'yieldRatio', yield_ratio::text,
                'quantityMin', quantity_min::text, 'quantityMax', quantity_max::text, 'acceptDelayTime', accept_delay_time,
                'settleDelayTime', settle_delay_time, 'userRankLevel', user_rank_level, 'teamRankLevel', team_rank_level,
                'closeStalenessSeconds', $2::integer),
              start_date, lock_date, end_date, end_date + make_interval(secs => settle_delay_time), tick_id, tick_price, $1, $1
       from due where lock_date > $1
       on conflict (gameplay_id, start_date) do nothing
       returning id, status, open_tick_id
     ), logged as (
       insert into futures_round_transitions (round_id, action, from_status, to_status, tick_id, at, operator)
       select id, 'open', 'scheduled', 'open', open_tick_id, $1, $3 from inserted where status = 'open'
     )
     select id, status from inserted`,
    [now, settings.closeStalenessSeconds, SYSTEM_OPERATOR, coinPairIds],
  );
  for (const r of rows) if (r.status === 'open') pass.opened.push(Number(r.id));
}

/**
 * Opens, in one statement, the scheduled rounds whose start has come while their pair and gameplay run and a
 * fresh tick was recorded at or just before the start (rounds another transaction holds wait for the next
 * pass). What is left is handled one by one below.
 */
async function openStartedRounds(db: Queryable, now: Date, pass: EnginePass): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `with due as (
       select r.id, r.coin_pair_id, r.start_date, (r.settings ->> 'closeStalenessSeconds')::integer as staleness
       from futures_rounds r
       join futures_gameplays g on g.id = r.gameplay_id
       join futures_pairs p on p.id = g.futures_pair_id
       join coin_pairs c on c.id = p.coin_pair_id
       where r.status = 'scheduled' and r.halted = 0 and r.start_date <= $1 and r.lock_date > $1 and ${RUNNING_GAMEPLAY}
       order by r.id for update of r skip locked
     ), ticked as (
       select d.id, t.id as tick_id, t.price
       from due d
       join lateral (select id, price, tick_time from price_ticks where coin_pair_id = d.coin_pair_id and tick_time <= d.start_date
                     order by tick_time desc, id desc limit 1) t on t.tick_time >= d.start_date - make_interval(secs => d.staleness)
     ), opened as (
       update futures_rounds r set status = 'open', open_tick_id = k.tick_id, open_price = k.price, update_date = $1
       from ticked k where r.id = k.id and r.status = 'scheduled'
       returning r.id, r.open_tick_id
     ), logged as (
       insert into futures_round_transitions (round_id, action, from_status, to_status, tick_id, at, operator)
       select id, 'open', 'scheduled', 'open', open_tick_id, $1, $2 from opened
     )
     select id from opened`,
    [now, SYSTEM_OPERATOR],
  );
  for (const r of rows) pass.opened.push(Number(r.id));
}

/**
 * Opens the scheduled rounds whose start has come, with the tick recorded at or just before the start.
 * One that cannot open is voided (it has no orders yet), with the reason: its pair or gameplay was halted or
 * deactivated before it started, or no fresh tick was recorded for its start by its lock time.
 */
async function openScheduledRounds(db: EngineDb, now: Date, pass: EnginePass): Promise<void> {
  // Only the rounds whose fate can be told now: at or past their lock time, or of a pair or gameplay that no longer
  // runs. One still waiting for a tick for its start (the first round of a long gameplay after a restart, say) stays
  // scheduled until then without a transaction of its own every pass; a fresh start tick opens it above.
  const scheduled = await dueRounds(
    db,
    `status = 'scheduled' and start_date <= $1 and (lock_date <= $1 or not ${gameplayRuns('futures_rounds.gameplay_id')})`,
    now,
  );
  for (const id of scheduled) {
    const outcome = await db.transaction(async (tx) => {
      const round = await lockRound(tx, id);
      if (!round || round.status !== 'scheduled' || round.halted) return null;
      const { rows: running } = await tx.query<{ running: boolean }>(`select ${gameplayRuns('$1')} as running`, [round.gameplayId]);
      if (!running[0].running) {
        const reason = 'The futures pair or gameplay was halted or deactivated before the round started';
        await voidRound(tx, id, { operator: SYSTEM_OPERATOR, reason, now });
        return 'voided' as const;
      }
      const tick = await tickAtOrBefore(tx, round.coinPairId, round.startDate);
      const fresh = tick && round.startDate.getTime() - tick.at.getTime() <= round.settings.closeStalenessSeconds * 1000;
      if (!fresh) {
        if (now < round.lockDate) return null; // a tick may still be recorded for its start
        const reason = 'No recorded price at the round start (price feed missing or stale)';
        await voidRound(tx, id, { operator: SYSTEM_OPERATOR, reason, now });
        return 'voided' as const;
      }
      await tx.query(`update futures_rounds set status = 'open', open_tick_id = $2, open_price = $3, update_date = $4 where id = $1`, [
        id,
        tick.id,
        tick.price,
        now,
      ]);
      await recordTransition(tx, {
        roundId: id,
        action: 'open',
        from: 'scheduled',
        to: 'open',
        tickId: tick.id,
        at: now,
        reason: null,
        operator: SYSTEM_OPERATOR,
      });
      return 'opened' as const;
    });
    if (outcome) pass[outcome].push(id);
  }
}

/** Ids of rounds matching `where` (with `$1` = now), oldest first, not halted. */
async function dueRounds(db: Queryable, where: string, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from futures_rounds where ${where} and halted = 0 order by end_date, id limit 500`,
    [now],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Locks the open rounds whose lock time has come, in one statement (rows another transaction holds, a
 * placement say, are skipped and locked at the next pass); each gets its `lock` transition with the tick in
 * force at its lock time.
 */
async function lockRounds(db: Queryable, now: Date, pass: EnginePass): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `with locked as (
       update futures_rounds r set status = 'locked', update_date = $1
       where r.id in (select id from futures_rounds where status = 'open' and halted = 0 and lock_date <= $1
                      order by id for update skip locked)
         and r.status = 'open'
       returning r.id, r.coin_pair_id, r.lock_date
     ), logged as (
       insert into futures_round_transitions (round_id, action, from_status, to_status, tick_id, at, operator)
       select r.id, 'lock', 'open', 'locked', ${TICK_AT('r.lock_date')}, $1, $2 from locked r
     )
     select id from locked`,
    [now, SYSTEM_OPERATOR],
  );
  for (const r of rows) pass.locked.push(Number(r.id));
}

/**
 * Closes the locked rounds whose end has passed (plus the grace), in one statement for those whose closing
 * tick, the tick at or just before the end, is fresh: close tick id and price, and the result, the move
 * from the open price (compared as NUMERIC). The rest (no tick, or a stale one) are voided one by one with
 * the reason.
 */
async function closeRounds(db: EngineDb, now: Date, pass: EnginePass): Promise<void> {
  const ends = new Date(now.getTime() - CLOSE_GRACE_MS);
  const { rows } = await db.query<{ id: string }>(
    `with due as (
       select r.id, r.coin_pair_id, r.end_date, r.open_price, (r.settings ->> 'closeStalenessSeconds')::integer as staleness
       from futures_rounds r
       where r.status = 'locked' and r.halted = 0 and r.end_date <= $1 and r.open_price is not null
       order by r.id for update skip locked
     ), ticked as (
       select d.id, t.id as tick_id, t.price,
              case when t.price > d.open_price then 'long' when t.price < d.open_price then 'short' else 'draw' end as result
       from due d
       join lateral (select id, price, tick_time from price_ticks where coin_pair_id = d.coin_pair_id and tick_time <= d.end_date
                     order by tick_time desc, id desc limit 1) t on d.end_date - t.tick_time <= make_interval(secs => d.staleness)
     ), closed as (
       update futures_rounds r set status = 'closed', close_tick_id = k.tick_id, close_price = k.price, result = k.result,
         update_date = $2
       from ticked k where r.id = k.id and r.status = 'locked'
       returning r.id, r.close_tick_id
     ), logged as (
       insert into futures_round_transitions (round_id, action, from_status, to_status, tick_id, at, operator)
       select id, 'close', 'locked', 'closed', close_tick_id, $2, $3 from closed
     )
     select id from closed`,
    [ends, now, SYSTEM_OPERATOR],
  );
  for (const r of rows) pass.closed.push(Number(r.id));
  // Still locked and due: no fresh closing tick (or held by another transaction a moment ago: checked again).
  for (const id of await dueRounds(db, `status = 'locked' and end_date <= $1`, ends)) {
    const voided = await db.transaction(async (tx) => {
      const round = await lockRound(tx, id);
      if (!round || round.status !== 'locked' || round.halted || ends < round.endDate) return false;
      const tick = await tickAtOrBefore(tx, round.coinPairId, round.endDate);
      const staleness = round.settings.closeStalenessSeconds;
      const age = tick ? round.endDate.getTime() - tick.at.getTime() : Number.POSITIVE_INFINITY;
      if (age <= staleness * 1000 && round.openPrice !== null) return false; // fresh after all: the next pass closes it
      const reason = tick
        ? `Closing price stale: the last recorded tick (${tick.id}) is ${Math.round(age / 1000)} s older than the round's end (limit ${staleness} s)`
        : 'No recorded closing price at the round end';
      await voidRound(tx, id, { operator: SYSTEM_OPERATOR, reason, now });
      return true;
    });
    if (voided) pass.voided.push(id);
  }
}

/**
 * Settles the closed rounds whose settle time has come: those without orders (most rounds of a quiet market)
 * in one statement, the others one transaction each (`settleRound`: the money moves through the ledger).
 */
async function settleRounds(db: EngineDb, now: Date, pass: EnginePass): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `with due as (
       select r.id from futures_rounds r
       where r.status = 'closed' and r.halted = 0 and r.settle_due_date <= $1
         and not exists (select 1 from futures_orders o where o.round_id = r.id)
       order by r.id for update skip locked
     ), settled as (
       update futures_rounds r set status = 'settled', settle_date = $1, update_date = $1
       from due d where r.id = d.id and r.status = 'closed'
       returning r.id, r.close_tick_id
     ), logged as (
       insert into futures_round_transitions (round_id, action, from_status, to_status, tick_id, at, reason, operator)
       select id, 'settle', 'closed', 'settled', close_tick_id, $1, '0 orders settled', $2 from settled
     )
     select id from settled`,
    [now, SYSTEM_OPERATOR],
  );
  for (const r of rows) pass.settled.push(Number(r.id));
  for (const id of await dueRounds(db, `status = 'closed' and settle_due_date <= $1`, now)) {
    if (await db.transaction((tx) => settleRound(tx, id, now))) pass.settled.push(id);
  }
}

/**
 * One pass of the engine at `now`: opens, locks, closes (or voids) and settles what is due, in that order,
 * so a round can move several steps in one pass. Tests call it with their own clock.
 *
 * `quotedCoinPairIds`: new rounds only for the futures pairs of these coin pairs (none for an empty list). The demo
 * histories run the engine in the past with the feed of one pair on for a session: another area's history may have
 * recorded a tick just before a pass, and a round opened on it would find no closing tick and be voided.
 */
export async function runRoundEngine(
  db: EngineDb,
  now: Date,
  { quotedCoinPairIds = null }: { quotedCoinPairIds?: number[] | null } = {},
): Promise<EnginePass> {
  const pass: EnginePass = { opened: [], locked: [], closed: [], settled: [], voided: [] };
  // First, so a round of a halted pair is voided for the guard (and counted on its trip), not as "halted before it started".
  pass.voided.push(...(await voidRoundsOfHaltedPairs(db, now)));
  await insertSlotRounds(db, now, pass, quotedCoinPairIds);
  await openStartedRounds(db, now, pass);
  await openScheduledRounds(db, now, pass);
  await lockRounds(db, now, pass);
  await closeRounds(db, now, pass);
  await settleRounds(db, now, pass);
  return pass;
}

/**
 * The engine's timer. It runs when the server has a price feed, and always in production (where a feed that
 * was removed leaves rounds to void as stale rather than hang); under the test runner without `PRICE_FEED`
 * it is not registered, production-mode test apps included (tests call `runRoundEngine` with their clock: a
 * wall-clock timer would move rounds while a test compares tables). A pass still running when the next is
 * due is not doubled.
 */
export function roundEngineTask(services: AppServices): PeriodicTask | null {
  const underTestRunner = Boolean(process.env.NODE_TEST_CONTEXT);
  if (!priceFeedName(services.production) && (!services.production || underTestRunner)) return null;
  return {
    name: 'futures-round-engine',
    everyMs: ENGINE_INTERVAL_MS,
    run: async () => {
      await runRoundEngine(services.db, new Date(services.clock()));
    },
  };
}
