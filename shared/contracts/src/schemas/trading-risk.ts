import { z } from 'zod';
import { sortFields } from '../lists';
import { answerCode, answerCount, answerDecimal, answerId, answerTime } from './answer-parts';
import { dateRange, decimalString, intLike, optionalText, paging, recordId } from './common';

/*
 * The reference-price guard (`risk/*`, DESIGN sections 5 and 8): per coin pair a reference (moving average of
 * recorded ticks, or a price staff set) and a band; the pair halts while the feed strays beyond it. Nothing
 * here sets a price anything settles at: the reference only decides whether the pair trades.
 */

export const RISK_GUARD_STATES = ['armed', 'tripped', 'cooling', 'halted'] as const;
export type RiskGuardState = (typeof RISK_GUARD_STATES)[number];
export const RISK_RECORD_TYPES = ['trip', 'rearm', 'halt', 'setting'] as const;
export type RiskRecordType = (typeof RISK_RECORD_TYPES)[number];

const positivePrice = decimalString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), { message: 'must be greater than zero' });
const band = decimalString.refine((s) => /^\d{1,2}(\.\d{1,4})?$/.test(s) && /[1-9]/.test(s), {
  message: 'must be a percentage above 0 and below 100 with at most 4 decimals',
});
const reason = z.string().trim().min(1, 'reason is required').max(500);

/** The guard's settings, as `risk/setting/add` and the preview take them. */
const guardSettings = {
  /** The coin pair (`cid` as the spec's console names it). */
  cid: recordId,
  /** The pair's code or name, when sent: checked against `cid`. */
  tradingPair: optionalText(40),
  /** A reference price set by staff; left out, the reference is the moving average of recorded ticks. */
  price: z.union([positivePrice, z.literal('').transform(() => undefined), z.null().transform(() => undefined)]).optional(),
  averageWindowSeconds: intLike.min(10).max(86400).default(300),
  bandPercent: band,
  stalenessSeconds: intLike.min(1).max(86400).default(30),
  breachesToTrip: intLike.min(1).max(1000).default(3),
  cooldownSeconds: intLike.min(0).max(86400).default(300),
};

/** `risk/setting/add`: sets (or changes) a pair's guard; `halt: 1` halts the pair by hand. */
export const riskSettingSave = z.object({ ...guardSettings, halt: intLike.min(0).max(1).default(0), reason });
export type RiskSettingSaveInput = z.input<typeof riskSettingSave>;

/** `risk/setting/preview`: how the settings would have behaved over the last 24 hours of recorded ticks. */
export const riskSettingPreview = z.object(guardSettings);
export type RiskSettingPreviewInput = z.input<typeof riskSettingPreview>;

/** `risk/setting/loop`: re-arms a tripped, cooling or hand-halted guard. */
export const riskLoop = z.object({ cid: recordId, tradingPair: optionalText(40), reason });
export type RiskLoopInput = z.input<typeof riskLoop>;

/** `risk/setting/list`: every coin pair with its guard (or none). */
export const riskSettingListQuery = paging.extend({
  code: optionalText(40),
  state: z.enum(RISK_GUARD_STATES).optional(),
});
export type RiskSettingListQuery = z.input<typeof riskSettingListQuery>;

/** `risk/record/list`. */
export const riskRecordListQuery = paging.extend(dateRange.shape).extend({
  cid: recordId.optional(),
  type: z.enum(RISK_RECORD_TYPES).optional(),
  ...sortFields('riskRecords'),
});
export type RiskRecordListQuery = z.input<typeof riskRecordListQuery>;

export interface RiskSetting {
  /** The guard's id; null for a pair without a guard. */
  id: number | null;
  cid: number;
  code: string;
  name: string;
  logo: string | null;
  /** The newest recorded price and its time. */
  livePrice: string | null;
  liveTickTime: string | null;
  /** The reference now (staff's price, or the moving average of the window's ticks); null when there is none. */
  price: string | null;
  referenceMode: number | null;
  averageWindowSeconds: number | null;
  bandPercent: string | null;
  /** The band's bounds around the reference now. */
  lowerBound: string | null;
  upperBound: string | null;
  stalenessSeconds: number | null;
  breachesToTrip: number | null;
  cooldownSeconds: number | null;
  /** Null without a guard. */
  status: RiskGuardState | null;
  halted: boolean;
  consecutiveBreaches: number;
  stateSince: string | null;
  coolingUntil: string | null;
  updatedBy: string | null;
  updateDate: string | null;
}

