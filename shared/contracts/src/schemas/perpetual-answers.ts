import { z } from 'zod';
import { answerCount, answerDecimal, answerFlag, answerId, answerTime } from './answer-parts';
import { pageOf } from './common';
import {
  PERPETUAL_CLOSE_OUTCOMES,
  PERPETUAL_CLOSE_REASONS,
  PERPETUAL_DIRECTIONS,
  PERPETUAL_ORDER_CATEGORIES,
  PERPETUAL_ORDER_STATUSES,
  PERPETUAL_POSITION_STATUSES,
  PERPETUAL_SETTLEMENT_STATUSES,
  PERPETUAL_TRIGGER_CONDITIONS,
  PERPETUAL_TRIGGER_KINDS,
  type PerpetualCancelResult,
  type PerpetualChange,
  type PerpetualCloseResult,
  type PerpetualOrder,
  type PerpetualOrderPage,
  type PerpetualPair,
  type PerpetualPairEdited,
  type PerpetualPosition,
  type PerpetualPositionDetail,
  type PerpetualPositionHistory,
  type PerpetualPositionHistoryPage,
  type PerpetualPositionPage,
  type PerpetualSettings,
  type PerpetualSettingsSaved,
  type PerpetualStrategyDetail,
  type PerpetualStress,
  type PerpetualTrigger,
  type PerpetualWarningPage,
} from './perpetual-records';

/**
 * What the perpetual calls answer as the envelope's `data` (zod, strict), each typed against the record the
 * console reads (`perpetual-records.ts`): the OpenAPI document shows them and the API tests check every answer.
 *
 * | call | answer |
 * |---|---|
 * | POST perpetual/trading-pair/list | perpetualPairPageAnswer |
 * | POST perpetual/trading-pair | perpetualPairAnswer |
 * | PATCH perpetual/trading-pair/{id} | perpetualPairEditedAnswer |
 * | POST perpetual/position/list | perpetualPositionPageAnswer |
 * | POST perpetual/position/warning/list | perpetualWarningPageAnswer |
 * | GET perpetual/position/{id} | perpetualPositionDetailAnswer |
 * | POST perpetual/order (staff close) | perpetualCloseResultAnswer |
 * | GET perpetual/order/page | perpetualOrderPageAnswer |
 * | PATCH perpetual/order/cancel | perpetualCancelResultAnswer |
 * | GET perpetual/strategy/order/{id} | perpetualStrategyDetailAnswer |
 * | POST perpetual/order/history/list | perpetualOrderPageAnswer |
 * | POST perpetual/position/history/list | perpetualPositionHistoryPageAnswer |
 * | both exports | a streamed file, or `exportJobStarted` (exports-batch.ts) when large |
 * | GET perpetual/setting/list | perpetualSettingsListAnswer (one row) |
 * | PATCH perpetual/setting/{id} | perpetualSettingsSavedAnswer |
 */

const int = z.number().int();
const direction = z.enum(PERPETUAL_DIRECTIONS);
const settlementStatus = z.enum(PERPETUAL_SETTLEMENT_STATUSES);
const fundType = int.min(1).max(2);

const change: z.ZodType<PerpetualChange> = z
  .object({ field: z.string(), from: z.union([z.string(), z.number()]).nullable(), to: z.union([z.string(), z.number()]).nullable() })
  .strict();

const pairShape = {
  id: answerId,
  tradingPairId: answerId,
  tradingPairName: z.string(),
  name: z.string(),
  multiplier: answerDecimal,
  orderBookPriceRange: answerDecimal,
  quantityPrecision: int.min(0),
  quantityMax: answerDecimal,
  quantityMin: answerDecimal,
  displaySort: int,
  status: answerFlag,
  displaySwitch: answerFlag,
  markPrice: answerDecimal.nullable(),
  markTickId: answerId.nullable(),
  tickAt: answerTime.nullable(),
  openPositions: answerCount,
  createDate: answerTime,
  updateDate: answerTime,
};
export const perpetualPairAnswer: z.ZodType<PerpetualPair> = z.object(pairShape).strict();
export const perpetualPairPageAnswer = pageOf(perpetualPairAnswer).strict();
export const perpetualPairEditedAnswer: z.ZodType<PerpetualPairEdited> = z.object({ ...pairShape, changes: z.array(change) }).strict();

