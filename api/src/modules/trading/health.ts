import type { HealthState } from '@console/contracts/schemas/reports';
import type { HealthProbe } from '../../core/area';
import type { Queryable } from '../../db/database';
import { priceFeedStatus } from '../market/feed';
import { CLOSE_GRACE_MS } from './rounds/engine';

/*
 * The trading area's parts of the home page's system-health strip (`reporting/platform/health`): the feed's tick
 * age per coin pair, how far the round engine is behind, the settlement backlog and the guards' trips. Each reads
 * a handful of rows through the indexes the engine itself uses, so a poll every 15 seconds costs next to nothing.
 */

/**
 * The limits the states weigh against, in seconds. The feed records a tick a second per active pair: beyond the
 * rounds' default closing staleness (5 s) a round closing now would be voided; beyond the guard's default staleness
 * (30 s) the guard trips and halts the pair. The engine and the settlement run every second.
 */
export const HEALTH_LIMITS = {
  feed: { warn: 5, alert: 30 },
  rounds: { warn: 5, alert: 30 },
  settlement: { warn: 10, alert: 60 },
} as const;

const secondsSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));

/** `ok` up to `warn` seconds, `warn` up to `alert`, `alert` beyond (or when there is no moment at all). */
export function stateOfAge(seconds: number | null, limits: { warn: number; alert: number }): HealthState {
  if (seconds === null || seconds > limits.alert) return 'alert';
  return seconds > limits.warn ? 'warn' : 'ok';
}

const ORDER: readonly HealthState[] = ['ok', 'warn', 'alert'];
export const worstOf = (states: readonly HealthState[]): HealthState =>
  states.reduce<HealthState>((worst, s) => (ORDER.indexOf(s) > ORDER.indexOf(worst) ? s : worst), 'ok');

/** Every active coin pair (those the feed is asked to quote) with its newest recorded tick. */
async function feedHealth(db: Queryable, { now, production }: { now: Date; production: boolean }) {
  const { rows } = await db.query<{ id: number; code: string; name: string; at: Date | null }>(
    `select p.id, p.code, p.name, t.tick_time as at
       from coin_pairs p
       left join lateral (select tick_time from price_ticks where coin_pair_id = p.id order by tick_time desc, id desc limit 1) t on true
      where p.active = 1
      order by p.id`,
  );
  const pairs = rows.map((r) => {
    const ageSeconds = r.at ? secondsSince(r.at, now) : null;
    return {
      coinPairId: r.id,
      code: r.code,
      name: r.name,
      lastTickAt: r.at ? r.at.toISOString() : null,
      ageSeconds,
      state: stateOfAge(ageSeconds, HEALTH_LIMITS.feed),
    };
  });
  return { state: worstOf(pairs.map((p) => p.state)), running: priceFeedStatus(production).running, pairs };
}

/**
 * The rounds whose next step is overdue: a scheduled round past its start although a fresh tick was recorded for it
 * (it could have opened), or past its lock time in any case (by then the engine opens or voids it: one that waits for
 * a tick after a restart or a feed gap is not late before that); an open one past its lock time (still accepting); a
 * locked one past its end and the closing grace (not closed). Halted rounds wait by a staff decision and are left
 * out. Read from the engine's own partial index of unfinished rounds.
 */
async function roundHealth(db: Queryable, { now }: { now: Date }) {
  const { rows } = await db.query<{ n: number; due: Date | null }>(
    `select count(*)::int as n, min(due) as due from (
       select case r.status
                when 'scheduled' then case when exists (
                    select 1 from price_ticks t where t.coin_pair_id = r.coin_pair_id and t.tick_time <= r.start_date
                       and t.tick_time >= r.start_date - make_interval(secs => (r.settings ->> 'closeStalenessSeconds')::integer))
                  then r.start_date else r.lock_date end
                when 'open' then r.lock_date
                else r.end_date + make_interval(secs => $2::numeric / 1000) end as due
         from futures_rounds r
        where r.status in ('scheduled', 'open', 'locked') and r.halted = 0) r
      where due <= $1`,
    [now, CLOSE_GRACE_MS],
  );
  const due = rows[0]?.due ?? null;
  const lagSeconds = due ? secondsSince(due, now) : 0;
  return {
    state: stateOfAge(lagSeconds, HEALTH_LIMITS.rounds),
    overdueRounds: Number(rows[0]?.n ?? 0),
    lagSeconds,
    oldestDueAt: due ? due.toISOString() : null,
  };
}

/** Closed rounds past their settle time and not settled (halted ones wait for staff), with their unsettled orders. */
async function settlementHealth(db: Queryable, { now }: { now: Date }) {
  const { rows } = await db.query<{ rounds: number; orders: number; due: Date | null }>(
    `select count(*)::int as rounds, min(r.settle_due_date) as due,
            coalesce(sum((select count(*) from futures_orders o where o.round_id = r.id and o.status = 'open')), 0)::int as orders
       from futures_rounds r
      where r.status = 'closed' and r.halted = 0 and r.settle_due_date <= $1`,
    [now],
  );
  const due = rows[0]?.due ?? null;
  const ageSeconds = due ? secondsSince(due, now) : null;
  return {
    state: due ? stateOfAge(ageSeconds, HEALTH_LIMITS.settlement) : ('ok' as const),
    rounds: Number(rows[0]?.rounds ?? 0),
    orders: Number(rows[0]?.orders ?? 0),
    oldestDueAt: due ? due.toISOString() : null,
    ageSeconds,
  };
}

/** The guards' trips of the last 24 hours (the risk records' date index) and the trips still open (pairs halted now). */
async function guardHealth(db: Queryable, { now }: { now: Date }) {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const { rows } = await db.query<{ trips: number; last: Date | null; open: number }>(
    `select count(*)::int as trips, max(create_date) as last,
            (select count(*)::int from risk_guards where open_trip_id is not null) as open
       from risk_records where type = 'trip' and create_date > $1 and create_date <= $2`,
    [since, now],
  );
  const trips = Number(rows[0]?.trips ?? 0);
  const openTrips = Number(rows[0]?.open ?? 0);
  const last = rows[0]?.last ?? null;
  return {
    // A pair halted by its guard now is an alert; trips that have ended are worth a look.
    state: openTrips > 0 ? ('alert' as const) : trips > 0 ? ('warn' as const) : ('ok' as const),
    since: since.toISOString(),
    trips,
    openTrips,
    lastTripAt: last ? last.toISOString() : null,
  };
}

/** Each part for the admins who see the list of its records: coin pairs, runners (rounds), risk records. */
export const TRADING_HEALTH: HealthProbe[] = [
  { part: 'feed', permission: 'coinPairs.list', probe: feedHealth },
  { part: 'rounds', permission: 'runners.list', probe: roundHealth },
  { part: 'settlement', permission: 'runners.list', probe: settlementHealth },
  { part: 'guards', permission: 'risk.records', probe: guardHealth },
];
