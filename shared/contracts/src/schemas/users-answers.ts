import { z } from 'zod';
import type {
  AgentLink,
  CreatedUser,
  FlowRecord,
  FlowVolume,
  FundManagementResult,
  FundMovement,
  SubordinateUser,
  UplineCandidate,
  UplineChangeResult,
  User,
  UserDetail,
  UserWallet,
  WalletChange,
} from './users';

/**
 * What the Users area's calls answer as the envelope's `data`, as zod schemas for the OpenAPI document and
 * for the API tests, which check every answer against them. Each is typed by the interface the console
 * reads (`z.ZodType<User>`), so TypeScript keeps the two alike; each object is strict, so a field the API
 * sends but the schema does not name fails the tests. Kept apart from `users.ts` (the requests) for size.
 */

import {
  answerCode as codeAnswer,
  answerCount as countAnswer,
  answerDecimal as decimalAnswer,
  answerId as recordIdAnswer,
  answerTime as timeAnswer,
} from './answer-parts';

export { codeAnswer, countAnswer, decimalAnswer, recordIdAnswer, timeAnswer };

const userShape = {
  id: recordIdAnswer,
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  isAgent: codeAnswer,
  isSales: codeAnswer,
  accountType: codeAnswer,
  parentUserId: recordIdAnswer.nullable(),
  parentUserName: z.string().nullable(),
  parentAccountType: codeAnswer.nullable(),
  invitationCode: z.string(),
  status: codeAnswer,
  userLevel: codeAnswer,
  userMarketingLevel: codeAnswer,
  balance: decimalAnswer,
  blockChainAddress: z.string().nullable(),
  loginIp: z.string().nullable(),
  loginCountry: z.string().nullable(),
  loginTimeZone: z.string().nullable(),
  loginVersion: z.string().nullable(),
  region: z.string().nullable(),
  remark: z.string().nullable(),
  site: z.string().nullable(),
  edition: codeAnswer,
  createDate: timeAnswer,
  updateDate: timeAnswer,
};

/** A user as the list and every change of a user answer it. */
export const userAnswer: z.ZodType<User> = z.object(userShape).strict();

/** A user of a downline page, with its level below the user asked about. */
export const subordinateUserAnswer: z.ZodType<SubordinateUser> = z.object({ ...userShape, level: z.number().int().min(1) }).strict();

export const userWalletAnswer: z.ZodType<UserWallet> = z
  .object({
    id: recordIdAnswer,
    accountId: recordIdAnswer,
    accountType: codeAnswer,
    coinId: recordIdAnswer,
    code: z.string(),
    logo: z.string().nullable(),
    walletType: codeAnswer,
    balance: decimalAnswer,
    frozenBalance: decimalAnswer,
    backstageFrozenBalance: decimalAnswer,
    demoBalance: decimalAnswer,
    demoFrozenBalance: decimalAnswer,
  })
  .strict();

export const walletChangeAnswer: z.ZodType<WalletChange> = z
  .object({
    id: recordIdAnswer,
    accountId: recordIdAnswer,
    coinId: recordIdAnswer,
    code: z.string(),
    walletType: codeAnswer,
    field: z.string(),
    fundType: codeAnswer,
    changeType: z.string(),
    beforeBalance: decimalAnswer,
    changeBalance: decimalAnswer,
    afterBalance: decimalAnswer,
    operator: z.string().nullable(),
    createDate: timeAnswer,
  })
  .strict();

const agentLinkAnswer: z.ZodType<AgentLink> = z
  .object({
    /** 0 is the direct parent, up to 5. */
    level: z.number().int().min(0).max(5),
    id: recordIdAnswer,
    email: z.string().nullable(),
    accountType: codeAnswer,
  })
  .strict();