export const perpetualPositionAnswer: z.ZodType<PerpetualPosition> = z
  .object({
    id: answerId,
    accountId: answerId,
    accountName: z.string().nullable(),
    userRemark: z.string().nullable(),
    tradingPairId: answerId,
    tradingPairName: z.string(),
    coin: z.string(),
    direction,
    size: answerDecimal,
    sizeUnitId: int.min(1).max(2),
    baseQuantity: answerDecimal,
    multiplier: answerDecimal,
    openPrice: answerDecimal,
    breakEvenPrice: answerDecimal,
    liquidationPrice: answerDecimal,
    warningPrice: answerDecimal.nullable(),
    margin: answerDecimal,
    leverage: int.positive(),
    maintenanceMarginRate: answerDecimal,
    fee: answerDecimal,
    feeMode: int.min(1).max(2),
    closeProfitFee: answerDecimal,
    fundType,
    warning: answerFlag,
    slPrice: answerDecimal.nullable(),
    tpPrice: answerDecimal.nullable(),
    strategyId: answerId.nullable(),
    openTickId: answerId,
    openedDate: answerTime,
    markPrice: answerDecimal.nullable(),
    markTickId: answerId.nullable(),
    tickAt: answerTime.nullable(),
    notional: answerDecimal.nullable(),
    profit: answerDecimal.nullable(),
    unrealisedPnl: answerDecimal.nullable(),
    maintenanceMargin: answerDecimal.nullable(),
    marginRatio: answerDecimal.nullable(),
    distanceToLiquidation: answerDecimal.nullable(),
    distanceToLiquidationPercent: answerDecimal.nullable(),
  })
  .strict();
export const perpetualPositionPageAnswer: z.ZodType<PerpetualPositionPage> = pageOf(perpetualPositionAnswer).strict();

const stressAnswer: z.ZodType<PerpetualStress> = z
  .object({
    percent: answerDecimal,
    pairs: z.array(
      z
        .object({
          tradingPairId: answerId,
          tradingPairName: z.string(),
          coin: z.string(),
          markPrice: answerDecimal.nullable(),
          downPrice: answerDecimal.nullable(),
          upPrice: answerDecimal.nullable(),
          longPositions: answerCount,
          longNotional: answerDecimal,
          shortPositions: answerCount,
          shortNotional: answerDecimal,
        })
        .strict(),
    ),
    totalPositions: answerCount,
    totalNotional: answerDecimal,
  })
  .strict();

export const perpetualWarningPageAnswer: z.ZodType<PerpetualWarningPage> = pageOf(perpetualPositionAnswer)
  .extend({ stress: stressAnswer, positionWarningThreshold: answerDecimal })
  .strict();

const orderShape = {
  id: answerId,
  accountId: answerId,
  accountName: z.string().nullable(),
  userRemark: z.string().nullable(),
  openedDate: answerTime,
  tradingPairId: answerId,
  tradingPairName: z.string(),
  coin: z.string(),
  direction,
  category: z.enum(PERPETUAL_ORDER_CATEGORIES),
  leverage: int.positive(),
  margin: answerDecimal,
  fee: answerDecimal,
  price: answerDecimal.nullable(),
  executedPrice: answerDecimal.nullable(),
  quantity: answerDecimal,
  executedQuantity: answerDecimal,
  amountUnitId: int.min(1).max(2),
  pnl: answerDecimal.nullable(),
  status: z.enum(PERPETUAL_ORDER_STATUSES),
  settlementStatus,
  fundType,
  stopPrice: answerDecimal.nullable(),
  triggerConditions: z.enum(PERPETUAL_TRIGGER_CONDITIONS).nullable(),
  strategyId: answerId.nullable(),
  closePosition: answerFlag,
  reduceOnly: answerFlag,
  positionId: answerId.nullable(),
  closeReason: z.enum(PERPETUAL_CLOSE_REASONS).nullable(),
  tickId: answerId.nullable(),
  executedDate: answerTime.nullable(),
  cancelledDate: answerTime.nullable(),
  operator: z.string().nullable(),
  reason: z.string().nullable(),
};
export const perpetualOrderAnswer: z.ZodType<PerpetualOrder> = z.object(orderShape).strict();
export const perpetualOrderPageAnswer: z.ZodType<PerpetualOrderPage> = pageOf(perpetualOrderAnswer).strict();

const triggerAnswer: z.ZodType<PerpetualTrigger> = z
  .object({
    id: answerId,
    drivenId: answerId.nullable(),
    drivenOn: z.enum(PERPETUAL_TRIGGER_KINDS),
    trigger: answerDecimal,
    condition: z.enum(PERPETUAL_TRIGGER_CONDITIONS),
    firedTickId: answerId.nullable(),
    firedDate: answerTime.nullable(),
  })
  .strict();

