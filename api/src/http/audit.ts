import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { parseAddress } from './client-ip';

const SECRET_KEY = /pass(word)?|gauth|secret|api[-_]?key|backstage[-_]?key|token|otpauth|authorization|private[-_]?key|cookie/i;
/** Longest request or answer text of a log row. */
export const MAX_LOG_TEXT = 4000;
/** Bounds of what is logged of any value: the writer accepts any JSON, however deep or large. */
const MAX_DEPTH = 8;
const MAX_ITEMS = 200;
const MAX_KEYS = 200;
const MAX_STRING = 2000;
/**
 * Fields that say which record a call changed and to what: kept whole (at most 200 characters each) when
 * a long request or answer is cut, so that a long first field cannot hide them.
 */
const IDENTIFYING =
  /^(id|ids|key|code|msg|status|state|type|amount|name|account|reason|remark)$|(Id|Ids|Status|Type|Amount|Name|Account|No)$/;
const IDENTIFYING_TEXT = 200;

/**
 * A copy of `value` with every secret-looking field replaced by "***", bounded in depth, size and length
 * (deeper or longer parts are summarised). Never throws: whatever a caller sent can be logged.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} characters)` : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return undefined;
  try {
    if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (Array.isArray(value)) {
      if (depth >= MAX_DEPTH) return `[${value.length} items]`;
      const head = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
      return value.length > MAX_ITEMS ? [...head, `… ${value.length - MAX_ITEMS} more`] : head;
    }
    // Values that say how they are written (an exact-digits number kept as its text) are logged that way.
    const own = (value as { toJSON?: unknown }).toJSON;
    if (typeof own === 'function' && Object.getPrototypeOf(value) !== Object.prototype) return redact(own.call(value), depth);
    const entries = Object.entries(value);
    if (depth >= MAX_DEPTH) return `{${entries.length} fields}`;
    const kept = entries
      .slice(0, MAX_KEYS)
      .map(([key, v]) => [key, SECRET_KEY.test(key) && v !== null && v !== undefined ? '***' : redact(v, depth + 1)]);
    if (entries.length > MAX_KEYS) kept.push(['…', `${entries.length - MAX_KEYS} more fields`]);
    return Object.fromEntries(kept);
  } catch {
    return '[unreadable]';
  }
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '"[unreadable]"';
  }
}

/** `value` as JSON of at most `max` characters: a longer one becomes its cut text. */
function shortened(value: unknown, max: number): unknown {
  const text = stringify(value);
  if (text.length <= max) return value;
  return typeof value === 'string' ? `${value.slice(0, Math.max(0, max - 3))}…` : `${text.slice(0, Math.max(0, max - 3))}…`;
}

/**
 * The log text of a (redacted) value, at most MAX_LOG_TEXT characters. When an object is too long, the
 * fields that identify the record and the change come first and are kept; the other fields are shortened
 * to the room that is left, and those that no longer fit are counted.
 */
