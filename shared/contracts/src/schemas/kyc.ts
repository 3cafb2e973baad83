import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, intLike, optionalText, paging } from './common';
import { codeAnswer, countAnswer, recordIdAnswer, timeAnswer } from './users-answers';

/** KYC status (options `kycReviewType`): 0 pending, 1 approved, 2 rejected. */
export const KYC_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

export const kycListQuery = paging.extend(dateRange.shape).extend({
  status: intLike.min(0).max(2).optional(),
  userId: bigRecordId.optional(),
  /** The user's e-mail or mobile number (contains). */
  account: optionalText(128),
  name: optionalText(128),
  idNumber: optionalText(64),
  country: optionalText(64),
  ...sortFields('kyc'),
});
export type KycListQuery = z.input<typeof kycListQuery>;

/** reviewType 1 approves, 2 rejects; a rejection needs its reason (shown to the user). */
export const kycReview = z
  .object({
    id: bigRecordId,
    reviewType: intLike.refine((v) => v === 1 || v === 2, 'reviewType must be 1 (approve) or 2 (reject)'),
    rejectReason: optionalText(500),
  })
  .refine((r) => r.reviewType !== 2 || !!r.rejectReason, { message: 'rejectReason is required to reject', path: ['rejectReason'] });
export type KycReviewInput = z.input<typeof kycReview>;

/** What the reviewer sees of the user behind an application. */
export interface KycUser {
  id: number;
  email: string | null;
  mobileNumber: string | null;
  countryCode: string | null;
  firstName: string | null;
  lastName: string | null;
  accountType: number;
  status: number;
  userLevel: number;
  region: string | null;
  loginIp: string | null;
  loginCountry: string | null;
  createDate: string;
}

export interface Kyc {
  id: number;
  userId: number;
  country: string | null;
  city: string | null;
  account: string | null;
  name: string;
  idNumber: string;
  /** How many users have applied with this id number: more than 1 deserves a closer look. */
  idNumberCount: number;
  /** URLs of the two document images (`/api/files/<key>`). */
  passportFile1: string | null;
  passportFile2: string | null;
  isSales: number;
  status: number;
  createDate: string;
  reviewDate: string | null;
  reviewer: string | null;
  rejectReason: string | null;
  userRemark: string | null;
  user: KycUser;
}

const kycUserAnswer: z.ZodType<KycUser> = z
  .object({
    id: recordIdAnswer,
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    countryCode: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    accountType: codeAnswer,
    status: codeAnswer,
    userLevel: codeAnswer,
    region: z.string().nullable(),
    loginIp: z.string().nullable(),
    loginCountry: z.string().nullable(),
    createDate: timeAnswer,
  })
  .strict();

/** An application as its list and its review (`account/kyc/edit`) answer it. */
export const kycAnswer: z.ZodType<Kyc> = z
  .object({
    id: recordIdAnswer,
    userId: recordIdAnswer,
    country: z.string().nullable(),
    city: z.string().nullable(),
    account: z.string().nullable(),
    name: z.string(),
    idNumber: z.string(),
    idNumberCount: countAnswer.min(1),
    passportFile1: z.string().nullable(),
    passportFile2: z.string().nullable(),
    isSales: codeAnswer,
    status: codeAnswer.min(0).max(2),
    createDate: timeAnswer,
    reviewDate: timeAnswer.nullable(),
    reviewer: z.string().nullable(),
    rejectReason: z.string().nullable(),
    userRemark: z.string().nullable(),
    user: kycUserAnswer,
  })
  .strict();

export const otpRecordQuery = paging.extend(dateRange.shape).extend({
  email: optionalText(128),
  mobile: optionalText(32),
  ip: optionalText(64),
  ...sortFields('otp'),
});
export type OtpRecordQuery = z.input<typeof otpRecordQuery>;

export interface OtpRecord {
  optId: number;
  code: string;
  email: string | null;
  mobileNumber: string | null;
  ip: string | null;
  createDate: string;
}

export const otpRecordAnswer: z.ZodType<OtpRecord> = z
  .object({
    optId: recordIdAnswer,
    code: z.string(),
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    ip: z.string().nullable(),
    createDate: timeAnswer,
  })
  .strict();