/** `account/detail/{accountId}`: the user with everything the details page shows. */
export const userDetailAnswer: z.ZodType<UserDetail> = z
  .object({
    ...userShape,
    apiType: codeAnswer,
    isDemo: codeAnswer,
    leaderFeeRatio: decimalAnswer,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    loginDevice: z.string().nullable(),
    agentUserId0: recordIdAnswer.nullable(),
    agentUserId1: recordIdAnswer.nullable(),
    agentUserId2: recordIdAnswer.nullable(),
    agentUserId3: recordIdAnswer.nullable(),
    agentUserId4: recordIdAnswer.nullable(),
    agentUserId5: recordIdAnswer.nullable(),
    agentChain: z.array(agentLinkAnswer),
    isSystemLocked: codeAnswer,
    systemLockedDate: timeAnswer.nullable(),
    systemLockedBy: z.string().nullable(),
    isSystemSuspended: codeAnswer,
    systemSuspendedDate: timeAnswer.nullable(),
    systemSuspendedBy: z.string().nullable(),
    disabledDate: timeAnswer.nullable(),
    disabledBy: z.string().nullable(),
    languageType: z.string(),
    resetPasswordType: codeAnswer,
    allowLoginDate: timeAnswer.nullable(),
    flowVolume: decimalAnswer,
    hasWithdrawPassword: z.boolean(),
    directDownlines: countAnswer,
    wallets: z.array(userWalletAnswer),
    kycStatus: codeAnswer.nullable(),
    recentActivity: z.array(walletChangeAnswer),
  })
  .strict();

/** `account/create`: the new user's id and invitation code, and the wallets it was given. */
export const createdUserAnswer: z.ZodType<CreatedUser> = z
  .object({ id: recordIdAnswer, invitationCode: z.string(), wallets: z.array(userWalletAnswer) })
  .strict();

/** A user offered by the upline picker and the user search. */
export const uplineCandidateAnswer: z.ZodType<UplineCandidate> = z
  .object({
    id: recordIdAnswer,
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    invitationCode: z.string(),
    accountType: codeAnswer,
  })
  .strict();

/** `account/change/upLine` and `account/discard/line`: the user's new parent and agent chain. */
export const uplineChangeAnswer: z.ZodType<UplineChangeResult> = z
  .object({
    accountId: recordIdAnswer,
    parentUserId: recordIdAnswer.nullable(),
    /** agent_user_id0 to agent_user_id5: six places, null where the chain ends. */
    agentChain: z.array(recordIdAnswer.nullable()).length(6),
    downlineUpdated: countAnswer,
  })
  .strict();

export const flowRecordAnswer: z.ZodType<FlowRecord> = z
  .object({
    id: recordIdAnswer,
    accountId: recordIdAnswer,
    changeType: codeAnswer,
    amount: decimalAnswer,
    multiplier: decimalAnswer,
    flowAmount: decimalAnswer,
    beforeAmount: decimalAnswer,
    afterAmount: decimalAnswer,
    currentAmount: decimalAnswer,
    remark: z.string().nullable(),
    operator: z.string().nullable(),
    createDate: timeAnswer,
  })
  .strict();

export const flowVolumeAnswer: z.ZodType<FlowVolume> = z.object({ accountId: recordIdAnswer, flowVolume: decimalAnswer }).strict();

const fundMovementAnswer: z.ZodType<FundMovement> = z
  .object({
    coinId: recordIdAnswer,
    code: z.string(),
    walletType: codeAnswer,
    amount: decimalAnswer,
    /** The wallet's amounts before the move. */
    balance: decimalAnswer,
    backstageFrozenBalance: decimalAnswer,
  })
  .strict();

/** The freezes and thaws of staff: one movement per wallet amount moved (none when there was nothing to move). */
export const fundManagementAnswer: z.ZodType<FundManagementResult> = z
  .object({
    accountId: recordIdAnswer,
    /** 1 freeze, 2 thaw. */
    executionType: z.union([z.literal(1), z.literal(2)]),
    movements: z.array(fundMovementAnswer),
  })
  .strict();
