import { z } from 'zod';

/**
 * The building blocks of every answer schema (the `*-answers.ts` files and the answers beside their interfaces):
 * one definition each, so that "a decimal" or "a time" means the same in every area's document.
 */

/** The id of a stored record (JSON numbers: bigint ids stop at 2^53 - 1, see `BIGINT_ID_MAX`). */
export const answerId = z.number().int().positive();
/** A count of records. */
export const answerCount = z.number().int().nonnegative();
/** A small whole number: a type, a status, a flag or a level (options name its values). */
export const answerCode = z.number().int();
/** A 0/1 switch or mark. */
export const answerFlag = z.number().int().min(0).max(1);
/** A decimal amount as the database writes it (`123.450000000000000000`): a string, never a float, never an exponent. */
export const answerDecimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number written as a string');
/** A point in time as ISO 8601 in UTC, as `toISOString` writes it (`2026-11-24T23:50:00.000Z`). */
export const answerTime = z.iso.datetime();
