import type {
  RiskPreview,
  RiskRecord,
  RiskSetting,
  riskLoop,
  riskRecordListQuery,
  riskSettingListQuery,
  riskSettingPreview,
  riskSettingSave,
} from '@console/contracts/schemas/trading-risk';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { GUARD_COLUMNS, type GuardRow } from './evaluate';
import { type GuardSettings, REFERENCE_MODE, halts, replayGuard } from './guard';

interface SettingRow {
  id: number | null;
  cid: number;
  code: string;
  name: string;
  logo: string | null;
  live_price: string | null;
  live_time: Date | null;
  reference: string | null;
  reference_mode: number | null;
  average_window_seconds: number | null;
  band_percent: string | null;
  staleness_seconds: number | null;
  breaches_to_trip: number | null;
  cooldown_seconds: number | null;
  state: RiskSetting['status'];
  consecutive_breaches: number | null;
  state_since: Date | null;
  cooling_until: Date | null;
  updated_by: string | null;
  update_date: Date | null;
}

/** Every coin pair, its guard (if any), its newest tick, and the reference now (at `$1`). */
const SETTING_SELECT = `g.id, p.id as cid, p.code, p.name, p.logo, t.price::text as live_price, t.tick_time as live_time,
  case when g.reference_mode = 2 then g.reference_price::text
       when g.id is not null then (select trim_scale(round(avg(a.price), 18))::text from price_ticks a where a.coin_pair_id = p.id
         and a.tick_time > $1::timestamptz - make_interval(secs => g.average_window_seconds) and a.tick_time <= $1) end as reference,
  g.reference_mode, g.average_window_seconds, trim_scale(g.band_percent)::text as band_percent, g.staleness_seconds,
  g.breaches_to_trip, g.cooldown_seconds, g.state, g.consecutive_breaches, g.state_since, g.cooling_until, g.updated_by, g.update_date`;
const SETTING_FROM = `coin_pairs p left join risk_guards g on g.coin_pair_id = p.id
  left join lateral (select price, tick_time from price_ticks where coin_pair_id = p.id and tick_time <= $1
    order by tick_time desc, id desc limit 1) t on true`;

function toSetting(r: SettingRow): RiskSetting {
  const reference = r.reference ? new Decimal(r.reference) : null;
  const band = reference && r.band_percent ? reference.times(r.band_percent).div(100) : null;
  return {
    id: r.id,
    cid: r.cid,
    code: r.code,
    name: r.name,
    logo: r.logo,
    livePrice: r.live_price,
    liveTickTime: iso(r.live_time),
    price: reference ? reference.toFixed() : null,
    referenceMode: r.reference_mode,
    averageWindowSeconds: r.average_window_seconds,
    bandPercent: r.band_percent,
    lowerBound: reference && band ? reference.minus(band).toFixed() : null,
    upperBound: reference && band ? reference.plus(band).toFixed() : null,
    stalenessSeconds: r.staleness_seconds,
    breachesToTrip: r.breaches_to_trip,
    cooldownSeconds: r.cooldown_seconds,
    status: r.state,
    halted: r.state ? halts(r.state) : false,
    consecutiveBreaches: r.consecutive_breaches ?? 0,
    stateSince: iso(r.state_since),
    coolingUntil: iso(r.cooling_until),
    updatedBy: r.updated_by,
    updateDate: iso(r.update_date),
  };
}

export function riskSettingPage(db: Queryable, q: z.output<typeof riskSettingListQuery>, now: Date) {
  const filters = new Filters();
  filters.param(now);
  filters.eq('g.state', q.state);
  if (q.code) {
    const pattern = filters.containsParam(q.code);
    filters.where(`(p.code ilike ${pattern} or p.name ilike ${pattern})`);
  }
  return listPage(db, { select: SETTING_SELECT, from: SETTING_FROM, filters, orderBy: 'p.sort, p.id', paging: q, map: toSetting });
}

