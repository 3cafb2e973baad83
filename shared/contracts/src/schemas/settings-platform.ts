import { z } from 'zod';
import { sortFields } from '../lists';
import { answerDecimal, answerFlag, answerId, answerTime } from './answer-parts';
import { bigRecordId, decimalAmount, intLike, optionalText, paging } from './common';
import { ipAddress } from './security';
import { corsOrigin, settingFlag, settingReason } from './settings';
import type { SettingStamp } from './settings-answers';

/*
 * The settings whose effect is in the platform's money: multi-level marketing (the distribution payments of the
 * finance area follow it), flow (deposits' flow volume and transfers' fee), and the referral link domains.
 * Requests and answers side by side; each save is a version like every setting (`settings.ts`).
 */

// ---------------------------------------------------------------- multi-level marketing

/** How often distribution pays: 1 every day, 2 every week (Monday), 3 every month (the 1st), at `distributionTime` UTC. */
export const DISTRIBUTION_FREQUENCIES = [1, 2, 3] as const;
export const DISTRIBUTION_LEVELS = [3, 4, 5] as const;
/** `HH:mm`, 24-hour, UTC. */
export const DISTRIBUTION_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const oneOf = (values: readonly number[], message: string) => intLike.refine((v) => values.includes(v), { message });

export const marketSettingValues = z.object({
  enable: settingFlag,
  distributionLevel: oneOf(DISTRIBUTION_LEVELS, 'must be 3, 4 or 5'),
  distributionFrequencyType: oneOf(DISTRIBUTION_FREQUENCIES, 'must be 1 (daily), 2 (weekly) or 3 (monthly)'),
  distributionTime: z.string().trim().regex(DISTRIBUTION_TIME, { message: 'must be a time such as 00:30 (HH:mm, UTC)' }),
});
/** `POST system/marketSetting/edit`: the whole setting, with the reason every marketing change needs. */
export const marketSettingEdit = marketSettingValues.extend({ reason: settingReason }).strict();
export type MarketSettingEdit = z.input<typeof marketSettingEdit>;

export interface MarketSetting extends SettingStamp {
  enable: number;
  distributionLevel: number;
  distributionFrequencyType: number;
  distributionTime: string;
  /** When the next distribution run pays (null while distribution is off). */
  nextRunDate: string | null;
  /** The newest run: the period it paid, how many payments and their sum. */
  lastRun: DistributionRunSummary | null;
}
export interface DistributionRunSummary {
  periodStart: string;
  periodEnd: string;
  distributionLevel: number;
  paymentCount: number;
  createDate: string;
}

// ---------------------------------------------------------------- flow

/** The multiplier of a deposit's amount that becomes flow volume: numeric(9, 4), 0 to 10000. */
const multiplier = decimalAmount({ integer: 5, fraction: 4 }).refine((s) => !s.startsWith('-'), { message: 'must be 0 or more' });
/** Percent of a transfer's amount: 0 to 100, at most 4 decimals. */
const feeRate = decimalAmount({ integer: 3, fraction: 4 }).refine((s) => !s.startsWith('-') && Number(s) <= 100, {
  message: 'must be a percentage from 0 to 100',
});

export const FLOW_SWITCHES = [
  'globalEnable',
  'backstageFutureWalletEnable',
  'backstagePerpetualWalletEnable',
  'clientFutureWalletEnable',
  'clientPerpetualWalletEnable',
  'allowTransferEnable',
  'transferFeeEnable',
] as const;

export const flowSettingValues = z.object({
  globalEnable: settingFlag,
  backstageFutureWalletEnable: settingFlag,
  backstagePerpetualWalletEnable: settingFlag,
  clientFutureWalletEnable: settingFlag,
  clientPerpetualWalletEnable: settingFlag,
  flowVolumeMultiplier: multiplier,
  allowTransferEnable: settingFlag,
  transferFeeEnable: settingFlag,
  transferFeeRate: feeRate,
});
/** `POST system/flow/setting`: the fields sent change; the reason is optional. Unknown fields are refused. */
export const flowSettingEdit = flowSettingValues
  .partial()
  .extend({ id: intLike.min(1).optional(), reason: settingReason.optional() })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason' && k !== 'id'), { message: 'nothing to change' });
