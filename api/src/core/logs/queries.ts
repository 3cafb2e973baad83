import type { SortDirection } from '@console/contracts/lists';
import type { BackstageLogEntry, ClientLogEntry } from '@console/contracts/schemas/logs';
import type { backstageLogQuery, clientLogQuery } from '@console/contracts/schemas/logs';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../db/list';

const LOG_COLUMNS = 'id, log_name, api_type, api_url, req_log, res_log, res_time, login_ip, login_area, create_date';
const NEWEST_FIRST = 'create_date desc, id desc';

/** Both logs are served by their primary key and their `(create_date desc, id desc)` index, either way. */
export const LOG_ORDERS = {
  id: (d: SortDirection) => `id ${d}`,
  createDate: (d: SortDirection) => `create_date ${d}, id ${d}`,
};

interface LogRow {
  id: number;
  log_name: string;
  api_type: string;
  api_url: string;
  req_log: string | null;
  res_log: string | null;
  res_time: number;
  login_ip: string | null;
  login_area: string | null;
  create_date: Date;
}

// Each entry written out field by field (no spread of a shared part): a page maps twenty of them per request.
const toBackstageLogEntry = (r: LogRow & { op_id: number | null; op_name: string | null; result: number }): BackstageLogEntry => ({
  id: r.id,
  logName: r.log_name,
  apiType: r.api_type,
  apiUrl: r.api_url,
  reqLog: r.req_log,
  resLog: r.res_log,
  resTime: r.res_time,
  loginIp: r.login_ip,
  loginArea: r.login_area,
  createDate: iso(r.create_date)!,
  opId: r.op_id,
  opName: r.op_name,
  result: r.result,
});

const toClientLogEntry = (r: LogRow & { account_id: number | null; account_name: string | null }): ClientLogEntry => ({
  id: r.id,
  logName: r.log_name,
  apiType: r.api_type,
  apiUrl: r.api_url,
  reqLog: r.req_log,
  resLog: r.res_log,
  resTime: r.res_time,
  loginIp: r.login_ip,
  loginArea: r.login_area,
  createDate: iso(r.create_date)!,
  accountId: r.account_id,
  accountName: r.account_name,
});

/** The filters both logs share. */
function commonFilters(q: {
  id?: number;
  logName?: string;
  apiType?: string;
  loginIp?: string;
  startTime?: string;
  endTime?: string;
}): Filters {
  return new Filters()
    .eq('id', q.id)
    .contains('log_name', q.logName)
    .eq('api_type', q.apiType?.toUpperCase())
    .contains('login_ip', q.loginIp)
    .between('create_date', parseDate(q.startTime), parseDate(q.endTime));
}

export function backstageLogPage(db: Queryable, body: z.output<typeof backstageLogQuery>) {
  return listPage(db, {
    select: `${LOG_COLUMNS}, op_id, op_name, result`,
    from: 'backstage_log',
    filters: commonFilters(body).eq('op_id', body.opId).eq('result', body.result),
    orderBy: sortedOrder('backstageLogs', LOG_ORDERS, body, NEWEST_FIRST),
    paging: body,
    map: toBackstageLogEntry,
  });
}

export function clientLogPage(db: Queryable, body: z.output<typeof clientLogQuery>) {
  return listPage(db, {
    select: `${LOG_COLUMNS}, account_id, account_name`,
    from: 'frontend_log',
    // On the client log the acting account is the user: `opId` filters it like `accountId`.
    filters: commonFilters(body).eq('account_id', body.accountId ?? body.opId),
    orderBy: sortedOrder('clientLogs', LOG_ORDERS, body, NEWEST_FIRST),
    paging: body,
    map: toClientLogEntry,
  });
}
