import type { z } from 'zod';
import { badRequest, type FieldError } from './errors';

type Issue = { code: string; path?: PropertyKey[]; input?: unknown; expected?: string };

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * Readable messages for the generic type errors; the schemas' own messages are kept. The sent value
 * is looked up in the raw input because coercion turns a missing number into NaN.
 */
function messageFor(issue: Issue, input: unknown, where: string): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const path = issue.path ?? [];
  const field = path.length ? String(path[path.length - 1]) : where;
  const sent = valueAt(input, path);
  if (sent === undefined || sent === null || sent === '') return `${field} is required`;
  return `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
}

/** Parses `input` with `schema` or throws a 400 naming every wrong field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const result = schema.safeParse(input, { error: (issue) => messageFor(issue as Issue, input, where) });
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : where,
    message: issue.message,
  }));
  throw badRequest(fields.map((f) => `${f.path}: ${f.message}`).join('; '), fields);
}

/** Filters sent empty (`?id=`, `{ "opId": "" }`) mean "not set". */
export function withoutEmptyValues(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== null));
}
