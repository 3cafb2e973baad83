import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../envelope';

/** Accepts numbers sent as strings (query strings) as well as numbers. */
export const intLike = z.coerce.number().int();

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

/** Decimal amounts travel as strings: never a JavaScript float. */
export const decimalString = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((s) => /^-?\d{1,20}(\.\d{1,18})?$/.test(s), { message: 'must be a decimal number' });

export const idParam = z.object({ id: intLike.min(1) });

export const dateRange = z.object({
  startTime: dateTime.optional().or(z.literal('').transform(() => undefined)),
  endTime: dateTime.optional().or(z.literal('').transform(() => undefined)),
});