export async function findRiskSetting(db: Queryable, coinPairId: number, now: Date): Promise<RiskSetting> {
  const { rows } = await db.query<SettingRow>(`select ${SETTING_SELECT} from ${SETTING_FROM} where p.id = $2`, [now, coinPairId]);
  if (!rows[0]) throw notFound(`Coin pair ${coinPairId} does not exist`);
  return toSetting(rows[0]);
}

/** The coin pair `cid` names, checked against `tradingPair` (its code or name) when that is sent. */
async function coinPairFor(tx: Queryable, cid: number, tradingPair: string | undefined): Promise<{ id: number; code: string }> {
  const { rows } = await tx.query<{ id: number; code: string; name: string }>('select id, code, name from coin_pairs where id = $1', [cid]);
  const pair = rows[0];
  if (!pair) throw fieldError('cid', `coin pair ${cid} does not exist`);
  if (tradingPair && tradingPair.toUpperCase() !== pair.code.toUpperCase() && tradingPair.toUpperCase() !== pair.name.toUpperCase()) {
    throw fieldError('tradingPair', `is not the pair ${cid} names (${pair.code})`);
  }
  return pair;
}

const settingsState = (g: GuardRow | undefined) =>
  g
    ? {
        state: g.state,
        referenceMode: g.reference_mode,
        referencePrice: g.reference_price,
        averageWindowSeconds: g.average_window_seconds,
        bandPercent: g.band_percent,
        stalenessSeconds: g.staleness_seconds,
        breachesToTrip: g.breaches_to_trip,
        cooldownSeconds: g.cooldown_seconds,
      }
    : null;

async function lockGuard(tx: Queryable, coinPairId: number): Promise<GuardRow | undefined> {
  const { rows } = await tx.query<GuardRow>(`select ${GUARD_COLUMNS} from risk_guards where coin_pair_id = $1 for update`, [coinPairId]);
  return rows[0];
}

interface StaffAction {
  operator: string;
  reason: string;
  now: Date;
}

async function record(
  tx: Queryable,
  guard: GuardRow,
  type: 'halt' | 'rearm' | 'setting',
  action: StaffAction,
  states: { before: unknown; after: unknown; tripId?: number | null },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into risk_records (guard_id, coin_pair_id, type, cause, reference_price, band_percent, trip_id, before_state, after_state,
       operator, reason, create_date)
     values ($1, $2, $3, 'staff', $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      guard.id,
      guard.coin_pair_id,
      type,
      guard.reference_price,
      guard.band_percent,
      states.tripId ?? null,
      JSON.stringify(states.before),
      JSON.stringify(states.after),
      action.operator,
      action.reason,
      action.now,
    ],
  );
  return Number(rows[0].id);
}

/**
 * Sets a pair's guard (made armed, judging ticks from now on) or changes its settings, and with `halt` halts the
 * pair by hand. Each change is a record with the operator, the reason, and the settings before and after.
 */