const nullableDecimal = answerDecimal.nullable();

export const riskSettingAnswer: z.ZodType<RiskSetting> = z
  .object({
    id: answerId.nullable(),
    cid: answerId,
    code: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    livePrice: nullableDecimal,
    liveTickTime: answerTime.nullable(),
    price: nullableDecimal,
    referenceMode: answerCode.nullable(),
    averageWindowSeconds: answerCount.nullable(),
    bandPercent: nullableDecimal,
    lowerBound: nullableDecimal,
    upperBound: nullableDecimal,
    stalenessSeconds: answerCount.nullable(),
    breachesToTrip: answerCount.nullable(),
    cooldownSeconds: answerCount.nullable(),
    status: z.enum(RISK_GUARD_STATES).nullable(),
    halted: z.boolean(),
    consecutiveBreaches: answerCount,
    stateSince: answerTime.nullable(),
    coolingUntil: answerTime.nullable(),
    updatedBy: z.string().nullable(),
    updateDate: answerTime.nullable(),
  })
  .strict();

export interface RiskPreviewEvent {
  type: 'trip' | 'rearm';
  cause: 'band' | 'stale' | null;
  at: string;
}

export interface RiskPreview {
  from: string;
  to: string;
  ticks: number;
  trips: number;
  /** The first 100 trips and re-arms, oldest first. */
  events: RiskPreviewEvent[];
}

export const riskPreviewAnswer: z.ZodType<RiskPreview> = z
  .object({
    from: answerTime,
    to: answerTime,
    ticks: answerCount,
    trips: answerCount,
    events: z.array(z.object({ type: z.enum(['trip', 'rearm']), cause: z.enum(['band', 'stale']).nullable(), at: answerTime }).strict()),
  })
  .strict();

export interface RiskRecord {
  id: number;
  guardId: number;
  cid: number;
  code: string;
  type: RiskRecordType;
  /** Of a trip: `band` or `stale`. */
  cause: string | null;
  controlTime: string;
  /** The last price inside the band before a trip. */
  beforePrice: string | null;
  /** The reference the trip was judged against. */
  price: string | null;
  /** The breaching price. */
  afterPrice: string | null;
  bandPercent: string | null;
  lastGoodTickId: number | null;
  breachingTickId: number | null;
  /** Of a re-arm: the trip (or hand halt) it ended. */
  tripId: number | null;
  /** Of a trip or halt: when it ended, and how long it lasted. */
  endedAt: string | null;
  durationSeconds: number | null;
  roundsVoided: number;
  ordersRefunded: number;
  operator: string | null;
  reason: string | null;
  beforeState: Record<string, unknown> | null;
  afterState: Record<string, unknown> | null;
}

export const riskRecordAnswer: z.ZodType<RiskRecord> = z
  .object({
    id: answerId,
    guardId: answerId,
    cid: answerId,
    code: z.string(),
    type: z.enum(RISK_RECORD_TYPES),
    cause: z.string().nullable(),
    controlTime: answerTime,
    beforePrice: nullableDecimal,
    price: nullableDecimal,
    afterPrice: nullableDecimal,
    bandPercent: nullableDecimal,
    lastGoodTickId: answerId.nullable(),
    breachingTickId: answerId.nullable(),
    tripId: answerId.nullable(),
    endedAt: answerTime.nullable(),
    durationSeconds: answerCount.nullable(),
    roundsVoided: answerCount,
    ordersRefunded: answerCount,
    operator: z.string().nullable(),
    reason: z.string().nullable(),
    beforeState: z.record(z.string(), z.unknown()).nullable(),
    afterState: z.record(z.string(), z.unknown()).nullable(),
  })
  .strict();
