// contracts: ready
/*
 * Perpetual contracts (`/perpetual/*`, permissions 211-225): the words of its statuses, the records the console
 * reads, and the requests of every perpetual call (endpoints.tsv). The answers' zod schemas are in
 * `perpetual-answers.ts`. Names of the spec kept as they are (`marginRationWarningThreshold` included).
 *
 * Ids: a perpetual pair's `tradingPairId` is the coin pair of the feed that quotes it; on positions and orders
 * `tradingPairId` is the perpetual pair's id. Quantities (`size`, `quantity`, `amount`) are in contracts of the
 * pair (one contract is `multiplier` of the base coin) unless `unitId` 2 says base coin. Prices and money are
 * decimal strings in the pair's quote coin (each record answers it as `coin`); ratios are fractions (0.8 is 80 %).
 * Isolated margin per position. The money of a close is `perpetual-rules.ts` (the engine's and the console's).
 * No field sets a fill, close or liquidation price: every price is a recorded tick (DESIGN sections 5 and 8).
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, decimalAmount, intLike, optionalText, paging, recordId } from './common';

export * from './perpetual-records';
import {
  PERPETUAL_CLOSE_REASONS,
  PERPETUAL_DIRECTIONS,
  PERPETUAL_ORDER_CATEGORIES,
  PERPETUAL_ORDER_STATUSES,
  PERPETUAL_POSITION_HISTORY_STATUSES,
} from './perpetual-records';

const flag = intLike.min(0).max(1);
const sortNumber = intLike.min(0).max(1_000_000);
/** Staff give a reason for every close and cancel: kept on the order and in the backstage log. */
const reason = z.string().trim().min(1, 'reason is required').max(500);
const positive = (digits = { integer: 18, fraction: 18 }) =>
  decimalAmount(digits).refine((s) => !s.startsWith('-') && /[1-9]/.test(s), { message: 'must be greater than zero' });
/** A fraction between 0 and 1 (0.8 is 80 %), at most 8 decimals. */
const fraction = decimalAmount({ integer: 1, fraction: 8 }).refine((s) => !s.startsWith('-') && new Decimal(s).lte(1), {
  message: 'must be between 0 and 1',
});
const fee = decimalAmount({ integer: 18, fraction: 8 }).refine((s) => !s.startsWith('-'), { message: 'must not be negative' });

/** The largest leverage multiple the settings may offer. */
export const PERPETUAL_MAX_LEVERAGE = 125;
const leverage = intLike.min(1, { message: 'must be 1 or more' }).max(PERPETUAL_MAX_LEVERAGE, {
  message: `must be at most ${PERPETUAL_MAX_LEVERAGE}`,
});

// ---------------------------------------------------------------- pairs

/** `perpetual/trading-pair/list`. */
export const perpetualPairListQuery = paging.extend({
  name: optionalText(64),
  /** The coin pair of the feed. */
  tradingPairId: recordId.optional(),
  status: flag.optional(),
  displaySwitch: flag.optional(),
  ...sortFields('perpetualPairs'),
});
export type PerpetualPairListQuery = z.input<typeof perpetualPairListQuery>;

const pairFields = {
  /** The coin pair of the feed that quotes it. */
  tradingPairId: recordId,
  name: z.string().trim().min(1).max(64),
  /** Base coin per contract (0.001 BTC). */
  multiplier: positive({ integer: 18, fraction: 18 }),
  /** How far from the mark price (a fraction) the client's order book accepts limit prices. */
  orderBookPriceRange: fraction,
  /** Decimals of an order's quantity in contracts. */
  quantityPrecision: intLike.min(0).max(8),
  quantityMax: positive(),
  quantityMin: positive(),
  displaySort: sortNumber,
  status: flag,
  /** Shown in the client app. */
  displaySwitch: flag,
};
const quantitiesInOrder = (b: { quantityMin?: string; quantityMax?: string }) =>
  b.quantityMin === undefined || b.quantityMax === undefined || new Decimal(b.quantityMin).lte(b.quantityMax);

/** `POST perpetual/trading-pair`: the spec's required fields; status and display default to on. */
export const perpetualPairAdd = z
  .object({ ...pairFields, status: flag.default(1), displaySwitch: flag.default(1) })
  .strict()
  .refine(quantitiesInOrder, { message: 'must not be more than quantityMax', path: ['quantityMin'] });
