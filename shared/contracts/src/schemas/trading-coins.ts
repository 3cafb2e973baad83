import { z } from 'zod';
import { sortFields } from '../lists';
import { answerCode, answerCount, answerDecimal, answerFlag, answerId, answerTime } from './answer-parts';
import { intLike, optionalText, paging, recordId } from './common';

/*
 * Coins (`coin/*`) and coin pairs (`system/tradingPair/*`): what the calls take and what they answer. The add
 * and edit calls that carry an image are multipart: their text fields are read with these schemas.
 */

const flag = intLike.min(0).max(1);
const sort = intLike.min(0).max(100000);

/** A coin's code: letters and digits, written in capitals (`usdt` is kept as `USDT`). */
export const coinCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,15}$/, 'must be 2 to 15 letters or digits'));

/** `coin/list`. */
export const coinListQuery = paging.extend({
  code: optionalText(15),
  display: flag.optional(),
  ...sortFields('coins'),
});
export type CoinListQuery = z.input<typeof coinListQuery>;

/** The text part of `coin/add` (`coinRequest`, or the same fields sent one by one). The icon is the file `coinIcon`. */
export const coinAddFields = z.object({
  name: coinCode,
  fullName: z.string().trim().min(1, 'fullName is required').max(60),
  /** Decimals amounts of the coin are shown and rounded with. */
  decimals: intLike.min(0).max(18).default(8),
  sort: sort.optional(),
});
export type CoinAddInput = z.input<typeof coinAddFields>;

/** `coin/edit`: the switches of a coin, and optionally its full name and display order. */
export const coinEdit = z.object({
  id: recordId,
  display: flag.optional(),
  supportTransfer: flag.optional(),
  depositWithdrawal: flag.optional(),
  fullName: z.string().trim().min(1).max(60).optional(),
  sort: sort.optional(),
});
export type CoinEditInput = z.input<typeof coinEdit>;

export interface Coin {
  id: number;
  code: string;
  fullName: string;
  /** Where the icon is served (`/api/files/<key>`), or null. */
  logo: string | null;
  display: number;
  supportTransfer: number;
  supportDepositWithDrawal: number;
  decimals: number;
  sort: number;
  createDate: string;
  updateDate: string;
}

export const coinAnswer: z.ZodType<Coin> = z
  .object({
    id: answerId,
    code: z.string(),
    fullName: z.string(),
    logo: z.string().nullable(),
    display: answerFlag,
    supportTransfer: answerFlag,
    supportDepositWithDrawal: answerFlag,
    decimals: answerCount,
    sort: answerCode,
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const coinDeleted = z.object({ id: answerId, code: z.string(), deleted: z.literal(true) }).strict();

/** `HH:mm` or `HH:mm:ss`, a time of day in UTC. */
const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time of day, HH:mm or HH:mm:ss (UTC)')
  .transform((s) => (s.length === 5 ? `${s}:00` : s));
const optionalTime = z.union([timeOfDay, z.literal('').transform(() => undefined), z.null().transform(() => undefined)]).optional();
const decimals = intLike.min(0).max(18);

/** The fields of a coin pair that `system/tradingPair/add` and `/edit` both take. */
const pairShape = {
  name: z.string().trim().min(1, 'name is required').max(40),
  transferType: intLike.min(1).max(2),
  isMarketClose: flag,
  closeStartTime: optionalTime,
  closeEndTime: optionalTime,
  decimalPoint: decimals,
  pointStart: decimals,
  pointEnd: decimals,
  sort: sort.optional(),
};

type PairRules = {
  isMarketClose?: number;
  closeStartTime?: string;
  closeEndTime?: string;
  decimalPoint?: number;
  pointStart?: number;
  pointEnd?: number;
};

/** The close window is required when the market closes daily; the point range lies within the decimals. */
function pairRules<T extends z.ZodType<PairRules>>(schema: T) {
  return schema
    .refine((p) => p.isMarketClose !== 1 || !!p.closeStartTime, {
      message: 'is required when the market closes daily (isMarketClose 1)',
      path: ['closeStartTime'],
    })
    .refine((p) => p.isMarketClose !== 1 || !!p.closeEndTime, {
      message: 'is required when the market closes daily (isMarketClose 1)',
      path: ['closeEndTime'],
    })
    .refine((p) => !p.closeStartTime || p.closeStartTime !== p.closeEndTime, {
      message: 'must differ from closeStartTime',
      path: ['closeEndTime'],
    })
    .refine((p) => p.pointStart === undefined || p.pointEnd === undefined || p.pointStart <= p.pointEnd, {
      message: 'must not be below pointStart',
      path: ['pointEnd'],
    })
    .refine((p) => p.pointEnd === undefined || p.decimalPoint === undefined || p.pointEnd <= p.decimalPoint, {
      message: 'must not be above decimalPoint',
      path: ['pointEnd'],
    });
}

/** `system/tradingPair/add` (multipart, with the file `logo`): `tradingPair` names the coins as `BTC/USDT`. */
export const coinPairAddFields = pairRules(
  z.object({
    ...pairShape,
    code: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2,30}$/, 'must be 2 to 30 letters or digits')),
    tradingPair: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2,15}\/[A-Z0-9]{2,15}$/, 'must name two coins as FROM/TO, e.g. BTC/USDT')),
    activation: flag.default(1),
    display: flag.default(1),
  }),
);
export type CoinPairAddInput = z.input<typeof coinPairAddFields>;

