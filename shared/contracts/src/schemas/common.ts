import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../envelope';

/** The largest PostgreSQL `integer` (int4): ids of serial columns, levels, counts and flags all fit it. */
export const INT4_MAX = 2_147_483_647;
/**
 * Ids of bigserial columns (users, deposits, withdrawals, ...). A bigint holds more, but a JSON number keeps
 * its digits only up to 2^53 - 1, so that is where such an id stops.
 */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * Accepts numbers sent as strings (query strings) as well as numbers, within int4: every integer input
 * fits the column it goes to, so a larger number is a 400 naming the field, never a database error.
 */
export const intLike = z.coerce
  .number()
  .int()
  .min(-INT4_MAX - 1, { message: `must be at least ${-INT4_MAX - 1}` })
  .max(INT4_MAX, { message: `must be at most ${INT4_MAX}` });
/** An integer of a bigint column (ids of users, deposits and other large tables). */
export const bigIntLike = z.coerce
  .number()
  .int()
  .min(-BIGINT_ID_MAX, { message: `must be at least ${-BIGINT_ID_MAX}` })
  .max(BIGINT_ID_MAX, { message: `must be at most ${BIGINT_ID_MAX}` });
/** The id of a record of a serial (int4) table: admins, roles, levels, coins, settings, IP lists, logs. */
export const recordId = intLike.min(1, { message: 'must be 1 or more' });
/** The id of a record of a bigserial table: users, deposits, withdrawals, KYC, agents, chat, exports. */
export const bigRecordId = bigIntLike.min(1, { message: 'must be 1 or more' });

export const paging = z.object({
  pageNum: intLike.min(1).default(1),
  pageSize: intLike.min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type Paging = z.infer<typeof paging>;

/** An ISO date-time or a `YYYY-MM-DD HH:mm:ss` local string; empty means "not set". */
export const dateTime = z
  .string()
  .trim()
  .refine((s) => !Number.isNaN(Date.parse(s.includes('T') ? s : s.replace(' ', 'T'))), { message: 'must be a date and time' });

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

/**
 * A JSON number whose digits a JavaScript number cannot keep (1234567890.123456789, 12345678901234567890,
 * 1e400): the API's JSON parser hands these on as this object instead of silently rounding them, so a
 * schema can refuse them. `valueOf` gives the rounded number, so an integer field still says "too big".
 */
export class InexactJsonNumber {
  constructor(readonly text: string) {}
  valueOf(): number {
    return Number(this.text);
  }
  toJSON(): string {
    return this.text;
  }
}

/** `1e-7` → `0.0000001`: the digits of a number in plain decimal notation. */
function plainNumberText(n: number): string {
  const text = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, lead, rest = '', exponent] = m;
  const digits = lead + rest;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** How many digits a NUMERIC column keeps before and after the point: NUMERIC(36, 18) keeps 18 and 18. */
export interface DecimalDigits {
  integer: number;
  fraction: number;
}

/**
 * Decimal amounts travel as strings, never as a JavaScript float: a decimal string, or a JSON number whose
 * digits survived parsing exactly, with at most the digits the column keeps (so every accepted amount fits
 * it). Anything else is a 400 naming the field.
 */
export function decimalAmount({ integer, fraction }: DecimalDigits) {
  const shape = /^-?\d+(\.\d+)?$/;
  return z.custom<string | number>().transform((value: unknown, ctx) => {
    if (value === undefined || value === null) {
      ctx.addIssue({ code: 'invalid_type', expected: 'string', input: value });
      return z.NEVER;
    }
    if (value instanceof InexactJsonNumber) {
      const shown = value.text.length > 40 ? `${value.text.slice(0, 40)}…` : value.text;
      ctx.addIssue({
        code: 'custom',
        message: `send it as a decimal string: the JSON number ${shown} cannot be kept exactly`,
        input: value,
      });
      return z.NEVER;
    }
    const text =
      typeof value === 'number' && Number.isFinite(value) ? plainNumberText(value) : typeof value === 'string' ? value.trim() : '';
    if (!shape.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'must be a decimal number', input: value });
      return z.NEVER;
    }
    // Leading zeros carry no digit: 007.5 is 7.5.
    const normal = text.replace(/^(-?)0+(?=\d)/, '$1');
    const [whole, part = ''] = normal.replace(/^-/, '').split('.');
    if (whole.length > integer || part.length > fraction) {
      ctx.addIssue({
        code: 'custom',
        message: `must have at most ${integer} digits before the decimal point and ${fraction} after it`,
        input: value,
      });
      return z.NEVER;
    }
    return normal;
  });
}

/** An amount of a NUMERIC(36, 18) column: at most 18 digits before the point and 18 after. */
export const decimalString = decimalAmount({ integer: 18, fraction: 18 });

export const idParam = z.object({ id: recordId });
/** `{id}` of a record of a bigserial table. */
export const bigIdParam = z.object({ id: bigRecordId });

export const dateRange = z.object({
  startTime: dateTime.optional().or(z.literal('').transform(() => undefined)),
  endTime: dateTime.optional().or(z.literal('').transform(() => undefined)),
});

/** A page of `item`s as a list call answers it in the envelope's `data` (`Page` of envelope.ts). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    total: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    current: z.number().int().positive(),
    pages: z.number().int().nonnegative(),
  });
