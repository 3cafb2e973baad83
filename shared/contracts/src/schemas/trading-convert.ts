import { z } from 'zod';
import { sortFields } from '../lists';
import { answerCode, answerDecimal, answerFlag, answerId, answerTime } from './answer-parts';
import { bigRecordId, dateRange, decimalString, intLike, optionalText, paging, recordId } from './common';
import { compareDecimals } from './finance-settings';

/*
 * Convert (`convert/*`): the pairs users swap on, their spread and limits, and the orders made at a recorded
 * feed price. Direction 1 buys the coin pair's `from` coin paying its `to` coin; 2 sells it (options
 * `convertDirection`).
 */

export const CONVERT_DIRECTION = { buy: 1, sell: 2 } as const;

const flag = intLike.min(0).max(1);
/** At most 15 digits before the point, never negative. */
const amount = decimalString
  .refine((s) => !s.startsWith('-'), { message: 'must not be negative' })
  .refine((s) => s.split('.')[0].length <= 15, { message: 'must be less than 1000000000000000' });
const positive = amount.refine((s) => /[1-9]/.test(s), { message: 'must be greater than zero' });
/** Empty or null: no maximum. */
const optionalMax = z
  .union([positive, z.literal('').transform(() => null), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v));
/** The spread, in percent of the feed price: from 0 up to (not including) 100, at most 4 decimals. */
const spread = decimalString.refine((s) => /^\d{1,2}(\.\d{1,4})?$/.test(s), {
  message: 'must be a percentage from 0 to below 100 with at most 4 decimals',
});
/** A stored image's URL (`fileStorage/uploadImg` answers it); empty clears it. */
const logo = z
  .string()
  .trim()
  .max(300)
  .optional()
  .transform((s) => (s === undefined ? undefined : s || null));

const notBelow = (min: string | undefined, max: string | null | undefined) => !min || !max || compareDecimals(min, max) <= 0;

const pairFields = {
  name: z.string().trim().min(1).max(40).optional(),
  code: z.string().trim().min(1).max(40).optional(),
  logo,
  activation: flag.optional(),
  spread: spread.optional(),
  buyMinAmount: amount.optional(),
  buyMaxAmount: optionalMax,
  sellMinAmount: amount.optional(),
  sellMaxAmount: optionalMax,
  sort: intLike.min(0).max(100000).optional(),
};

type Limits = { buyMinAmount?: string; buyMaxAmount?: string | null; sellMinAmount?: string; sellMaxAmount?: string | null };
function limitRules<T extends z.ZodType<Limits>>(schema: T) {
  return schema
    .refine((p) => notBelow(p.buyMinAmount, p.buyMaxAmount), { message: 'must not be below buyMinAmount', path: ['buyMaxAmount'] })
    .refine((p) => notBelow(p.sellMinAmount, p.sellMaxAmount), { message: 'must not be below sellMinAmount', path: ['sellMaxAmount'] });
}

/** `convert/add`: a convert pair on a coin pair (`tradingPairId`, one convert pair per coin pair). */
export const convertPairAdd = limitRules(z.object({ tradingPairId: recordId, ...pairFields }));
export type ConvertPairAddInput = z.input<typeof convertPairAdd>;

/** `convert/edit`: what is sent changes; the coin pair stays. */
export const convertPairEdit = limitRules(z.object({ id: recordId, ...pairFields }));
export type ConvertPairEditInput = z.input<typeof convertPairEdit>;

/** `convert/list`. */
export const convertPairListQuery = paging.extend({
  name: optionalText(40),
  activation: flag.optional(),
  ...sortFields('convertPairs'),
});
export type ConvertPairListQuery = z.input<typeof convertPairListQuery>;

/** `convert/record/list` and its export. */
export const convertOrderListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  convertPairId: recordId.optional(),
  direction: intLike.min(1).max(2).optional(),
  /** A coin paid or received. */
  coinId: recordId.optional(),
  ...sortFields('convertOrders'),
});
export type ConvertOrderListQuery = z.input<typeof convertOrderListQuery>;

