import { z } from 'zod';
import { answerCount, answerDecimal, answerFlag, answerId, answerTime } from './answer-parts';
import { pageOf } from './common';
import {
  FUTURES_DIRECTIONS,
  FUTURES_ORDER_RESULTS,
  FUTURES_ORDER_STATUSES,
  FUTURES_ROUND_ACTIONS,
  FUTURES_ROUND_CONTROLS,
  FUTURES_ROUND_RESULTS,
  FUTURES_ROUND_STATUSES,
  type FuturesAgentLink,
  type FuturesOrder,
  type FuturesOrderCopy,
  type FuturesOrderDetail,
  type FuturesOrderMoney,
  type FuturesOrderPage,
  type FuturesOrderSummary,
  type FuturesPair,
  type FuturesRound,
  type FuturesRoundControlResult,
  type FuturesRoundDetail,
  type FuturesRoundOpenOrders,
  type FuturesRoundTransition,
  type Edited,
  type FuturesOrderFixed,
  type Gameplay,
  type SettingChange,
} from './trading-futures-records';

/**
 * What the futures calls answer as the envelope's `data` (zod, strict), each typed against the interface the
 * console reads (`trading-futures.ts`): the OpenAPI document shows them and the API tests check every answer.
 */

const int = z.number().int();
const roundStatus = z.enum(FUTURES_ROUND_STATUSES);

const pairShape = {
  id: answerId,
  coinPairId: answerId,
  code: z.string(),
  name: z.string(),
  fromCoinCode: z.string(),
  toCoinCode: z.string(),
  status: answerFlag,
  displaySort: int,
  halted: answerFlag,
  gameplayCount: answerCount,
  inUse: answerFlag,
  createDate: answerTime,
  updateDate: answerTime,
};
export const futuresPairAnswer: z.ZodType<FuturesPair> = z.object(pairShape).strict();
const settingChange: z.ZodType<SettingChange> = z
  .object({
    field: z.string(),
    from: z.union([z.string(), z.number()]).nullable(),
    to: z.union([z.string(), z.number()]).nullable(),
  })
  .strict();

export const futuresPairPageAnswer = pageOf(futuresPairAnswer).strict();
/** `futures/tradingPair/edit`. */
export const futuresPairEditedAnswer: z.ZodType<Edited<FuturesPair>> = z.object({ ...pairShape, changes: z.array(settingChange) }).strict();
export const futuresPairDeleted = z.object({ id: answerId, deleted: z.literal(true) }).strict();

const gameplayShape = {
  id: answerId,
  tradingPairId: answerId,
  tradingPairCode: z.string(),
  name: z.string(),
  timeInterval: int.positive(),
  yieldRatio: answerDecimal,
  quantityMin: answerDecimal,
  quantityMax: answerDecimal,
  userRankLevel: int,
  teamRankLevel: int,
  displaySort: int,
  status: answerFlag,
  acceptDelayTime: int.nonnegative(),
  settleDelayTime: int.nonnegative(),
  halted: answerFlag,
  createDate: answerTime,
  updateDate: answerTime,
};
export const gameplayAnswer: z.ZodType<Gameplay> = z.object(gameplayShape).strict();
export const gameplayPageAnswer = pageOf(gameplayAnswer).strict();
/** `futures/gamePlay/edit`. */
export const gameplayEditedAnswer: z.ZodType<Edited<Gameplay>> = z.object({ ...gameplayShape, changes: z.array(settingChange) }).strict();

const agentLinkAnswer: z.ZodType<FuturesAgentLink> = z
  .object({ level: int.min(0).max(5), id: answerId, name: z.string().nullable() })
  .strict();

export const futuresOrderAnswer: z.ZodType<FuturesOrder> = z
  .object({
    id: answerId,
    accountId: answerId,
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    isSales: answerFlag,
    userRemark: z.string().nullable(),
    parentUserId: answerId.nullable(),
    parentUserName: z.string().nullable(),
    agentId: answerId.nullable(),
    agentName: z.string().nullable(),
    agentChain: z.array(agentLinkAnswer),
    site: z.string().nullable(),
    shareId: z.string().nullable(),
    followCode: z.string().nullable(),
    isDemo: answerFlag,
    fundType: int.min(1).max(2),
    coinId: answerId,
    coin: z.string(),
    direction: z.enum(FUTURES_DIRECTIONS),
    amount: answerDecimal,
    filledAmount: answerDecimal,
    tradingPairId: answerId,
    tradingPairCode: z.string(),
    gameplayId: answerId,
    gameplayName: z.string(),
    runnerId: answerId,
    runnerStartDate: answerTime,
    runnerEndDate: answerTime,
    orderPrice: answerDecimal,
    settlePrice: answerDecimal.nullable(),
    orderDate: answerTime,
    transactionDate: answerTime,
    settleDate: answerTime.nullable(),
    yieldRatio: answerDecimal,
    status: z.enum(FUTURES_ORDER_STATUSES),
    result: z.enum(FUTURES_ORDER_RESULTS).nullable(),
    payout: answerDecimal,
    leaderFee: answerDecimal,
    tax: answerDecimal,
    rebate: answerDecimal,
    taxRatio: answerDecimal,
    rebateRatio: answerDecimal,
    ip: z.string().nullable(),
    voidDate: answerTime.nullable(),
    voidOperator: z.string().nullable(),
    voidReason: z.string().nullable(),
    fixDate: answerTime.nullable(),
    fixOperator: z.string().nullable(),
    fixReason: z.string().nullable(),
    placedByStaff: z.string().nullable(),
  })
  .strict();