export const perpetualStrategyDetailAnswer: z.ZodType<PerpetualStrategyDetail> = z
  .object({
    order: z.object({ ...orderShape, orderId: answerId, dagId: answerId.nullable(), triggers: z.array(triggerAnswer) }).strict(),
    drivenOrders: z.array(perpetualOrderAnswer),
  })
  .strict();

export const perpetualCancelResultAnswer: z.ZodType<PerpetualCancelResult> = z
  .object({ order: perpetualOrderAnswer, released: answerDecimal })
  .strict();

export const perpetualPositionHistoryAnswer: z.ZodType<PerpetualPositionHistory> = z
  .object({
    id: answerId,
    openedDate: answerTime,
    accountId: answerId,
    accountName: z.string().nullable(),
    userRemark: z.string().nullable(),
    tradingPairId: answerId,
    tradingPairName: z.string(),
    coin: z.string(),
    // A position still open (after a partial close) is `open` in a close's answer; the history holds the others.
    status: z.enum(PERPETUAL_POSITION_STATUSES),
    leverage: int.positive(),
    direction,
    entryPrice: answerDecimal,
    exitPrice: answerDecimal.nullable(),
    pnl: answerDecimal,
    fee: answerDecimal,
    margin: answerDecimal,
    liquidationPrice: answerDecimal,
    maxHeld: answerDecimal,
    closed: answerDecimal,
    closedTime: answerTime.nullable(),
    closeReason: z.enum(PERPETUAL_CLOSE_REASONS).nullable(),
    closeTickId: answerId.nullable(),
    settlementStatus,
    fundType,
  })
  .strict();
export const perpetualPositionHistoryPageAnswer: z.ZodType<PerpetualPositionHistoryPage> = pageOf(perpetualPositionHistoryAnswer).strict();

export const perpetualPositionDetailAnswer: z.ZodType<PerpetualPositionDetail> = z
  .object({
    record: perpetualPositionHistoryAnswer,
    open: perpetualPositionAnswer.nullable(),
    orders: z.array(perpetualOrderAnswer),
    walletChanges: z.array(
      z
        .object({
          id: answerId,
          changeType: z.string(),
          operator: z.string().nullable(),
          before: answerDecimal,
          change: answerDecimal,
          after: answerDecimal,
          createDate: answerTime,
          orderId: answerId,
        })
        .strict(),
    ),
  })
  .strict();

export const perpetualCloseResultAnswer: z.ZodType<PerpetualCloseResult> = z
  .object({
    outcome: z.enum(PERPETUAL_CLOSE_OUTCOMES),
    positionId: answerId,
    order: perpetualOrderAnswer.nullable(),
    markPrice: answerDecimal.nullable(),
    tickId: answerId.nullable(),
    tickAt: answerTime.nullable(),
    closedQuantity: answerDecimal,
    realisedPnl: answerDecimal,
    fee: answerDecimal,
    credited: answerDecimal,
    position: perpetualPositionHistoryAnswer,
  })
  .strict();

const settingsShape = {
  id: answerId,
  perpetualSwitch: answerFlag,
  displayInClient: answerFlag,
  positionWarningThreshold: answerDecimal,
  marginInputMode: int.min(1).max(2),
  sliderValue: int.min(1).max(100),
  buttonValue: z.array(int.min(1).max(100)),
  leverageSwitch: answerFlag,
  leverageMode: int.min(1).max(2),
  fixedLeverageMultiple: int.positive(),
  openLeverageMultiples: z.array(int.positive()),
  openLeverageDefault: int.positive(),
  minimumMaintenanceMarginRate: answerDecimal,
  marginRationWarningThreshold: answerDecimal,
  feeMode: int.min(1).max(2),
  openOrderFee: answerDecimal,
  closeProfitFee: answerDecimal,
  tpSlRangeLimitSwitch: answerFlag,
  slRangeLimit: answerDecimal,
  tpRangeLimit: answerDecimal,
  updateDate: answerTime.nullable(),
  updatedBy: z.string().nullable(),
};
export const perpetualSettingsAnswer: z.ZodType<PerpetualSettings> = z.object(settingsShape).strict();
/** `GET perpetual/setting/list`: the one settings row, as a list. */
export const perpetualSettingsListAnswer = z.array(perpetualSettingsAnswer);
export const perpetualSettingsSavedAnswer: z.ZodType<PerpetualSettingsSaved> = z
  .object({ ...settingsShape, changes: z.array(change) })
  .strict();
