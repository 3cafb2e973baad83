import { z } from 'zod';
import { bigRecordId, decimalString, intLike, recordId } from './common';
import { depositListQuery, withdrawalListQuery } from './finance';
import { answerFlag, answerId, decimalText, isoDateTime } from './finance-answers';

const flag = intLike.min(0).max(1);
/** Ids of settings, channels and coins are INTEGER: a larger number cannot name one. */
const id = recordId;
/** `{id}` of the settings' paths. */
export const settingIdParam = z.object({ id });
/** At most 15 digits before the point (NUMERIC(36, 18)), never negative. */
const amount = decimalString
  .refine((s) => !s.startsWith('-'), { message: 'must not be negative' })
  .refine((s) => s.split('.')[0].length <= 15, { message: 'must be less than 1000000000000000' });
const positive = amount.refine((s) => /[1-9]/.test(s), { message: 'must be greater than zero' });
/** A percentage from 0 to 100 with at most 4 decimals. */
const percentage = decimalString.refine((s) => /^\d{1,3}(\.\d{1,4})?$/.test(s) && Number(s) <= 100, {
  message: 'must be a percentage from 0 to 100 with at most 4 decimals',
});
const blockChain = z.string().trim().min(1, 'blockChain is required').max(64);
const address = z
  .string()
  .trim()
  .max(256)
  .optional()
  .transform((s) => s || undefined);
const clientOrder = intLike.min(0).max(100000).default(0);