const futuresOrderSummaryAnswer: z.ZodType<FuturesOrderSummary> = z
  .object({
    coinId: answerId,
    code: z.string(),
    count: int.positive(),
    amount: answerDecimal,
    filledAmount: answerDecimal,
    payout: answerDecimal,
    tax: answerDecimal,
    rebate: answerDecimal,
    leaderFee: answerDecimal,
  })
  .strict();

/** `futures/futuresOrders`: a page and the sums per coin of every matching order. */
export const futuresOrderPageAnswer: z.ZodType<FuturesOrderPage> = pageOf(futuresOrderAnswer)
  .extend({ summary: z.array(futuresOrderSummaryAnswer) })
  .strict();

export const futuresRoundAnswer: z.ZodType<FuturesRound> = z
  .object({
    id: answerId,
    tradingPairId: answerId,
    tradingPairCode: z.string(),
    gameplayId: answerId,
    gameplayName: z.string(),
    status: roundStatus,
    halted: answerFlag,
    haltReason: z.string().nullable(),
    timeInterval: int.positive(),
    yieldRatio: answerDecimal,
    openTickId: answerId.nullable(),
    openPrice: answerDecimal.nullable(),
    closeTickId: answerId.nullable(),
    closePrice: answerDecimal.nullable(),
    result: z.enum(FUTURES_ROUND_RESULTS).nullable(),
    longTotal: answerDecimal,
    shortTotal: answerDecimal,
    longCount: answerCount,
    shortCount: answerCount,
    winnerPayout: answerDecimal,
    loserPayout: answerDecimal,
    refundTotal: answerDecimal,
    longYieldRatio: answerDecimal.nullable(),
    shortYieldRatio: answerDecimal.nullable(),
    startDate: answerTime,
    lockDate: answerTime,
    endDate: answerTime,
    settleDueDate: answerTime,
    settleDate: answerTime.nullable(),
    voidReason: z.string().nullable(),
    voidOperator: z.string().nullable(),
    voidDate: answerTime.nullable(),
  })
  .strict();
export const futuresRoundPageAnswer = pageOf(futuresRoundAnswer).strict();

const orderMoneyAnswer: z.ZodType<FuturesOrderMoney> = z
  .object({
    id: answerId,
    changeType: z.string(),
    before: answerDecimal,
    change: answerDecimal,
    after: answerDecimal,
    operator: z.string().nullable(),
    createDate: answerTime,
  })
  .strict();

const orderCopyAnswer: z.ZodType<FuturesOrderCopy> = z
  .object({
    role: z.enum(['leading', 'following']),
    leadingOrderId: answerId,
    leaderAccountId: answerId,
    shareId: z.string(),
    followCode: z.string(),
    leaderFeeRatio: answerDecimal,
    userBalance: answerDecimal.nullable(),
    salesId: answerId.nullable(),
    updateDate: answerTime,
  })
  .strict();

export const futuresOrderDetailAnswer: z.ZodType<FuturesOrderDetail> = z
  .object({
    order: futuresOrderAnswer,
    round: futuresRoundAnswer,
    walletChanges: z.array(orderMoneyAnswer),
    copy: orderCopyAnswer.nullable().optional(),
  })
  .strict();

/** `futures/order/fix`. */
export const futuresOrderFixedAnswer: z.ZodType<FuturesOrderFixed> = z
  .object({
    order: futuresOrderAnswer,
    round: futuresRoundAnswer,
    walletChanges: z.array(orderMoneyAnswer),
    copy: orderCopyAnswer.nullable().optional(),
    fix: z.object({ filledAmountBefore: answerDecimal, filledAmountAfter: answerDecimal, refunded: answerDecimal }).strict(),
  })
  .strict();

const transitionAnswer: z.ZodType<FuturesRoundTransition> = z
  .object({
    id: answerId,
    action: z.enum(FUTURES_ROUND_ACTIONS),
    fromStatus: roundStatus,
    toStatus: roundStatus,
    tickId: answerId.nullable(),
    tickPrice: answerDecimal.nullable(),
    tickTime: answerTime.nullable(),
    at: answerTime,
    reason: z.string().nullable(),
    operator: z.string(),
  })
  .strict();

const openOrdersAnswer: z.ZodType<FuturesRoundOpenOrders> = z
  .object({ orders: answerCount, users: answerCount, longTotal: answerDecimal, shortTotal: answerDecimal, refund: answerDecimal })
  .strict();

export const futuresRoundDetailAnswer: z.ZodType<FuturesRoundDetail> = z
  .object({ round: futuresRoundAnswer, transitions: z.array(transitionAnswer), openOrders: openOrdersAnswer })
  .strict();

const roundState = z.object({ status: roundStatus, halted: answerFlag }).strict();

export const futuresRoundControlAnswer: z.ZodType<FuturesRoundControlResult> = z
  .object({
    runnerId: answerId,
    action: z.enum(FUTURES_ROUND_CONTROLS),
    reason: z.string(),
    before: roundState,
    after: roundState,
    refundedOrders: answerCount,
    refunded: answerDecimal,
    round: futuresRoundAnswer,
  })
  .strict();
