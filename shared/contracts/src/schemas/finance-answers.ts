import { z } from 'zod';
import { pageOf } from './common';
import {
  type DepositRecord,
  type DepositSummary,
  PAYOUT_STATUS,
  RECORD_HISTORY_ACTIONS,
  type RecordAgentLink,
  type RecordHistoryChange,
  type RecordHistoryEntry,
  type SummarisedPage,
  type TransferRecord,
  type WalletChangeLogEntry,
  type WithdrawalApproval,
  type WithdrawalPayout,
  type WithdrawalRecord,
  type WithdrawalSummary,
} from './finance';

/**
 * What the finance area's calls answer as the envelope's `data`, as zod schemas: the OpenAPI document describes
 * them and the API tests check every answer against them. Each is typed with the interface the console reads
 * (`finance.ts`, kept apart because that file is near its size limit), so the two cannot drift apart; objects
 * are strict, so a field the API sends that the schema does not name fails the check.
 */

import { answerDecimal as decimalText, answerFlag, answerId, answerTime as isoDateTime } from './answer-parts';

export { answerFlag, answerId, decimalText, isoDateTime };

const int = z.number().int();

/** The answer of a call that deleted a record (or a setting) by its id. */
export const recordDeleted = z.object({ id: answerId, deleted: z.literal(true) }).strict();
export type RecordDeleted = z.infer<typeof recordDeleted>;

const recordAgentLinkAnswer: z.ZodType<RecordAgentLink> = z
  .object({ level: int.min(0).max(5), id: answerId, name: z.string().nullable() })
  .strict();