/** Compares two decimal strings without floats: negative, zero or positive as `a` is below, equal to or above `b`. */
export function compareDecimals(a: string, b: string): number {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const ia = ai.replace(/^0+(?=\d)/, '');
  const ib = bi.replace(/^0+(?=\d)/, '');
  if (ia.length !== ib.length) return ia.length - ib.length;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const fa = af.padEnd(width, '0');
  const fb = bf.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

const minNotAboveMax = (min: string | undefined, max: string | undefined) => !min || !max || compareDecimals(min, max) <= 0;

/** Deposit mode of a deposit channel (options `depositMode`). */
export const DEPOSIT_MODE = { fixedAddress: 1, thirdPartyWallet: 2 } as const;

/** `finance/deposit/setting/saveOrUpdate`: with `id` an edit, without a new setting (one per coin). */
export const depositSettingSave = z
  .object({
    id: id.optional(),
    coinId: id,
    minDepositAmount: amount.default('0'),
    /** Empty or absent: no maximum. */
    maxDepositAmount: positive.optional().or(z.literal('').transform(() => undefined)),
    clientOrder,
  })
  .refine((b) => minNotAboveMax(b.minDepositAmount, b.maxDepositAmount), {
    message: 'must not be below minDepositAmount',
    path: ['maxDepositAmount'],
  });
export type DepositSettingSaveInput = z.input<typeof depositSettingSave>;

/** `finance/deposit/channel/saveOrUpdate`: with `id` an edit, without a new channel of `depositSettingId`. */
export const depositChannelSave = z
  .object({
    id: id.optional(),
    depositSettingId: id,
    blockChain,
    depositMode: intLike.min(1).max(2).default(DEPOSIT_MODE.fixedAddress),
    activation: flag.default(1),
    address1: address,
    address2: address,
  })
  .refine((b) => b.depositMode !== DEPOSIT_MODE.fixedAddress || !!b.address1, {
    message: 'is required for a fixed-address channel (depositMode 1)',
    path: ['address1'],
  });
export type DepositChannelSaveInput = z.input<typeof depositChannelSave>;

const withdrawalSettingFields = z.object({
  coinId: id,
  isWithdrawalAllowed: flag.default(1),
  withdrawalFeePercentage: percentage.default('0'),
  withdrawalFeeAmount: amount.default('0'),
  minWithdrawalAmount: amount.default('0'),
  /** Empty or absent: no maximum. */
  maxWithdrawalAmount: positive.optional().or(z.literal('').transform(() => undefined)),
  /** Above this amount two admins must approve; absent: the finance setting's amount applies. */
  dualApprovalAmount: amount.optional().or(z.literal('').transform(() => undefined)),
  clientOrder,
});
const minMax = {
  check: (b: { minWithdrawalAmount: string; maxWithdrawalAmount?: string }) => minNotAboveMax(b.minWithdrawalAmount, b.maxWithdrawalAmount),
  message: { message: 'must not be below minWithdrawalAmount', path: ['maxWithdrawalAmount'] },
};

/** `finance/withdrawal/channel/add`: the withdrawal setting of a coin (one per coin). */
export const withdrawalSettingAdd = withdrawalSettingFields.refine(minMax.check, minMax.message);
/** `finance/withdrawal/channel/edit`: every field, as on add, with the setting's id. */
export const withdrawalSettingEdit = withdrawalSettingFields.extend({ id }).refine(minMax.check, minMax.message);
export type WithdrawalSettingAddInput = z.input<typeof withdrawalSettingAdd>;
export type WithdrawalSettingEditInput = z.input<typeof withdrawalSettingEdit>;

/** `finance/withdrawal/channel/list`: every coin's setting, optionally one coin's. */
export const withdrawalSettingListQuery = z.object({ coinId: id.optional() });

/**
 * `finance/withdrawal/add`: a blockchain entry of a withdrawal setting. With `id` an edit of that entry
 * of the same setting (its name and activation), without a new entry.
 */
export const withdrawalChainAdd = z.object({ id: id.optional(), withdrawalSettingId: id, blockChain, activation: flag.default(1) });
export type WithdrawalChainAddInput = z.input<typeof withdrawalChainAdd>;

/** `finance/setting/update`: the finance switches (1 on, 0 off). */
export const financeSettingsUpdate = z.object({
  depositNeedReview: flag,
  withdrawNeedKyc: flag,
  withdrawNeedPwd: flag,
  /** Above this amount of a coin two admins must approve, unless the coin's setting names its own; absent: unchanged. */
  withdrawalDualApprovalAmount: amount.optional(),
});
export type FinanceSettingsUpdateInput = z.input<typeof financeSettingsUpdate>;

/** The anomaly types a withdrawal can be flagged with, as named on the record (`anomalyTypes`). */
export const ANOMALY_TYPES = [
  'amountThreshold',
  'balanceBelowDeposit',
  'dailyCountLimit',
  'weeklyCountLimit',
  'firstTimeWithdrawal',
  'suspiciousAgent',
  'addressOrInfoChange',
  'loginIpCheck',
  'withdrawIpCheck',
] as const;
export type AnomalyType = (typeof ANOMALY_TYPES)[number];

/** `finance/withdrawal/anomaly/settings`: every switch and limit (the whole form; nothing is kept from before). */
export const anomalySettingsUpdate = z
  .object({
    amountThresholdEnabled: flag,
    /** In USDT. */
    amountThreshold: positive,
    balanceBelowDepositEnabled: flag,
    dailyCountLimitEnabled: flag,
    dailyCountLimit: intLike.min(1).max(1000),
    weeklyCountLimitEnabled: flag,
    weeklyCountLimit: intLike.min(1).max(10000),
    firstTimeWithdrawalEnabled: flag,
    suspiciousAgentEnabled: flag,
    /** User ids of agent (or sales) accounts; a withdrawal of a user with one of them in the agent chain is flagged. */
    suspiciousAgentIds: z.array(bigRecordId).max(500).default([]),
    addressOrInfoChangeEnabled: flag,
    loginIpCheckEnabled: flag,
    withdrawIpCheckEnabled: flag,
  })
  .refine((b) => !(b.dailyCountLimitEnabled && b.weeklyCountLimitEnabled) || b.weeklyCountLimit >= b.dailyCountLimit, {
    message: 'must not be below dailyCountLimit',
    path: ['weeklyCountLimit'],
  });
export type AnomalySettingsUpdateInput = z.input<typeof anomalySettingsUpdate>;

/** `reporting/finance/export/depositRecord`: the deposit list's filters plus the file format. */
export const depositExport = depositListQuery.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });
/** `reporting/finance/export/withdrawalRecord`: the withdrawal list's filters plus the file format. */
export const withdrawalExport = withdrawalListQuery.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });
export type DepositExportQuery = z.input<typeof depositExport>;
export type WithdrawalExportQuery = z.input<typeof withdrawalExport>;

export interface DepositChannel {
  id: number;
  depositSettingId: number;
  blockChain: string;
  depositMode: number;
  activation: number;
  address1: string | null;
  address2: string | null;
  createDate: string;
  updateDate: string;
}

export interface DepositSetting {
  id: number;
  coinId: number;
  coinName: string;
  minDepositAmount: string;
  maxDepositAmount: string | null;
  /** The setting's blockchain channels. */
  depositChannel: DepositChannel[];
  clientOrder: number;
  updateDate: string;
  updatedBy: string | null;
}

export interface WithdrawalChain {
  id: number;
  withdrawalSettingId: number;
  blockChain: string;
  activation: number;
  createDate: string;
}

