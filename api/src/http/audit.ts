import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

const SECRET_KEY = /pass(word)?|gauth|secret|api[-_]?key|token|otpauth|authorization|private[-_]?key|cookie/i;
const MAX_LOG_TEXT = 4000;

/** A copy of `value` with every secret-looking field replaced by "***". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) && v !== null && v !== undefined ? '***' : redact(v)]),
    );
  }
  return value;
}

/** Keeps a logged answer readable: long lists and deep trees are summarised. */
function summarise(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    if (depth >= 4) return `[${value.length} items]`;
    const head = value.slice(0, 20).map((v) => summarise(v, depth + 1));
    return value.length > 20 ? [...head, `… ${value.length - 20} more`] : head;
  }
  if (value && typeof value === 'object') {
    if (depth >= 4) return '{…}';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, summarise(v, depth + 1)]));
  }
  return value;
}

function clip(text: string): string {
  return text.length > MAX_LOG_TEXT ? `${text.slice(0, MAX_LOG_TEXT)}…` : text;
}

function requestText(request: FastifyRequest): string | null {
  const parts: Record<string, unknown> = {};
  for (const source of [request.params, request.query]) {
    if (source && typeof source === 'object') Object.assign(parts, source);
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(parts, body);
  else if (body !== undefined && body !== null) parts.body = body;
  return Object.keys(parts).length ? clip(JSON.stringify(redact(parts))) : null;
}

function responseText(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    return clip(JSON.stringify(summarise(redact(JSON.parse(payload)))));
  } catch {
    return clip(payload);
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

/** The backstage log row of a finished call: who, from where, what was sent (secrets removed), what came back. */
export function auditRow(request: FastifyRequest, reply: FastifyReply, payload: unknown, now: Date): BackstageLogRow {
  const meta = request.routeOptions.config.meta;
  const operator = request.session ? { id: request.session.adminId, name: request.session.account } : request.auditOperator;
  let code: unknown;
  try {
    code = typeof payload === 'string' ? JSON.parse(payload).code : undefined;
  } catch {
    code = undefined;
  }
  return {
    logName: meta?.name ?? request.url,
    apiType: request.method,
    apiUrl: request.url.split('?')[0],
    reqLog: requestText(request),
    resLog: responseText(payload),
    resTime: Math.max(0, Math.round(performance.now() - request.startedAt)),
    opId: operator?.id ?? null,
    opName: operator?.name ?? null,
    loginIp: request.clientIp,
    loginArea: request.clientArea,
    result: reply.statusCode < 400 && code === 1 ? 1 : 0,
    createDate: now,
  };
}
