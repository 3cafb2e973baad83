import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, dateTime, intLike, paging } from './common';
import { answerId, decimalText, isoDateTime } from './finance-answers';

/** Status of a distribution payment (options `distributionPaymentStatus`): only a failed one can be reissued. */
export const DISTRIBUTION_PAYMENT_STATUS = { pending: 0, paid: 1, failed: 2 } as const;

/** `finance/multiLevel/list`: payments whose period starts between startTime and endTime. */
export const distributionListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  userType: intLike.min(1).max(3).optional(),
  status: intLike.min(0).max(2).optional(),
  /** Paid between these moments. */
  paymentStartTime: dateTime.optional().or(z.literal('').transform(() => undefined)),
  paymentEndTime: dateTime.optional().or(z.literal('').transform(() => undefined)),
  ...sortFields('distributionPayments'),
});
export type DistributionListQuery = z.input<typeof distributionListQuery>;

/** `finance/multiLevel/reissue/{id}`. */
export const distributionReissueParams = z.object({ id: bigRecordId });

const period = { accountId: bigRecordId, startDate: dateTime, endDate: dateTime };
const endAfterStart: [(p: { startDate: string; endDate: string }) => boolean, { message: string; path: string[] }] = [
  (p) => Date.parse(p.endDate.replace(' ', 'T')) > Date.parse(p.startDate.replace(' ', 'T')),
  { message: 'endDate must be after startDate', path: ['endDate'] },
];

/** `finance/multiLevel/list/hourly`: the runners whose trading made up an upline's bonus in a period, one row per runner. */
export const distributionHourlyQuery = paging.extend(period).refine(...endAfterStart);
export type DistributionHourlyQuery = z.input<typeof distributionHourlyQuery>;

/** `finance/multiLevel/list/hourly/detail`: the hourly records of one runner within the period. */
export const distributionHourlyDetailQuery = paging
  .extend({
    ...period,
    futuresRunnerId: bigRecordId,
    investmentUserId: bigRecordId.optional(),
    layer: intLike.min(1).max(5).optional(),
  })
  .refine(...endAfterStart);
export type DistributionHourlyDetailQuery = z.input<typeof distributionHourlyDetailQuery>;

export interface DistributionPayment {
  id: number;
  accountId: number;
  email: string | null;
  userType: number;
  coinId: number;
  code: string;
  walletType: number;
  distributionBonus: string;
  startDate: string;
  endDate: string;
  paymentDate: string | null;
  status: number;
  failureReason: string | null;
  reissuedBy: string | null;
  reissueDate: string | null;
  /** How many hourly records the payment sums. */
  hourlyCount: number;
}

/** One runner's share of a payment. */
export interface DistributionRunnerSummary {
  futuresRunnerId: number;
  runnerStartDate: string;
  runnerEndDate: string;
  investmentUsers: number;
  recordCount: number;
  amount: string;
  bonus: string;
}

export interface DistributionHourlyRecord {
  id: number;
  paymentId: number | null;
  futuresRunnerId: number;
  investmentUserId: number;
  distributedUserId: number;
  layer: number;
  amount: string;
  bonus: string;
  percentage1: string;
  percentage2: string;
  percentage3: string;
  percentage4: string;
  percentage5: string;
  runnerStartDate: string;
  runnerEndDate: string;
  createDate: string;
}

/*
 * What the distribution calls answer as the envelope's `data` (see `finance-answers.ts`): each schema typed with
 * the interface above, strict.
 */

export const distributionPaymentAnswer: z.ZodType<DistributionPayment> = z
  .object({
    id: answerId,
    accountId: answerId,
    email: z.string().nullable(),
    userType: z.number().int(),
    coinId: answerId,
    code: z.string(),
    walletType: z.number().int(),
    distributionBonus: decimalText,
    startDate: isoDateTime,
    endDate: isoDateTime,
    paymentDate: isoDateTime.nullable(),
    status: z.number().int(),
    failureReason: z.string().nullable(),
    reissuedBy: z.string().nullable(),
    reissueDate: isoDateTime.nullable(),
    hourlyCount: z.number().int().nonnegative(),
  })
  .strict();

export const distributionRunnerSummaryAnswer: z.ZodType<DistributionRunnerSummary> = z
  .object({
    futuresRunnerId: answerId,
    runnerStartDate: isoDateTime,
    runnerEndDate: isoDateTime,
    investmentUsers: z.number().int().nonnegative(),
    recordCount: z.number().int().nonnegative(),
    amount: decimalText,
    bonus: decimalText,
  })
  .strict();

export const distributionHourlyRecordAnswer: z.ZodType<DistributionHourlyRecord> = z
  .object({
    id: answerId,
    paymentId: answerId.nullable(),
    futuresRunnerId: answerId,
    investmentUserId: answerId,
    distributedUserId: answerId,
    layer: z.number().int(),
    amount: decimalText,
    bonus: decimalText,
    percentage1: decimalText,
    percentage2: decimalText,
    percentage3: decimalText,
    percentage4: decimalText,
    percentage5: decimalText,
    runnerStartDate: isoDateTime,
    runnerEndDate: isoDateTime,
    createDate: isoDateTime,
  })
  .strict();
