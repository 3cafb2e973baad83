import Decimal from 'decimal.js';
import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, dateTime, decimalAmount, decimalString, intLike, optionalText, paging, recordId } from './common';
import {
  FUTURES_DIRECTIONS,
  FUTURES_ORDER_RESULTS,
  FUTURES_ORDER_STATUSES,
  FUTURES_ROUND_CONTROLS,
  FUTURES_ROUND_RESULTS,
  FUTURES_ROUND_STATUSES,
} from './trading-futures-records';

export * from './trading-futures-records';

/*
 * The requests of the futures calls: pairs, gameplays, orders and rounds (the spec's "runners"); the records
 * they answer are in `trading-futures-records.ts`, re-exported here. The statuses are the words of the
 * database (023_futures.sql); options name them (`futuresOrderStatus`, `futuresOrderResult`,
 * `futuresDirection`, `futuresRoundStatus`, `futuresRoundResult`, `futuresRoundAction`). No field sets a
 * round's result, a price or one user's outcome (DESIGN section 5).
 */

const flag = intLike.min(0).max(1);
const sortNumber = intLike.min(0).max(1_000_000);
const optionalDate = dateTime.optional().or(z.literal('').transform(() => undefined));
/** A reason staff give for a change of money or of a round: kept in the backstage log and on the record. */
const reason = z.string().trim().min(1, 'reason is required').max(500);
/** A ratio as a fraction (0.85 is 85 %), NUMERIC(18, 8) in the database. */
const ratio = decimalAmount({ integer: 10, fraction: 8 }).refine((s) => !s.startsWith('-') && /[1-9]/.test(s), {
  message: 'must be greater than zero',
});
const nonNegativeAmount = decimalString.refine((s) => !s.startsWith('-'), { message: 'must not be negative' });
const positiveAmount = decimalString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), { message: 'must be greater than zero' });
/** Seconds of a round's length or delays: up to a week. */
const seconds = intLike.min(0).max(7 * 24 * 3600);

// ---------------------------------------------------------------- pairs

/** `futures/tradingPairList`. */
export const futuresPairListQuery = paging.extend({
  /** Code or name (contains). */
  code: optionalText(64),
  name: optionalText(64),
  status: flag.optional(),
  coinPairId: recordId.optional(),
  ...sortFields('futurePairs'),
});
export type FuturesPairListQuery = z.input<typeof futuresPairListQuery>;

/** `futures/tradingPair/add`: a pair quoted by a coin pair of the feed (the spec's `thirdPartySymbolId`). */
export const futuresPairAdd = z
  .object({
    coinPairId: recordId,
    /** Defaults to the coin pair's code. */
    code: optionalText(32),
    name: z.string().trim().min(1).max(64),
    status: flag.default(1),
    displaySort: sortNumber.default(0),
  })
  // Unknown fields are refused, not dropped: `initialRandomYield` is not offered (DESIGN section 5).
  .strict();
export type FuturesPairAdd = z.input<typeof futuresPairAdd>;

/** `futures/tradingPair/edit`: the fields sent change; the coin pair only while the pair has no round. */
export const futuresPairEdit = z
  .object({
    id: recordId,
    coinPairId: recordId.optional(),
    code: z.string().trim().min(1).max(32).optional(),
    name: z.string().trim().min(1).max(64).optional(),
    status: flag.optional(),
    displaySort: sortNumber.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'id'), { message: 'nothing to change', path: ['id'] });
export type FuturesPairEdit = z.input<typeof futuresPairEdit>;

// ---------------------------------------------------------------- gameplays

/** `futures/gamePlay/list`. */
export const gameplayListQuery = paging.extend({
  tradingPairId: recordId.optional(),
  status: flag.optional(),
  name: optionalText(64),
  ...sortFields('futureGameplays'),
});
export type GameplayListQuery = z.input<typeof gameplayListQuery>;

const gameplayFields = {
  name: z.string().trim().min(1).max(64),
  /** Seconds between rounds (a round's length). */
  timeInterval: seconds.min(1),
  /** What a winning order earns per unit of stake (0.85: 85 %), shown to clients as it is. */
  yieldRatio: ratio,
  /** One order's smallest and largest stake. */
  quantityMin: nonNegativeAmount,
  quantityMax: positiveAmount,
  userRankLevel: intLike.min(0).max(1000),
  teamRankLevel: intLike.min(0).max(1000),
  displaySort: sortNumber,
  status: flag,
  /** Seconds before a round's end from which it accepts no order. */
  acceptDelayTime: seconds,
  /** Seconds after a round's end at which it settles. */
  settleDelayTime: seconds,
};

const quantitiesInOrder = (b: { quantityMin?: string; quantityMax?: string }) =>
  b.quantityMin === undefined || b.quantityMax === undefined || new Decimal(b.quantityMin).lte(b.quantityMax);
