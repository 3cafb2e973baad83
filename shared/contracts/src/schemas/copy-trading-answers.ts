import { z } from 'zod';
import { answerCount, answerDecimal, answerId, answerTime } from './answer-parts';
import { pageOf } from './common';
import {
  FOLLOW_BATCH_ROW_STATUSES,
  FOLLOW_LIST_TYPES,
  FOLLOW_PERMISSION_TYPES,
  FOLLOW_SKIP_REASONS,
  FOLLOW_SKIP_SOURCES,
  type FanOut,
  type FollowBatchResult,
  type FollowInit,
  type FollowingOrder,
  type FollowingOrderPage,
  type FollowingOrderSummary,
  type FollowListChanged,
  type FollowListEntry,
  type FollowListPage,
  type FollowPairNames,
  type FollowPermissionsEdited,
  type FollowSkip,
  type LeadingOrder,
  type LeadingOrderPage,
  type LeadingOrderPlaced,
  type LeadingOrderSummary,
} from './copy-trading-records';
import { FUTURES_DIRECTIONS, FUTURES_ORDER_RESULTS, FUTURES_ORDER_STATUSES } from './trading-futures-records';

/**
 * What the copy-trading calls answer as the envelope's `data` (zod, strict), each typed against the interface the
 * console reads (`copy-trading-records.ts`): the OpenAPI document shows them and the API tests check every answer.
 */

const int = z.number().int();
const permissionsType = z.enum(FOLLOW_PERMISSION_TYPES);

const skipCounts = z.object(
  Object.fromEntries(FOLLOW_SKIP_REASONS.map((r) => [r, answerCount])) as Record<(typeof FOLLOW_SKIP_REASONS)[number], typeof answerCount>,
);

const fanOutAnswer: z.ZodType<FanOut> = z
  .object({
    targeted: answerCount,
    copied: answerCount,
    skipped: answerCount,
    skippedBy: skipCounts.strict(),
    copyMs: int.nonnegative().nullable(),
  })
  .strict();

export const followSkipAnswer: z.ZodType<FollowSkip> = z
  .object({
    id: answerId,
    leadingOrderId: answerId,
    accountId: answerId,
    email: z.string().nullable(),
    reason: z.enum(FOLLOW_SKIP_REASONS),
    source: z.enum(FOLLOW_SKIP_SOURCES),
    amount: answerDecimal.nullable(),
    detail: z.string().nullable(),
    createDate: answerTime,
  })
  .strict();
export const followSkipPageAnswer = pageOf(followSkipAnswer).strict();

export const leadingOrderAnswer: z.ZodType<LeadingOrder> = z
  .object({
    id: answerId,
    shareId: z.string(),
    followCode: z.string(),
    orderType: z.enum(['staff', 'client']),
    placedByStaff: z.string().nullable(),
    accountId: answerId,
    email: z.string().nullable(),
    userRemark: z.string().nullable(),
    tradingPairId: answerId,
    tradingPairCode: z.string(),
    gameplayId: answerId,
    gameplayName: z.string(),
    yieldRatio: answerDecimal,
    runnerId: answerId,
    runnerStartDate: answerTime,
    runnerEndDate: answerTime,
    direction: z.enum(FUTURES_DIRECTIONS),
    status: z.enum(FUTURES_ORDER_STATUSES),
    result: z.enum(FUTURES_ORDER_RESULTS).nullable(),
    coin: z.string(),
    amount: answerDecimal,
    filledAmount: answerDecimal,
    orderPrice: answerDecimal,
    settlePrice: answerDecimal.nullable(),
    balance: answerDecimal,
    orderDate: answerTime,
    permissionsType,
    leaderFeeRatio: answerDecimal,
    leaderFee: answerDecimal,
    followersCount: answerCount,
    followedAmount: answerDecimal,
    inviteCount: answerCount,
    blockCount: answerCount,
    fanOut: fanOutAnswer,
  })
  .strict();

/** A coin's line of a list's sums: the coin, how many records, and each summed amount. */
const coinLine = z.object({ coinId: answerId, code: z.string(), count: int.positive() });

const leadingOrderSummaryAnswer: z.ZodType<LeadingOrderSummary> = coinLine
  .extend({ amount: answerDecimal, filledAmount: answerDecimal, followedAmount: answerDecimal, leaderFee: answerDecimal })
  .strict();

export const leadingOrderPageAnswer: z.ZodType<LeadingOrderPage> = pageOf(leadingOrderAnswer)
  .extend({ summary: z.array(leadingOrderSummaryAnswer) })
  .strict();

