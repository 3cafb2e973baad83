import type { Queryable } from '../../../db/database';

/**
 * A round's state machine (the spec's runner status):
 *
 *   scheduled ──open──▶ open ──lock──▶ locked ──close──▶ closed ──settle──▶ settled
 *       │                 │               │                 │
 *       └────────────── void (staff, or the engine when a price is missing or stale) ──▶ voided
 *
 * scheduled: created for its slot, waiting for its opening tick. open: accepts orders (until lock_date =
 * end - acceptDelayTime). locked: accepts none, waits for its end. closed: has its closing tick and result,
 * waits settleDelayTime. settled and voided are final. `halted` is a flag beside the status: a halted round
 * accepts no order and does not move on until resumed (or voided); it never changes which ticks are used.
 */
export type RoundStatus = 'scheduled' | 'open' | 'locked' | 'closed' | 'settled' | 'voided';
export type RoundAction = 'open' | 'lock' | 'close' | 'settle' | 'void' | 'halt' | 'resume';
export type RoundResult = 'long' | 'short' | 'draw';
export type Direction = 'long' | 'short';

export const FINAL_STATUSES: readonly RoundStatus[] = ['settled', 'voided'];

/** The operator of what the engine does on its own (opening, closing, settling, the staleness void). */
export const SYSTEM_OPERATOR = 'system';

/** The gameplay's settings when the round opened (`futures_rounds.settings`): an edit applies from the next round. */
export interface RoundSettings {
  gameplayName: string;
  timeInterval: number;
  /** Decimal strings. */
  yieldRatio: string;
  quantityMin: string;
  quantityMax: string;
  acceptDelayTime: number;
  settleDelayTime: number;
  userRankLevel: number;
  teamRankLevel: number;
  /** A closing tick older than this at the round's end voids the round. */
  closeStalenessSeconds: number;
}

export interface LockedRound {
  id: number;
  futuresPairId: number;
  gameplayId: number;
  coinPairId: number;
  status: RoundStatus;
  halted: boolean;
  settings: RoundSettings;
  startDate: Date;
  lockDate: Date;
  endDate: Date;
  settleDueDate: Date;
  openTickId: number | null;
  openPrice: string | null;
  closeTickId: number | null;
  closePrice: string | null;
  result: RoundResult | null;
}

interface RoundRow {
  id: string;
  futures_pair_id: number;
  gameplay_id: number;
  coin_pair_id: number;
  status: RoundStatus;
  halted: number;
  settings: RoundSettings;
  start_date: Date;
  lock_date: Date;
  end_date: Date;
  settle_due_date: Date;
  open_tick_id: string | null;
  open_price: string | null;
  close_tick_id: string | null;
  close_price: string | null;
  result: RoundResult | null;
}

const ROUND_COLUMNS = `id, futures_pair_id, gameplay_id, coin_pair_id, status, halted, settings, start_date, lock_date, end_date,
  settle_due_date, open_tick_id, open_price::text as open_price, close_tick_id, close_price::text as close_price, result`;

const toRound = (r: RoundRow): LockedRound => ({
  id: Number(r.id),
  futuresPairId: r.futures_pair_id,
  gameplayId: r.gameplay_id,
  coinPairId: r.coin_pair_id,
  status: r.status,
  halted: r.halted === 1,
  settings: r.settings,
  startDate: r.start_date,
  lockDate: r.lock_date,
  endDate: r.end_date,
  settleDueDate: r.settle_due_date,
  openTickId: r.open_tick_id === null ? null : Number(r.open_tick_id),
  openPrice: r.open_price,
  closeTickId: r.close_tick_id === null ? null : Number(r.close_tick_id),
  closePrice: r.close_price,
  result: r.result,
});

/**
 * The round, locked (`for update`) until the transaction ends, or null. Every change of a round and of its
 * orders' money takes this lock first, then the wallets in id order: two instances (or a settlement and a
 * staff void) never both act on one round, and never deadlock.
 */
export async function lockRound(tx: Queryable, roundId: number): Promise<LockedRound | null> {
  const { rows } = await tx.query<RoundRow>(`select ${ROUND_COLUMNS} from futures_rounds where id = $1 for update`, [roundId]);
  return rows[0] ? toRound(rows[0]) : null;
}

/** The round as it is (no lock), or null. */
export async function findRound(db: Queryable, roundId: number): Promise<LockedRound | null> {
  const { rows } = await db.query<RoundRow>(`select ${ROUND_COLUMNS} from futures_rounds where id = $1`, [roundId]);
  return rows[0] ? toRound(rows[0]) : null;
}

/** One entry of the round's timeline. */
export interface Transition {
  roundId: number;
  action: RoundAction;
  from: RoundStatus;
  to: RoundStatus;
  tickId: number | null;
  at: Date;
  reason: string | null;
  operator: string;
}

export async function recordTransition(tx: Queryable, t: Transition): Promise<void> {
  await tx.query(
    `insert into futures_round_transitions (round_id, action, from_status, to_status, tick_id, at, reason, operator)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [t.roundId, t.action, t.from, t.to, t.tickId, t.at, t.reason, t.operator],
  );
}

/** The futures settings (one row): tax and rebate ratios, closing-tick staleness. */
export interface FuturesSettings {
  taxRatio: string;
  rebateRatio: string;
  closeStalenessSeconds: number;
}

export async function futuresSettings(db: Queryable): Promise<FuturesSettings> {
  const { rows } = await db.query<{ tax_ratio: string; rebate_ratio: string; close_staleness_seconds: number }>(
    'select tax_ratio::text as tax_ratio, rebate_ratio::text as rebate_ratio, close_staleness_seconds from futures_settings where id = 1',
  );
  // The migration inserts the row; were it deleted, no tax, no rebate and 5 seconds apply.
  const row = rows[0] ?? { tax_ratio: '0', rebate_ratio: '0', close_staleness_seconds: 5 };
  return { taxRatio: row.tax_ratio, rebateRatio: row.rebate_ratio, closeStalenessSeconds: row.close_staleness_seconds };
}

/** One step of a round's timeline as the runner detail shows it: the transition and the recorded tick it used. */
export interface TimelineEntry {
  action: RoundAction;
  from: RoundStatus;
  to: RoundStatus;
  tickId: number | null;
  /** The tick's price (decimal string) and moment, when the step used one. */
  tickPrice: string | null;
  tickTime: Date | null;
  at: Date;
  reason: string | null;
  operator: string;
}

/** The timeline of a round, oldest first (empty for an unknown round). */
export async function roundTimeline(db: Queryable, roundId: number): Promise<TimelineEntry[]> {
  const { rows } = await db.query<{
    action: RoundAction;
    from_status: RoundStatus;
    to_status: RoundStatus;
    tick_id: string | null;
    price: string | null;
    tick_time: Date | null;
    at: Date;
    reason: string | null;
    operator: string;
  }>(
    `select t.action, t.from_status, t.to_status, t.tick_id, p.price::text as price, p.tick_time, t.at, t.reason, t.operator
     from futures_round_transitions t left join price_ticks p on p.id = t.tick_id
     where t.round_id = $1 order by t.at, t.id`,
    [roundId],
  );
  return rows.map((r) => ({
    action: r.action,
    from: r.from_status,
    to: r.to_status,
    tickId: r.tick_id === null ? null : Number(r.tick_id),
    tickPrice: r.price,
    tickTime: r.tick_time,
    at: r.at,
    reason: r.reason,
    operator: r.operator,
  }));
}
