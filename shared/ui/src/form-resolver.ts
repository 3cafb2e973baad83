import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import { type FieldError, type FieldValues, get, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type FieldMessages = Record<string, string>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The message of a validation issue in the admin's language. The shared schemas carry English messages
 * for the API's answers; the form says the same in the language of the screen. `fieldMessages` gives the
 * wording of a field's own format rule (an IP range, a password policy).
 */
export function translateIssue(issue: z.core.$ZodIssue, values: unknown, t: TFunction, fieldMessages: FieldMessages = {}): string {
  const path = issue.path.map(String).join('.');
  const raw = path ? get(values, path) : values;
  if (isBlank(raw)) return t('validation.required');
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? t('validation.required') : t('validation.minLength', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation.minItems', { min });
      return t('validation.min', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation.maxLength', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation.maxItems', { max });
      return t('validation.max', { max });
    }
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? t('validation.number') : t('validation.invalid');
    case 'invalid_value':
      return t('validation.choice');
    default:
      return fieldMessages[path] ?? (issue.message || t('validation.invalid'));
  }
}

/** A react-hook-form resolver running a zod schema, with messages translated by `translateIssue`. */
export function zodFormResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  t: TFunction,
  fieldMessages?: FieldMessages,
): Resolver<TIn, unknown, TOut> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      flat[path] ??= { type: issue.code, message: translateIssue(issue, values, t, fieldMessages) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