export async function saveRiskSetting(tx: Queryable, input: z.output<typeof riskSettingSave>, action: StaffAction): Promise<void> {
  const pair = await coinPairFor(tx, input.cid, input.tradingPair);
  const old = await lockGuard(tx, pair.id);
  const mode = input.price ? REFERENCE_MODE.staffPrice : REFERENCE_MODE.movingAverage;
  const values = [
    pair.id,
    mode,
    input.price ?? null,
    input.averageWindowSeconds,
    input.bandPercent,
    input.stalenessSeconds,
    input.breachesToTrip,
    input.cooldownSeconds,
    action.now,
    action.operator,
  ];
  if (!old) {
    // Judged from the newest tick on: what came before the guard existed is not held against the pair.
    await tx.query(
      `insert into risk_guards (coin_pair_id, reference_mode, reference_price, average_window_seconds, band_percent, staleness_seconds,
         breaches_to_trip, cooldown_seconds, state, state_since, create_date, update_date, updated_by, last_checked_tick_id, last_checked_time)
       select $1, $2, $3, $4, $5, $6, $7, $8, 'armed', $9, $9, $9, $10, t.id, t.tick_time
       from (select 1) one left join lateral (select id, tick_time from price_ticks where coin_pair_id = $1 and tick_time <= $9
         order by tick_time desc, id desc limit 1) t on true`,
      values,
    );
  } else {
    await tx.query(
      `update risk_guards set reference_mode = $2, reference_price = $3, average_window_seconds = $4, band_percent = $5,
         staleness_seconds = $6, breaches_to_trip = $7, cooldown_seconds = $8, consecutive_breaches = 0, update_date = $9, updated_by = $10
       where coin_pair_id = $1`,
      values,
    );
  }
  const guard = (await lockGuard(tx, pair.id)) as GuardRow;
  await record(tx, guard, 'setting', action, { before: settingsState(old), after: settingsState(guard) });
  if (input.halt === 1 && guard.state !== 'halted') {
    const before = settingsState(guard);
    // A trip still open ends here: from now on the pair is halted by hand.
    if (guard.open_trip_id) await tx.query('update risk_records set ended_at = $2 where id = $1', [guard.open_trip_id, action.now]);
    await tx.query(
      "update risk_guards set state = 'halted', cooling_until = null, consecutive_breaches = 0, state_since = $2 where id = $1",
      [guard.id, action.now],
    );
    const halted = (await lockGuard(tx, pair.id)) as GuardRow;
    const haltId = await record(tx, halted, 'halt', action, { before, after: settingsState(halted) });
    await tx.query('update risk_guards set open_trip_id = $2 where id = $1', [guard.id, haltId]);
  }
}

/**
 * Re-arms a tripped, cooling or hand-halted guard (`risk/setting/loop`): the pair trades again, and the guard
 * judges ticks from the newest on. The trip or halt it ends gets its end; an armed guard is a 409.
 */
export async function rearmRiskGuard(tx: Queryable, input: z.output<typeof riskLoop>, action: StaffAction): Promise<void> {
  const pair = await coinPairFor(tx, input.cid, input.tradingPair);
  const guard = await lockGuard(tx, pair.id);
  if (!guard) throw notFound(`Coin pair ${pair.code} has no reference-price guard`);
  if (guard.state === 'armed') throw conflict(`The guard of ${pair.code} is armed already`);
  await tx.query(
    `update risk_guards g set state = 'armed', consecutive_breaches = 0, cooling_until = null, open_trip_id = null, state_since = $2,
       update_date = $2, updated_by = $3,
       last_checked_tick_id = coalesce(t.id, g.last_checked_tick_id), last_checked_time = coalesce(t.tick_time, g.last_checked_time)
     from (select 1) one left join lateral (select id, tick_time from price_ticks where coin_pair_id = $4 and tick_time <= $2
       order by tick_time desc, id desc limit 1) t on true
     where g.id = $1`,
    [guard.id, action.now, action.operator, pair.id],
  );
  if (guard.open_trip_id) await tx.query('update risk_records set ended_at = $2 where id = $1', [guard.open_trip_id, action.now]);
  const after = (await lockGuard(tx, pair.id)) as GuardRow;
  await record(tx, after, 'rearm', action, {
    before: settingsState(guard),
    after: settingsState(after),
    tripId: guard.open_trip_id ? Number(guard.open_trip_id) : null,
  });
}

const PREVIEW_HOURS = 24;
const PREVIEW_EVENTS = 100;

