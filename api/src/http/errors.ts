import type { FastifyError } from 'fastify';
import { envelope } from './envelope';

/** An error answered with the envelope: `status` is the HTTP status, `code` the envelope code. */
export class ApiError extends Error {
  /**
   * Set on a refusal whose changes must stay (a failed sign-in counts the failure): the audited route
   * commits them and the log entry together, then answers this error.
   */
  keepChanges = false;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
    readonly code = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface FieldError {
  path: string;
  message: string;
}

export const badRequest = (message: string, fields: FieldError[] = []) => new ApiError(400, message, { fields });
export const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }]);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
/** Missing, expired or revoked session: `code -1` with `data.code 3`. */
export const sessionInvalid = (message: string) => new ApiError(401, message, { code: 3 }, -1);
/** A refusal that keeps what the handler changed before it (see `ApiError.keepChanges`). */
export function keepingChanges(error: ApiError): ApiError {
  error.keepChanges = true;
  return error;
}

export type Answer = { status: number; body: ReturnType<typeof envelope> };

/** What the caller sent, where a database error's offending value is looked for. */
export interface SentInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  headers?: Record<string, unknown>;
}

/**
 * Maps any error to its HTTP status and envelope; bad input is never a 500, wherever it is noticed: by a
 * schema, by Fastify's parsers, by the multipart parser or by the database.
 */
export function errorAnswer(error: FastifyError | ApiError | Error, now: number, input: SentInput = {}): Answer {
  if (error instanceof ApiError) return { status: error.statusCode, body: envelope(error.data, now, error.message, error.code) };
  const fromDatabase = databaseInputError(error, input);
  if (fromDatabase) return { status: fromDatabase.statusCode, body: envelope(fromDatabase.data, now, fromDatabase.message, 0) };
  const fastifyError = error as FastifyError;
  if (isMultipartParserError(error, input)) {
    const status = fastifyError.statusCode && fastifyError.statusCode < 500 ? fastifyError.statusCode : 400;
    const message = `The upload is not a well-formed multipart/form-data body: ${error.message}`;
    return { status, body: envelope({ fields: [{ path: 'file', message: error.message }] }, now, message, 0) };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Unsupported content type: send application/json'
        : error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? `The request body is not valid JSON: ${error.message}`
          : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty although its content type is application/json'
            : error.message;
    return { status, body: envelope(status === 400 ? { fields: [] } : null, now, message, 0) };
  }
  return { status: 500, body: envelope(null, now, 'Internal error: the request could not be completed', 0) };
}

const MULTIPART_CODES = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/**
 * Errors of @fastify/multipart (by code), of the busboy parser under it (plain errors such as "Unexpected
 * end of multipart data" or "Boundary not found", known by where they were made), and a file part whose
 * stream ended before the part did: the multipart body was malformed or cut short.
 */
function isMultipartParserError(error: Error, input: SentInput): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && MULTIPART_CODES.has(code)) return true;
  if (/[\\/]@fastify[\\/+]busboy/.test(error.stack ?? '')) return true;
  const multipart = /^multipart\//i.test(String(input.headers?.['content-type'] ?? ''));
  return multipart && code === 'ERR_STREAM_PREMATURE_CLOSE';
}

interface DatabaseError {
  code?: unknown;
  message: string;
  detail?: string;
  column?: string;
}

/** SQLSTATEs a value sent by the caller can cause, with what they say about it. */
const INPUT_SQLSTATES: Record<string, string> = {
  '22001': 'is too long for its column',
  '22003': 'is out of range for its column',
  '22007': 'is not a valid date and time',
  '22008': 'is out of the range of dates',
  '22P02': 'is not a valid value for its column',
  '23502': 'is required',
  '23503': 'names a record that does not exist',
  '23505': 'is already taken by another record',
  '23514': 'is not allowed for this record',
};

/** `user_id` → `userId`. */
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Every leaf of the input with its path, bounded so that no input can make this slow. */
function leaves(input: SentInput): Array<[path: string, value: unknown]> {
  const out: Array<[string, unknown]> = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (out.length >= 2000) return;
    if (value && typeof value === 'object' && depth < 12) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key, depth + 1);
    } else out.push([path, value]);
  };
  for (const source of [input.params, input.query, input.body]) walk(source, '', 0);
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : String(value ?? ''));

/** The input fields that can have caused a database error, judged from what the error says. */
function suspects(error: DatabaseError, code: string, input: SentInput): string[] {
  const all = leaves(input);
  const keyColumn = /^Key \(([^)]+)\)=/.exec(error.detail ?? '')?.[1] ?? error.column;
  if (keyColumn) {
    const names = keyColumn.split(',').map((c) => c.trim());
    const named = all.filter(([path]) => names.some((c) => [c, camel(c)].includes(path.split('.').at(-1)!)));
    return named.length ? named.map(([path]) => path) : names.map(camel);
  }
  const quoted = /"([^"]*)"/.exec(error.message)?.[1];
  if ((code === '22003' || code === '22P02' || code === '22007' || code === '22008') && quoted !== undefined) {
    return all.filter(([, value]) => asText(value).trim() === quoted).map(([path]) => path);
  }
  const overflow = /precision (\d+), scale (\d+)/.exec(error.detail ?? '');
  if (overflow) {
    const digits = Number(overflow[1]) - Number(overflow[2]);
    const tooLarge = (value: unknown) => {
      const m = /^-?0*(\d+)(\.\d+)?$/.exec(asText(value).trim());
      return m !== null && m[1].length > digits;
    };
    return all.filter(([, value]) => tooLarge(value)).map(([path]) => path);
  }
  const length = /character varying\((\d+)\)|character\((\d+)\)/.exec(error.message);
  if (length) {
    const max = Number(length[1] ?? length[2]);
    return all.filter(([, value]) => typeof value === 'string' && value.length > max).map(([path]) => path);
  }
  return [];
}

/**
 * A database error caused by a value the caller sent (out of range, malformed, too long, naming a missing
 * record, duplicating a unique one) as a 400 (409 for a duplicate) naming the field where it can be told.
 */
export function databaseInputError(error: Error, input: SentInput = {}): ApiError | undefined {
  const code = (error as DatabaseError).code;
  if (typeof code !== 'string' || !(code in INPUT_SQLSTATES)) return undefined;
  const problem = INPUT_SQLSTATES[code];
  const paths = [...new Set(suspects(error as DatabaseError, code, input))];
  const status = code === '23505' ? 409 : 400;
  if (!paths.length) return new ApiError(status, `A value sent ${problem}`, { fields: [] });
  const fields = paths.map((path) => ({ path, message: problem }));
  return new ApiError(status, fields.map((f) => `${f.path}: ${f.message}`).join('; '), { fields });
}