/** `reporting/user/convertRecord/export`: the list's filters and the file's format. */
export const convertOrderExport = convertOrderListQuery.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });

/** The price a user would get now: the newest recorded tick with the spread applied to each side. */
export interface ConvertQuote {
  tickId: number;
  tickTime: string;
  feedPrice: string;
  /** What a buyer pays per `from` coin (feed price raised by the spread). */
  buyPrice: string;
  /** What a seller receives per `from` coin (feed price lowered by the spread). */
  sellPrice: string;
  /** Whether the tick is recent enough for an order (within the quote validity). */
  fresh: boolean;
  validUntil: string;
}

export interface ConvertPair {
  id: number;
  tradingPairId: number;
  tradingPairCode: string;
  name: string;
  code: string;
  logo: string | null;
  fromCoinId: number;
  fromCoinCode: string;
  toCoinId: number;
  toCoinCode: string;
  activation: number;
  /** Whether the coin pair is active, its market open and not halted by its reference-price guard: orders are accepted only then. */
  tradable: boolean;
  spread: string;
  buyMinAmount: string;
  buyMaxAmount: string | null;
  sellMinAmount: string;
  sellMaxAmount: string | null;
  sort: number;
  /** Null while the feed has recorded no price for the pair. */
  quote: ConvertQuote | null;
  quoteValiditySeconds: number;
  createDate: string;
  updateDate: string;
}

const quoteAnswer: z.ZodType<ConvertQuote> = z
  .object({
    tickId: answerId,
    tickTime: answerTime,
    feedPrice: answerDecimal,
    buyPrice: answerDecimal,
    sellPrice: answerDecimal,
    fresh: z.boolean(),
    validUntil: answerTime,
  })
  .strict();

export const convertPairAnswer: z.ZodType<ConvertPair> = z
  .object({
    id: answerId,
    tradingPairId: answerId,
    tradingPairCode: z.string(),
    name: z.string(),
    code: z.string(),
    logo: z.string().nullable(),
    fromCoinId: answerId,
    fromCoinCode: z.string(),
    toCoinId: answerId,
    toCoinCode: z.string(),
    activation: answerFlag,
    tradable: z.boolean(),
    spread: answerDecimal,
    buyMinAmount: answerDecimal,
    buyMaxAmount: answerDecimal.nullable(),
    sellMinAmount: answerDecimal,
    sellMaxAmount: answerDecimal.nullable(),
    sort: answerCode,
    quote: quoteAnswer.nullable(),
    quoteValiditySeconds: answerCode,
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const convertPairDeleted = z.object({ id: answerId, deleted: z.literal(true) }).strict();

export interface ConvertOrder {
  id: number;
  accountId: number;
  email: string | null;
  convertPairId: number;
  pairName: string;
  direction: number;
  /** The coin paid and the coin received. */
  fromCoinCode: string;
  toCoinCode: string;
  walletType: number;
  /** Paid, in `fromCoinCode`. */
  amount: string;
  /** The price applied (feed price with the spread), in the pair's `to` coin per `from` coin. */
  price: string;
  feedPrice: string;
  spread: string;
  tickId: number;
  tickTime: string;
  /** Received, in `toCoinCode`. */
  realAmount: string;
  ip: string | null;
  createDate: string;
}

export const convertOrderAnswer: z.ZodType<ConvertOrder> = z
  .object({
    id: answerId,
    accountId: answerId,
    email: z.string().nullable(),
    convertPairId: answerId,
    pairName: z.string(),
    direction: answerCode,
    fromCoinCode: z.string(),
    toCoinCode: z.string(),
    walletType: answerCode,
    amount: answerDecimal,
    price: answerDecimal,
    feedPrice: answerDecimal,
    spread: answerDecimal,
    tickId: answerId,
    tickTime: answerTime,
    realAmount: answerDecimal,
    ip: z.string().nullable(),
    createDate: answerTime,
  })
  .strict();
