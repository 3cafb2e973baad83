import { z } from 'zod';
import { sortFields } from '../lists';
import { decimalString, intLike, optionalText, paging } from './common';
import { countAnswer, decimalAnswer, recordIdAnswer, timeAnswer } from './users-answers';

/** A decimal amount that fits the levels' NUMERIC(36, 18) columns: 0 or more, at most 18 digits before the point. */
const levelAmount = decimalString.refine((s) => !s.startsWith('-') && s.split('.')[0].length <= 18, {
  message: 'must be a number from 0 with at most 18 digits before the decimal point',
});

/** A percentage from 0 to 100 with at most 4 decimals. */
const percentage = decimalString.refine(
  (s) => /^\d{1,3}(\.\d{1,4})?$/.test(s) && Number(s) <= 100,
  'must be a percentage from 0 to 100 with at most 4 decimals',
);

const levelNumber = intLike.min(0, 'level must be 0 or more').max(999, 'level must be at most 999');
const levelName = z.string().trim().min(1, 'name is required').max(64);

const limitsInOrder = (l: { futuresOrderLimitMin: string; futuresOrderLimitMax: string }) =>
  Number(l.futuresOrderLimitMin) <= Number(l.futuresOrderLimitMax);
const LIMITS_MESSAGE = { message: 'futuresOrderLimitMin must not be greater than futuresOrderLimitMax', path: ['futuresOrderLimitMin'] };

export const levelListQuery = paging.extend({ level: intLike.min(0).optional(), name: optionalText(64) });
/** The lists of each kind, sorted by level number (its unique index). */
export const userLevelListQuery = levelListQuery.extend(sortFields('userLevels'));
export const marketingLevelListQuery = levelListQuery.extend(sortFields('marketingLevels'));

export const userLevelInput = z
  .object({
    level: levelNumber,
    name: levelName,
    requiredDepositBalance: levelAmount,
    futuresOrderLimitMax: levelAmount,
    futuresOrderLimitMin: levelAmount,
  })
  .refine(limitsInOrder, LIMITS_MESSAGE);
export type UserLevelInput = z.input<typeof userLevelInput>;

export const marketingLevelInput = z
  .object({
    level: levelNumber,
    name: levelName,
    requiredEffectiveUser: intLike.min(0, 'requiredEffectiveUser must be 0 or more').max(1_000_000),
    requiredDepositUserLevel: intLike.min(0, 'requiredDepositUserLevel must be 0 or more').max(999),
    distributionBonusPercentage1: percentage,
    distributionBonusPercentage2: percentage,
    distributionBonusPercentage3: percentage,
    distributionBonusPercentage4: percentage,
    distributionBonusPercentage5: percentage,
    futuresOrderLimitMax: levelAmount,
    futuresOrderLimitMin: levelAmount,
  })
  .refine(limitsInOrder, LIMITS_MESSAGE);
export type MarketingLevelInput = z.input<typeof marketingLevelInput>;

/** The five distribution layers, nearest upline first. */
export const DISTRIBUTION_LAYERS = [1, 2, 3, 4, 5] as const;

export interface UserLevel {
  id: number;
  level: number;
  name: string;
  requiredDepositBalance: string;
  futuresOrderLimitMax: string;
  futuresOrderLimitMin: string;
  /** How many users hold this level (a level in use cannot be deleted). */
  userCount: number;
  createDate: string;
  updateDate: string;
}

export interface MarketingLevel {
  id: number;
  level: number;
  name: string;
  requiredEffectiveUser: number;
  requiredDepositUserLevel: number;
  distributionBonusPercentage1: string;
  distributionBonusPercentage2: string;
  distributionBonusPercentage3: string;
  distributionBonusPercentage4: string;
  distributionBonusPercentage5: string;
  futuresOrderLimitMax: string;
  futuresOrderLimitMin: string;
  userCount: number;
  createDate: string;
  updateDate: string;
}

/** What every level answers beside its own amounts: a level number is 0 or more and unique in its table. */
const levelShape = {
  id: recordIdAnswer,
  level: z.number().int().nonnegative(),
  name: z.string(),
  userCount: countAnswer,
  createDate: timeAnswer,
  updateDate: timeAnswer,
};

/** A user level as its list, `add` and `edit` answer it (amounts without trailing zeros). */
export const userLevelAnswer: z.ZodType<UserLevel> = z
  .object({
    ...levelShape,
    requiredDepositBalance: decimalAnswer,
    futuresOrderLimitMax: decimalAnswer,
    futuresOrderLimitMin: decimalAnswer,
  })
  .strict();

export const marketingLevelAnswer: z.ZodType<MarketingLevel> = z
  .object({
    ...levelShape,
    requiredEffectiveUser: countAnswer,
    requiredDepositUserLevel: z.number().int().nonnegative(),
    distributionBonusPercentage1: decimalAnswer,
    distributionBonusPercentage2: decimalAnswer,
    distributionBonusPercentage3: decimalAnswer,
    distributionBonusPercentage4: decimalAnswer,
    distributionBonusPercentage5: decimalAnswer,
    futuresOrderLimitMax: decimalAnswer,
    futuresOrderLimitMin: decimalAnswer,
  })
  .strict();