export type PerpetualPairAdd = z.input<typeof perpetualPairAdd>;

/** `PATCH perpetual/trading-pair/{id}`: the fields sent change (the status and display switches included). */
export const perpetualPairEdit = z
  .object(pairFields)
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change', path: ['name'] })
  .refine(quantitiesInOrder, { message: 'must not be more than quantityMax', path: ['quantityMin'] });
export type PerpetualPairEdit = z.input<typeof perpetualPairEdit>;

// ---------------------------------------------------------------- positions

const positionFilters = {
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  tradingPairId: recordId.optional(),
  direction: z.enum(PERPETUAL_DIRECTIONS).optional(),
  fundType: intLike.min(1).max(2).optional(),
  /** The user's remark (contains). */
  userRemark: optionalText(128),
};

/** `perpetual/position/list`: open positions; `startTime`/`endTime` bound the opening time. */
export const perpetualPositionListQuery = paging
  .extend(dateRange.shape)
  .extend({ ...positionFilters, warning: flag.optional(), ...sortFields('perpetualPositions') });
export type PerpetualPositionListQuery = z.input<typeof perpetualPositionListQuery>;

/**
 * `perpetual/position/warning/list`: the flagged positions, nearest to liquidation first (distance in percent of
 * the mark price), and the stress figure for a move of the feed by plus or minus `stressPercent` (default 5).
 */
export const perpetualWarningListQuery = paging.extend({
  ...positionFilters,
  stressPercent: decimalAmount({ integer: 2, fraction: 2 })
    .refine((s) => new Decimal(s).gt(0) && new Decimal(s).lt(100), { message: 'must be more than 0 and less than 100' })
    .default('5'),
});
export type PerpetualWarningListQuery = z.input<typeof perpetualWarningListQuery>;

// ---------------------------------------------------------------- staff close ("close position" order)

/**
 * `POST perpetual/order`: staff close a position, or part of it, with a reduce-only market order filled at the
 * recorded mark price (the pair's newest tick). `price` is the mark price the admin was shown: kept on the
 * order for the record, never the fill price. `direction` is the direction of the position closed. `amount` in
 * `unitId` (1 contracts, 2 base coin), at most the position's size (more closes the whole position). `leverage`
 * must be the position's. A repeated close of a closed position changes nothing (outcome `already_closed`); a
 * repeated `clientOrderId` answers the first close.
 */
export const perpetualCloseOrder = z
  .object({
    accountId: bigRecordId,
    /** Only a market order: staff never choose a close price. */
    category: z.literal('market', { message: 'staff close at the recorded market price: category must be market' }),
    direction: z.enum(PERPETUAL_DIRECTIONS),
    tradingPairId: recordId,
    price: positive(),
    amount: positive(),
    leverage,
    unitId: intLike.min(1).max(2),
    /** The position the admin looked at (a guard: it must be the open position of the account, pair and direction). */
    positionId: bigRecordId.optional(),
    /** Makes a retried call answer the first close instead of closing again. */
    clientOrderId: optionalText(64),
    reason,
  })
  .strict();
export type PerpetualCloseOrder = z.input<typeof perpetualCloseOrder>;

// ---------------------------------------------------------------- orders

/** `GET perpetual/order/page` (query): the open orders (limit, stop, and TP/SL strategies waiting for their price). */
export const perpetualOpenOrderQuery = paging.extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  tradingPairId: recordId.optional(),
  direction: z.enum(PERPETUAL_DIRECTIONS).optional(),
  category: z.enum(PERPETUAL_ORDER_CATEGORIES).optional(),
  fundType: intLike.min(1).max(2).optional(),
  ...sortFields('perpetualOpenOrders'),
});
export type PerpetualOpenOrderQuery = z.input<typeof perpetualOpenOrderQuery>;

/** `PATCH perpetual/order/cancel`: cancels an open order (its held margin and fee go back) or a TP/SL strategy. */
export const perpetualOrderCancel = z.object({ id: bigRecordId, reason }).strict();
export type PerpetualOrderCancel = z.input<typeof perpetualOrderCancel>;