export interface WithdrawalSetting {
  id: number;
  coinId: number;
  coinName: string;
  isWithdrawalAllowed: number;
  withdrawalFeePercentage: string;
  withdrawalFeeAmount: string;
  minWithdrawalAmount: string;
  maxWithdrawalAmount: string | null;
  dualApprovalAmount: string | null;
  clientOrder: number;
  /** The setting's blockchain entries. */
  withdrawalChannel: WithdrawalChain[];
  updateDate: string;
  updatedBy: string | null;
}

export interface FinanceSettingsRecord {
  id: number;
  depositNeedReview: number;
  withdrawNeedKyc: number;
  withdrawNeedPwd: number;
  withdrawalDualApprovalAmount: string;
  updateDate: string;
  updatedBy: string | null;
}

export interface AnomalySettings {
  amountThresholdEnabled: number;
  amountThreshold: string;
  balanceBelowDepositEnabled: number;
  dailyCountLimitEnabled: number;
  dailyCountLimit: number;
  weeklyCountLimitEnabled: number;
  weeklyCountLimit: number;
  firstTimeWithdrawalEnabled: number;
  suspiciousAgentEnabled: number;
  suspiciousAgentIds: number[];
  addressOrInfoChangeEnabled: number;
  loginIpCheckEnabled: number;
  withdrawIpCheckEnabled: number;
  updateDate: string;
  updatedBy: string | null;
}

/*
 * What the finance settings' calls answer as the envelope's `data` (see `finance-answers.ts`): each schema typed
 * with the interface above, strict, so the document and the API tests hold the answers to these interfaces.
 */

export const depositChannelAnswer: z.ZodType<DepositChannel> = z
  .object({
    id: answerId,
    depositSettingId: answerId,
    blockChain: z.string(),
    depositMode: z.number().int(),
    activation: answerFlag,
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    createDate: isoDateTime,
    updateDate: isoDateTime,
  })
  .strict();

export const depositSettingAnswer: z.ZodType<DepositSetting> = z
  .object({
    id: answerId,
    coinId: answerId,
    coinName: z.string(),
    minDepositAmount: decimalText,
    maxDepositAmount: decimalText.nullable(),
    depositChannel: z.array(depositChannelAnswer),
    clientOrder: z.number().int(),
    updateDate: isoDateTime,
    updatedBy: z.string().nullable(),
  })
  .strict();

export const withdrawalChainAnswer: z.ZodType<WithdrawalChain> = z
  .object({ id: answerId, withdrawalSettingId: answerId, blockChain: z.string(), activation: answerFlag, createDate: isoDateTime })
  .strict();

export const withdrawalSettingAnswer: z.ZodType<WithdrawalSetting> = z
  .object({
    id: answerId,
    coinId: answerId,
    coinName: z.string(),
    isWithdrawalAllowed: answerFlag,
    withdrawalFeePercentage: decimalText,
    withdrawalFeeAmount: decimalText,
    minWithdrawalAmount: decimalText,
    maxWithdrawalAmount: decimalText.nullable(),
    dualApprovalAmount: decimalText.nullable(),
    clientOrder: z.number().int(),
    withdrawalChannel: z.array(withdrawalChainAnswer),
    updateDate: isoDateTime,
    updatedBy: z.string().nullable(),
  })
  .strict();

export const financeSettingsAnswer: z.ZodType<FinanceSettingsRecord> = z
  .object({
    id: answerId,
    depositNeedReview: answerFlag,
    withdrawNeedKyc: answerFlag,
    withdrawNeedPwd: answerFlag,
    withdrawalDualApprovalAmount: decimalText,
    updateDate: isoDateTime,
    updatedBy: z.string().nullable(),
  })
  .strict();

export const anomalySettingsAnswer: z.ZodType<AnomalySettings> = z
  .object({
    amountThresholdEnabled: answerFlag,
    amountThreshold: decimalText,
    balanceBelowDepositEnabled: answerFlag,
    dailyCountLimitEnabled: answerFlag,
    dailyCountLimit: z.number().int(),
    weeklyCountLimitEnabled: answerFlag,
    weeklyCountLimit: z.number().int(),
    firstTimeWithdrawalEnabled: answerFlag,
    suspiciousAgentEnabled: answerFlag,
    suspiciousAgentIds: z.array(answerId),
    addressOrInfoChangeEnabled: answerFlag,
    loginIpCheckEnabled: answerFlag,
    withdrawIpCheckEnabled: answerFlag,
    updateDate: isoDateTime,
    updatedBy: z.string().nullable(),
  })
  .strict();