export function logText(value: unknown, max = MAX_LOG_TEXT): string {
  const full = stringify(value);
  if (full.length <= max) return full;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `${full.slice(0, max - 1)}…`;
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  const room = max - 40; // kept free for the note of what was cut
  for (const [key, v] of entries) if (IDENTIFYING.test(key)) out[key] = shortened(v, IDENTIFYING_TEXT);
  let cut = 0;
  for (const [key, v] of entries) {
    if (IDENTIFYING.test(key)) continue;
    const left = room - stringify(out).length - stringify(key).length - 2;
    if (left < 24) {
      cut++;
      continue;
    }
    out[key] = shortened(v, left);
  }
  if (cut) out['…'] = `${cut} more fields cut`;
  const text = stringify(out);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function requestText(request: FastifyRequest): string | null {
  const parts: Record<string, unknown> = {};
  for (const source of [request.params, request.query]) {
    if (source && typeof source === 'object') Object.assign(parts, source);
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) Object.assign(parts, body);
  else if (body !== undefined && body !== null) parts.body = body;
  return Object.keys(parts).length ? logText(redact(parts)) : null;
}

/** The answer as logged: a sent payload (text) or the envelope about to be sent. */
function answerText(answer: unknown): string | null {
  if (answer === undefined || answer === null) return null;
  if (typeof answer !== 'string') return logText(redact(answer));
  try {
    return logText(redact(JSON.parse(answer)));
  } catch {
    return answer.length > MAX_LOG_TEXT ? `${answer.slice(0, MAX_LOG_TEXT - 1)}…` : answer;
  }
}

function answerCode(answer: unknown): unknown {
  if (answer && typeof answer === 'object') return (answer as { code?: unknown }).code;
  if (typeof answer !== 'string') return undefined;
  try {
    return JSON.parse(answer).code;
  } catch {
    return undefined;
  }
}

export interface BackstageLogRow {
  logName: string;
  apiType: string;
  apiUrl: string;
  reqLog: string | null;
  resLog: string | null;
  resTime: number;
  opId: number | null;
  opName: string | null;
  loginIp: string | null;
  loginArea: string | null;
  result: 0 | 1;
  createDate: Date;
}

export const BACKSTAGE_LOG_COLUMNS =
  'log_name, api_type, api_url, req_log, res_log, res_time, op_id, op_name, login_ip, login_area, result, create_date';

export function backstageLogValues(row: BackstageLogRow): unknown[] {
  return [
    row.logName,
    row.apiType,
    row.apiUrl,
    row.reqLog,
    row.resLog,
    row.resTime,
    row.opId,
    row.opName,
    row.loginIp,
    row.loginArea,
    row.result,
    row.createDate,
  ];
}

export async function writeBackstageLog(db: Queryable, row: BackstageLogRow): Promise<void> {
  await db.query(
    `insert into backstage_log (${BACKSTAGE_LOG_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    backstageLogValues(row),
  );
}

/**
 * The backstage log row of a call: who, from where, what was sent (secrets removed), what came back.
 * `answer` is the payload sent (text) or the envelope about to be sent.
 */
export function auditRow(request: FastifyRequest, statusCode: number, answer: unknown, now: Date): BackstageLogRow {
  const meta = request.routeOptions.config.meta;
  const operator = request.session ? { id: request.session.adminId, name: request.session.account } : request.auditOperator;
  return {
    logName: meta?.name ?? request.url.split('?')[0],
    apiType: request.method,
    apiUrl: request.url.split('?')[0],
    reqLog: requestText(request),
    resLog: answerText(answer),
    resTime: Math.max(0, Math.round(performance.now() - request.startedAt)),
    opId: operator?.id ?? null,
    opName: operator?.name ?? null,
    loginIp: request.clientIp,
    loginArea: request.clientArea,
    result: statusCode < 400 && answerCode(answer) === 1 ? 1 : 0,
    createDate: now,
  };
}

/** The sender an anonymous refusal is counted for: the address, or its /64 for IPv6 (one host holds a whole /64). */
export function senderOf(ip: string): string {
  const address = parseAddress(ip);
  if (address?.kind() !== 'ipv6') return ip;
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * Counts a call refused without a session (no or a bad session, an address off the whitelist, too many
 * attempts): one row per sender, route and minute, with the number of such calls, so that a stranger
 * cannot fill the log by repeating calls. The first call's answer is kept; `repeat_count` (and the
 * request text) say how many there were.
 */
export async function countAnonymousRefusal(
  db: Queryable,
  request: FastifyRequest,
  statusCode: number,
  answer: unknown,
  now: Date,
): Promise<void> {
  const row = auditRow(request, statusCode, answer, now);
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const route = request.routeOptions.config.meta?.key ?? `${request.method} (no such call)`;
  const sampleKey = `${senderOf(request.clientIp)} ${route} ${minute}`;
  // The count is raised first, so that a repeated call takes no id of the log's sequence (an insert that
  // ends in its conflict clause would: enough refusals would run it out). Two first calls at once meet in
  // the conflict clause.
  const count = `repeat_count = backstage_log.repeat_count + 1, req_log = '{"refusedCalls":' || (backstage_log.repeat_count + 1) || '}'`;
  await db.query(
    `with counted as (update backstage_log set ${count} where sample_key = $13 returning id)
     insert into backstage_log (${BACKSTAGE_LOG_COLUMNS}, repeat_count, sample_key)
     select $1, $2, $3, $4, $5, $6::integer, $7::integer, $8, $9, $10, $11::integer, $12::timestamptz, 1, $13
      where not exists (select 1 from counted)
     on conflict (sample_key) where sample_key is not null do update set ${count}`,
    backstageLogValues({ ...row, reqLog: '{"refusedCalls":1}', opId: null }).concat(sampleKey),
  );
}