export const leadingOrderPlacedAnswer: z.ZodType<LeadingOrderPlaced> = z
  .object({ leadingOrder: leadingOrderAnswer, skips: z.array(followSkipAnswer) })
  .strict();

export const followPermissionsEditedAnswer: z.ZodType<FollowPermissionsEdited> = z
  .object({
    leadingOrder: leadingOrderAnswer,
    change: z.object({ from: permissionsType, to: permissionsType }).strict().nullable(),
  })
  .strict();

export const followListEntryAnswer: z.ZodType<FollowListEntry> = z
  .object({
    id: answerId,
    detailId: answerId,
    permissionsType,
    type: z.enum(FOLLOW_LIST_TYPES),
    accountId: answerId,
    email: z.string().nullable(),
    createdBy: z.string(),
    createDate: answerTime,
  })
  .strict();
export const followListPageAnswer: z.ZodType<FollowListPage> = pageOf(followListEntryAnswer).strict();

export const followListChangedAnswer: z.ZodType<FollowListChanged> = z
  .object({ entry: followListEntryAnswer, action: z.enum(['added', 'removed']) })
  .strict();

const batchCounts = z
  .object(
    Object.fromEntries(FOLLOW_BATCH_ROW_STATUSES.map((s) => [s, answerCount])) as Record<
      (typeof FOLLOW_BATCH_ROW_STATUSES)[number],
      typeof answerCount
    >,
  )
  .strict();

export const followBatchAnswer: z.ZodType<FollowBatchResult> = z
  .object({
    mode: z.enum(['preview', 'apply']),
    detailId: answerId,
    type: z.enum(FOLLOW_LIST_TYPES),
    rows: z.array(
      z
        .object({
          rowNumber: int.positive(),
          value: z.string(),
          accountId: answerId.nullable(),
          status: z.enum(FOLLOW_BATCH_ROW_STATUSES),
          applied: z.boolean(),
        })
        .strict(),
    ),
    counts: batchCounts,
    applied: answerCount,
    data: z.array(z.string()),
  })
  .strict();

export const followInitAnswer: z.ZodType<FollowInit> = z
  .object({
    leaders: z.array(
      z
        .object({
          accountId: answerId,
          email: z.string().nullable(),
          leaderFeeRatio: answerDecimal,
          followers: answerCount,
          balance: answerDecimal,
        })
        .strict(),
    ),
    pairs: z.array(z.object({ id: answerId, code: z.string(), name: z.string() }).strict()),
    gameplays: z.array(
      z
        .object({
          id: answerId,
          tradingPairId: answerId,
          name: z.string(),
          timeInterval: int.positive(),
          yieldRatio: answerDecimal,
          quantityMin: answerDecimal,
          quantityMax: answerDecimal,
        })
        .strict(),
    ),
    rounds: z.array(
      z
        .object({
          id: answerId,
          tradingPairId: answerId,
          gameplayId: answerId,
          startDate: answerTime,
          lockDate: answerTime,
          endDate: answerTime,
        })
        .strict(),
    ),
  })
  .strict();

export const followPairNamesAnswer: z.ZodType<FollowPairNames> = z.record(z.string(), z.record(z.string(), z.string()));

export const followingOrderAnswer: z.ZodType<FollowingOrder> = z
  .object({
    id: answerId,
    accountId: answerId,
    email: z.string().nullable(),
    leaderOrderId: answerId,
    leaderAccountId: answerId,
    shareId: z.string(),
    followCode: z.string(),
    tradingPairId: answerId,
    tradingPairCode: z.string(),
    gameplayId: answerId,
    gameplayName: z.string(),
    runnerId: answerId,
    direction: z.enum(FUTURES_DIRECTIONS),
    status: z.enum(FUTURES_ORDER_STATUSES),
    result: z.enum(FUTURES_ORDER_RESULTS).nullable(),
    coin: z.string(),
    amount: answerDecimal,
    filledAmount: answerDecimal,
    orderPrice: answerDecimal,
    settlePrice: answerDecimal.nullable(),
    yieldRatio: answerDecimal,
    payout: answerDecimal,
    tax: answerDecimal,
    leaderFee: answerDecimal,
    orderDate: answerTime,
    settleDate: answerTime.nullable(),
  })
  .strict();
const followingOrderSummaryAnswer: z.ZodType<FollowingOrderSummary> = coinLine
  .extend({ amount: answerDecimal, filledAmount: answerDecimal, payout: answerDecimal, tax: answerDecimal, leaderFee: answerDecimal })
  .strict();

export const followingOrderPageAnswer: z.ZodType<FollowingOrderPage> = pageOf(followingOrderAnswer)
  .extend({ summary: z.array(followingOrderSummaryAnswer) })
  .strict();
