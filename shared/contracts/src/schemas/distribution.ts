import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, dateTime, intLike, paging } from './common';

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