const recordHistoryChangeAnswer: z.ZodType<RecordHistoryChange> = z
  .object({
    field: z.enum(['remark', 'reason', 'reportAmount', 'convertAmount']),
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .strict();

export const recordHistoryEntryAnswer: z.ZodType<RecordHistoryEntry> = z
  .object({
    id: answerId,
    action: z.enum(RECORD_HISTORY_ACTIONS),
    adminId: int.nullable(),
    account: z.string().nullable(),
    createDate: isoDateTime,
    reason: z.string().nullable(),
    remark: z.string().nullable(),
    changes: z.array(recordHistoryChangeAnswer),
  })
  .strict();

/** The user of a deposit or a withdrawal, with the user's upline (`RecordUser` of finance.ts). */
const recordUserShape = {
  accountId: answerId,
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  isSales: answerFlag,
  userRemark: z.string().nullable(),
  parentUserId: answerId.nullable(),
  parentUserName: z.string().nullable(),
  agentId: answerId.nullable(),
  agentName: z.string().nullable(),
  agentChain: z.array(recordAgentLinkAnswer),
};

/** What a deposit and a withdrawal record both carry besides their user. */
const recordShape = {
  id: answerId,
  coinId: answerId,
  code: z.string(),
  walletType: int,
  blockChain: z.string().nullable(),
  txHash: z.string().nullable(),
  amount: decimalText,
  reportAmount: decimalText,
  convertAmount: decimalText,
  exchangeRate: decimalText.nullable(),
  status: int,
  isShow: answerFlag,
  reviewer: z.string().nullable(),
  remark: z.string().nullable(),
  reason: z.string().nullable(),
  reviewDate: isoDateTime.nullable(),
  createDate: isoDateTime,
  history: z.array(recordHistoryEntryAnswer),
};

export const depositRecordAnswer: z.ZodType<DepositRecord> = z
  .object({
    ...recordUserShape,
    ...recordShape,
    source: int,
    bonusAmount: decimalText,
    totalAmount: decimalText,
    isFirstTime: answerFlag,
    operator: z.string().nullable(),
    proof: z.string().nullable(),
  })
  .strict();

const withdrawalApprovalAnswer: z.ZodType<WithdrawalApproval> = z
  .object({ adminId: answerId, account: z.string(), remark: z.string().nullable(), createDate: isoDateTime })
  .strict();

const withdrawalPayoutAnswer: z.ZodType<WithdrawalPayout> = z
  .object({
    id: answerId,
    provider: z.string(),
    externalId: z.string().nullable(),
    status: z.enum(PAYOUT_STATUS),
    amount: decimalText,
    address: z.string(),
    chain: z.string().nullable(),
    txHash: z.string().nullable(),
    failureReason: z.string().nullable(),
    submittedBy: z.string(),
    submitDate: isoDateTime,
    settleDate: isoDateTime.nullable(),
    lastEventId: z.string().nullable(),
  })
  .strict();

export const withdrawalRecordAnswer: z.ZodType<WithdrawalRecord> = z
  .object({
    ...recordUserShape,
    ...recordShape,
    address: z.string(),
    feeAmount: decimalText,
    actualAmount: decimalText,
    normalAmount: decimalText,
    temporaryAmount: decimalText,
    isFirstTimeWithdrawal: answerFlag,
    anomalyTypes: z.array(z.string()),
    withdrawalType: int.nullable(),
    requiredApprovals: int.min(1).max(2),
    approvals: z.array(withdrawalApprovalAnswer),
    payout: withdrawalPayoutAnswer.nullable(),
  })
  .strict();

/** One coin's line of a list's sums (`CoinSummary`). */
const coinLineShape = { coinId: answerId, code: z.string(), count: int.positive() };

const depositSummaryAnswer: z.ZodType<DepositSummary> = z
  .object({
    ...coinLineShape,
    amount: decimalText,
    bonusAmount: decimalText,
    totalAmount: decimalText,
    reportAmount: decimalText,
    convertAmount: decimalText,
  })
  .strict();

const withdrawalSummaryAnswer: z.ZodType<WithdrawalSummary> = z
  .object({
    ...coinLineShape,
    amount: decimalText,
    feeAmount: decimalText,
    actualAmount: decimalText,
    reportAmount: decimalText,
    convertAmount: decimalText,
  })
  .strict();

/** A page of records with the sums per coin of every matching record (`SummarisedPage`). */
const summarisedPageOf = <T, S>(record: z.ZodType<T>, line: z.ZodType<S>): z.ZodType<SummarisedPage<T, S>> =>
  pageOf(record)
    .extend({ summary: z.array(line) })
    .strict();

/** `finance/depositRecord/list`. */
export const depositPageAnswer = summarisedPageOf(depositRecordAnswer, depositSummaryAnswer);
/** `finance/withdrawalRecord/list`. */
export const withdrawalPageAnswer = summarisedPageOf(withdrawalRecordAnswer, withdrawalSummaryAnswer);

export const walletChangeLogEntryAnswer: z.ZodType<WalletChangeLogEntry> = z
  .object({
    id: answerId,
    accountId: answerId,
    isSales: answerFlag,
    coinId: answerId,
    name: z.string(),
    fundType: int,
    walletType: int,
    walletMode: int,
    field: z.string(),
    changeType: z.string(),
    beforeBalance: decimalText,
    changeBalance: decimalText,
    afterBalance: decimalText,
    reference: z.string().nullable(),
    operator: z.string().nullable(),
    createDate: isoDateTime,
  })
  .strict();

export const transferRecordAnswer: z.ZodType<TransferRecord> = z
  .object({
    id: answerId,
    code: z.string(),
    accountId: answerId,
    accountType: int,
    fromWallet: int,
    toWallet: int,
    coinId: answerId,
    coinCode: z.string(),
    fundType: int,
    recordFee: decimalText,
    amount: decimalText,
    createDate: isoDateTime,
  })
  .strict();

/** What the payout provider's webhook call is answered: whether its event settled the payout. */
export const payoutEventOutcome = z
  .object({
    eventId: z.string(),
    /** A replay of an event already received: nothing changed. */
    duplicate: z.boolean(),
    /** The event settled its payout (false for a replay, or an event after the payout was settled). */
    applied: z.boolean(),
  })
  .strict();
export type PayoutEventOutcome = z.infer<typeof payoutEventOutcome>;