const delayInsideRound = (b: { acceptDelayTime?: number; timeInterval?: number }) =>
  b.acceptDelayTime === undefined || b.timeInterval === undefined || b.acceptDelayTime < b.timeInterval;

/** `futures/gamePlay/add`. */
export const gameplayAdd = z
  .object({
    tradingPairId: recordId,
    ...gameplayFields,
    quantityMin: gameplayFields.quantityMin.default('0'),
    userRankLevel: gameplayFields.userRankLevel.default(0),
    teamRankLevel: gameplayFields.teamRankLevel.default(0),
    displaySort: gameplayFields.displaySort.default(0),
    status: gameplayFields.status.default(1),
    acceptDelayTime: gameplayFields.acceptDelayTime.default(0),
    settleDelayTime: gameplayFields.settleDelayTime.default(0),
  })
  .strict()
  .refine(quantitiesInOrder, { message: 'must not be more than quantityMax', path: ['quantityMin'] })
  .refine(delayInsideRound, { message: 'must be less than timeInterval', path: ['acceptDelayTime'] });
export type GameplayAdd = z.input<typeof gameplayAdd>;

/** `futures/gamePlay/edit`: the fields sent change, from the gameplay's next round (a round keeps its settings). */
export const gameplayEdit = z
  .object({ id: recordId, ...z.object(gameplayFields).partial().shape })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'id'), { message: 'nothing to change', path: ['id'] })
  .refine(quantitiesInOrder, { message: 'must not be more than quantityMax', path: ['quantityMin'] })
  .refine(delayInsideRound, { message: 'must be less than timeInterval', path: ['acceptDelayTime'] });
export type GameplayEdit = z.input<typeof gameplayEdit>;

// ---------------------------------------------------------------- orders

/** `futures/futuresOrders` (and its export): the tab is `status`; `startTime`/`endTime` bound the order date. */
export const futuresOrderListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  /** The user's e-mail (contains). */
  email: optionalText(128),
  /** Any upline (agent chain, up to six levels) of the user. */
  agentId: bigRecordId.optional(),
  parentUserId: bigRecordId.optional(),
  isSales: flag.optional(),
  isDemo: flag.optional(),
  fundType: intLike.min(1).max(2).optional(),
  coinId: recordId.optional(),
  tradingPairId: recordId.optional(),
  gameplayId: recordId.optional(),
  runnerId: bigRecordId.optional(),
  status: z.enum(FUTURES_ORDER_STATUSES).optional(),
  result: z.enum(FUTURES_ORDER_RESULTS).optional(),
  direction: z.enum(FUTURES_DIRECTIONS).optional(),
  shareId: optionalText(64),
  followCode: optionalText(64),
  ip: optionalText(64),
  settleStartTime: optionalDate,
  settleEndTime: optionalDate,
  minAmount: nonNegativeAmount.optional(),
  maxAmount: nonNegativeAmount.optional(),
  ...sortFields('futureOrders'),
});
export type FuturesOrderListQuery = z.input<typeof futuresOrderListQuery>;

/** `reporting/futures/export/futuresRecord`: the list's filters and the file's format. */
export const futuresOrderExport = futuresOrderListQuery.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });
export type FuturesOrderExportQuery = z.input<typeof futuresOrderExport>;

/**
 * `futures/order/fix`: lowers an open order's filled stake (never raises it) while its round has not settled;
 * the difference goes back to the user's futures wallet through the ledger.
 */
export const futuresOrderFix = z.strictObject({
  id: bigRecordId,
  /** The order's round: a guard that the admin fixes the order they looked at. */
  runnerId: bigRecordId,
  filledAmount: nonNegativeAmount,
  reason,
});
export type FuturesOrderFix = z.input<typeof futuresOrderFix>;

// ---------------------------------------------------------------- rounds ("runners")

/** `futures/runner/list`: `startTime`/`endTime` bound the round's start. */
export const runnerListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  tradingPairId: recordId.optional(),
  gameplayId: recordId.optional(),
  status: z.enum(FUTURES_ROUND_STATUSES).optional(),
  result: z.enum(FUTURES_ROUND_RESULTS).optional(),
  halted: flag.optional(),
  ...sortFields('futureRounds'),
});
export type RunnerListQuery = z.input<typeof runnerListQuery>;

/** `futures/runner/systemic/control`: halt, resume, or void with refund; each with its reason. */
export const runnerControl = z
  .object({
    runnerId: bigRecordId,
    action: z.enum(FUTURES_ROUND_CONTROLS),
    reason,
  })
  // A result, price or outcome sent along is refused, not silently dropped (DESIGN section 5).
  .strict();
export type RunnerControl = z.input<typeof runnerControl>;