/**
 * `system/tradingPair/edit` (multipart; the file `logo` optional). The code and coins of a pair stay as
 * created: its recorded ticks and the feed's symbol refer to them.
 */
export const coinPairEditFields = pairRules(
  z.object({
    id: recordId,
    ...pairShape,
    display: flag,
    /** The pair's activation (`activationEnum` as the spec's console sends it, or `activation`). */
    activation: flag,
  }),
);
export type CoinPairEditInput = z.input<typeof coinPairEditFields>;

/** `system/tradingPair/list`. */
export const coinPairListQuery = paging.extend({
  code: optionalText(40),
  activation: flag.optional(),
  coinId: recordId.optional(),
  ...sortFields('coinPairs'),
});
export type CoinPairListQuery = z.input<typeof coinPairListQuery>;

export interface CoinPair {
  id: number;
  code: string;
  name: string;
  logoUrl: string | null;
  fromCoinId: number;
  fromCoinCode: string;
  toCoinId: number;
  toCoinCode: string;
  display: number;
  activation: number;
  transferType: number;
  isMarketClose: number;
  /** `HH:mm:ss` in UTC, or null. */
  closeStartTime: string | null;
  closeEndTime: string | null;
  decimalPoint: number;
  pointStart: number;
  pointEnd: number;
  sort: number;
  /** Whether the market is open now (the weekend rule of its type and its daily close window). */
  marketOpen: boolean;
  /** The newest price the feed recorded for it, and when; null before the first tick. */
  lastPrice: string | null;
  lastTickTime: string | null;
  createTime: string;
  updateTime: string;
}

const timeText = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);

export const coinPairAnswer: z.ZodType<CoinPair> = z
  .object({
    id: answerId,
    code: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    fromCoinId: answerId,
    fromCoinCode: z.string(),
    toCoinId: answerId,
    toCoinCode: z.string(),
    display: answerFlag,
    activation: answerFlag,
    transferType: answerCode,
    isMarketClose: answerFlag,
    closeStartTime: timeText.nullable(),
    closeEndTime: timeText.nullable(),
    decimalPoint: answerCount,
    pointStart: answerCount,
    pointEnd: answerCount,
    sort: answerCode,
    marketOpen: z.boolean(),
    lastPrice: answerDecimal.nullable(),
    lastTickTime: answerTime.nullable(),
    createTime: answerTime,
    updateTime: answerTime,
  })
  .strict();