/** `perpetual/order/history/list` (and its export): orders no longer open; `startTime`/`endTime` bound the order time. */
export const perpetualOrderHistoryQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  tradingPairId: recordId.optional(),
  direction: z.enum(PERPETUAL_DIRECTIONS).optional(),
  category: z.enum(PERPETUAL_ORDER_CATEGORIES).optional(),
  status: z.enum(PERPETUAL_ORDER_STATUSES).optional(),
  positionId: bigRecordId.optional(),
  fundType: intLike.min(1).max(2).optional(),
  ...sortFields('perpetualOrderHistory'),
});
export type PerpetualOrderHistoryQuery = z.input<typeof perpetualOrderHistoryQuery>;

/** `reporting/perpetual/export/perpetualOrderHistoryRecord`. */
export const perpetualOrderHistoryExport = perpetualOrderHistoryQuery.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });
export type PerpetualOrderHistoryExportQuery = z.input<typeof perpetualOrderHistoryExport>;

/** `perpetual/position/history/list` (and its export): closed and liquidated positions; the dates bound the close time. */
export const perpetualPositionHistoryQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  tradingPairId: recordId.optional(),
  direction: z.enum(PERPETUAL_DIRECTIONS).optional(),
  status: z.enum(PERPETUAL_POSITION_HISTORY_STATUSES).optional(),
  closeReason: z.enum(PERPETUAL_CLOSE_REASONS).optional(),
  fundType: intLike.min(1).max(2).optional(),
  ...sortFields('perpetualPositionHistory'),
});
export type PerpetualPositionHistoryQuery = z.input<typeof perpetualPositionHistoryQuery>;

/** `reporting/perpetual/export/perpetualPositionHistoryRecord`. */
export const perpetualPositionHistoryExport = perpetualPositionHistoryQuery.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });
export type PerpetualPositionHistoryExportQuery = z.input<typeof perpetualPositionHistoryExport>;

// ---------------------------------------------------------------- settings

/**
 * The settings as the settings tabs edit them. Checked together with the saved values (a PATCH sends some):
 * the default leverage is one of the offered multiples; minimumMaintenanceMarginRate < marginRationWarningThreshold
 * <= positionWarningThreshold < 1 (a margin ratio of 1 is liquidation; the user is warned first, then the
 * position enters the staff warning list). Nothing randomises a figure (DESIGN section 5).
 */
export const perpetualSettingsFields = {
  perpetualSwitch: flag,
  displayInClient: flag,
  /** The margin ratio from which a position is flagged for staff (the warning list). */
  positionWarningThreshold: fraction,
  /** 1 slider, 2 buttons: how the client picks the margin of an order. */
  marginInputMode: intLike.min(1).max(2),
  /** The slider's step, in percent of the available balance. */
  sliderValue: intLike.min(1).max(100),
  /** The buttons' percents of the available balance. */
  buttonValue: z.array(intLike.min(1).max(100)).min(1).max(10),
  /** Whether the client may choose the leverage. */
  leverageSwitch: flag,
  /** 1 fixed multiple, 2 a choice among `openLeverageMultiples`. */
  leverageMode: intLike.min(1).max(2),
  fixedLeverageMultiple: leverage,
  openLeverageMultiples: z.array(leverage).min(1).max(20),
  openLeverageDefault: leverage,
  /** Maintenance margin as a fraction of the position's notional at the mark price. */
  minimumMaintenanceMarginRate: fraction,
  /** The margin ratio from which the client warns the user. */
  marginRationWarningThreshold: fraction,
  /** 1 rates (of the opened notional; of a close's profit), 2 fixed amounts per order. */
  feeMode: intLike.min(1).max(2),
  openOrderFee: fee,
  closeProfitFee: fee,
  tpSlRangeLimitSwitch: flag,
  /** How far (a fraction of the entry price) a stop-loss price may be from the entry price. */
  slRangeLimit: fraction,
  /** The same for a take-profit price; may exceed 1 (a take-profit 150 % above a long's entry). */
  tpRangeLimit: positive({ integer: 4, fraction: 8 }),
};

/** `PATCH perpetual/setting/{id}`: the fields sent change. */
export const perpetualSettingsPatch = z
  .object(perpetualSettingsFields)
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change', path: ['perpetualSwitch'] });
export type PerpetualSettingsPatch = z.input<typeof perpetualSettingsPatch>;