/** How the settings would have behaved over the last 24 hours of the pair's recorded ticks. */
export async function previewRiskSetting(db: Queryable, input: z.output<typeof riskSettingPreview>, now: Date): Promise<RiskPreview> {
  const pair = await coinPairFor(db, input.cid, input.tradingPair);
  const from = new Date(now.getTime() - PREVIEW_HOURS * 3_600_000);
  const { rows } = await db.query<{ id: string; price: string; tick_time: Date }>(
    `select id, price::text as price, tick_time from price_ticks where coin_pair_id = $1 and tick_time > $2 and tick_time <= $3
     order by tick_time, id`,
    [pair.id, from, now],
  );
  const settings: GuardSettings = {
    referenceMode: input.price ? REFERENCE_MODE.staffPrice : REFERENCE_MODE.movingAverage,
    referencePrice: input.price ?? null,
    averageWindowSeconds: input.averageWindowSeconds,
    bandPercent: input.bandPercent,
    stalenessSeconds: input.stalenessSeconds,
    breachesToTrip: input.breachesToTrip,
    cooldownSeconds: input.cooldownSeconds,
  };
  const ticks = rows.map((r) => ({ id: Number(r.id), price: r.price, at: new Date(r.tick_time) }));
  const events = ticks.length ? replayGuard(settings, ticks, now) : [];
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    ticks: ticks.length,
    trips: events.filter((e) => e.type === 'trip').length,
    events: events
      .slice(0, PREVIEW_EVENTS)
      .map((e) => ({ type: e.type, cause: e.type === 'trip' ? e.cause : null, at: e.at.toISOString() })),
  };
}

interface RecordRow {
  id: string;
  guard_id: number;
  coin_pair_id: number;
  code: string;
  type: RiskRecord['type'];
  cause: string | null;
  create_date: Date;
  before_price: string | null;
  reference_price: string | null;
  after_price: string | null;
  band_percent: string | null;
  last_good_tick_id: string | null;
  breaching_tick_id: string | null;
  trip_id: string | null;
  ended_at: Date | null;
  rounds_voided: number;
  orders_refunded: number;
  operator: string | null;
  reason: string | null;
  before_state: Record<string, unknown> | null;
  after_state: Record<string, unknown> | null;
}

const idOrNull = (v: string | null) => (v === null ? null : Number(v));

const toRecord = (r: RecordRow): RiskRecord => ({
  id: Number(r.id),
  guardId: r.guard_id,
  cid: r.coin_pair_id,
  code: r.code,
  type: r.type,
  cause: r.cause,
  controlTime: iso(r.create_date)!,
  beforePrice: r.before_price,
  price: r.reference_price,
  afterPrice: r.after_price,
  bandPercent: r.band_percent,
  lastGoodTickId: idOrNull(r.last_good_tick_id),
  breachingTickId: idOrNull(r.breaching_tick_id),
  tripId: idOrNull(r.trip_id),
  endedAt: iso(r.ended_at),
  durationSeconds: r.ended_at ? Math.max(0, Math.round((new Date(r.ended_at).getTime() - new Date(r.create_date).getTime()) / 1000)) : null,
  roundsVoided: r.rounds_voided,
  ordersRefunded: r.orders_refunded,
  operator: r.operator,
  reason: r.reason,
  beforeState: r.before_state,
  afterState: r.after_state,
});

export function riskRecordPage(db: Queryable, q: z.output<typeof riskRecordListQuery>) {
  const filters = new Filters()
    .eq('r.coin_pair_id', q.cid)
    .eq('r.type', q.type)
    .between('r.create_date', parseDate(q.startTime), parseDate(q.endTime));
  return listPage(db, {
    select: `r.id, r.guard_id, r.coin_pair_id, p.code, r.type, r.cause, r.create_date, lg.price::text as before_price,
      trim_scale(r.reference_price)::text as reference_price, br.price::text as after_price, trim_scale(r.band_percent)::text as band_percent,
      r.last_good_tick_id, r.breaching_tick_id, r.trip_id, r.ended_at, r.rounds_voided, r.orders_refunded, r.operator, r.reason,
      r.before_state, r.after_state`,
    from: `risk_records r join coin_pairs p on p.id = r.coin_pair_id
      left join price_ticks lg on lg.id = r.last_good_tick_id left join price_ticks br on br.id = r.breaching_tick_id`,
    filters,
    orderBy: sortedOrder('riskRecords', { id: 'r.id', createDate: 'r.create_date' }, q, 'r.create_date desc, r.id desc', 'r.id'),
    paging: q,
    map: toRecord,
  });
}