export type FlowSettingEdit = z.input<typeof flowSettingEdit>;
/** `PUT system/flow/close`: turns the flow requirement off (deposits add no flow volume from then on). */
export const flowClose = z
  .object({ reason: settingReason.optional() })
  .strict()
  .optional()
  .transform((b) => b ?? {});

export interface FlowSetting extends SettingStamp {
  id: number;
  globalEnable: number;
  backstageFutureWalletEnable: number;
  backstagePerpetualWalletEnable: number;
  clientFutureWalletEnable: number;
  clientPerpetualWalletEnable: number;
  flowVolumeMultiplier: string;
  allowTransferEnable: number;
  transferFeeEnable: number;
  transferFeeRate: string;
  createDate: string;
}

// ---------------------------------------------------------------- referral link domains

/** A domain a referral link is served on: `invite.example.com` or `https://invite.example.com`, kept as its origin. */
export const referralDomainUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v.trim()) ? `https://${v.trim()}` : v),
  z.string({ message: 'the domain is required' }).trim().min(1, { message: 'the domain is required' }).pipe(corsOrigin),
);

export const referralDomainAdd = z
  .object({
    domainUrl: referralDomainUrl,
    tierSales: bigRecordId.optional(),
    tierAgent: bigRecordId.optional(),
    tierAccount: bigRecordId.optional(),
    tierIp: ipAddress.optional().or(z.literal('').transform(() => undefined)),
    tierIsoCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: 'must be a two-letter country code' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    displaySort: intLike.min(0).max(9999).default(0),
    reason: settingReason.optional(),
  })
  .strict();
export type ReferralDomainAdd = z.input<typeof referralDomainAdd>;
export const referralDomainDelete = z
  .object({ reason: settingReason.optional() })
  .strict()
  .optional()
  .transform((b) => b ?? {});
export const referralDomainQuery = paging.extend({
  domainUrl: optionalText(200),
  tierAgent: bigRecordId.optional(),
  ...sortFields('referralDomains'),
});
export type ReferralDomainQuery = z.input<typeof referralDomainQuery>;

/** Whom a sign-up through a referral domain is attributed to, which visitors it is for, and where it is listed. */
export interface ReferralDomainTiers {
  tierSales: number | null;
  tierAgent: number | null;
  tierAccount: number | null;
  tierIp: string | null;
  tierIsoCode: string | null;
  displaySort: number;
}
export interface ReferralDomain extends ReferralDomainTiers {
  id: number;
  domainUrl: string;
  createDate: string;
  updateDate: string;
}
export interface Country {
  isoCode: string;
  name: string;
}

// ---------------------------------------------------------------- answers

const stamp = { updateDate: answerTime.nullable(), updatedBy: z.string().nullable() };

export const marketSettingAnswer: z.ZodType<MarketSetting> = z
  .object({
    ...stamp,
    enable: answerFlag,
    distributionLevel: z.number().int().min(3).max(5),
    distributionFrequencyType: z.number().int().min(1).max(3),
    distributionTime: z.string().regex(DISTRIBUTION_TIME),
    nextRunDate: answerTime.nullable(),
    lastRun: z
      .object({
        periodStart: answerTime,
        periodEnd: answerTime,
        distributionLevel: z.number().int(),
        paymentCount: z.number().int().nonnegative(),
        createDate: answerTime,
      })
      .strict()
      .nullable(),
  })
  .strict();

export const flowSettingAnswer: z.ZodType<FlowSetting> = z
  .object({
    ...stamp,
    id: answerId,
    globalEnable: answerFlag,
    backstageFutureWalletEnable: answerFlag,
    backstagePerpetualWalletEnable: answerFlag,
    clientFutureWalletEnable: answerFlag,
    clientPerpetualWalletEnable: answerFlag,
    flowVolumeMultiplier: answerDecimal,
    allowTransferEnable: answerFlag,
    transferFeeEnable: answerFlag,
    transferFeeRate: answerDecimal,
    createDate: answerTime,
  })
  .strict();

export const referralDomainAnswer: z.ZodType<ReferralDomain> = z
  .object({
    id: answerId,
    domainUrl: z.string(),
    tierSales: answerId.nullable(),
    tierAgent: answerId.nullable(),
    tierAccount: answerId.nullable(),
    tierIp: z.string().nullable(),
    tierIsoCode: z.string().nullable(),
    displaySort: z.number().int(),
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const countryAnswer: z.ZodType<Country> = z.object({ isoCode: z.string().length(2), name: z.string() }).strict();
