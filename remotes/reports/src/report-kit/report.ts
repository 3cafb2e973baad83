import { api, type DownloadResult, type RouteVisit } from '@console/client';
import type { ListKey, Page } from '@console/contracts';
import type { ReportMetrics } from '@console/contracts/schemas/reports';
import { type ExportFormat, isQueuedExport, type NamedTab, prefetchList, toaster } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Every report is read three ways, the path's `{type}`: one summary over the range, a row per month, a row per day. */
export const REPORT_TYPES = ['summary', 'monthly', 'daily'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TABS: readonly NamedTab[] = REPORT_TYPES.map((name) => ({ name }));

export const isReportType = (name: string | undefined): name is ReportType => REPORT_TYPES.includes(name as ReportType);

/** The reports of the spec, each by its API paths (`reporting/*` of endpoints.tsv). */
export type ReportName = 'platform' | 'agent' | 'marketing' | 'account';

/** The API path of a report read one way. */
export const REPORT_PATHS: Record<ReportName, Record<ReportType, string>> = {
  platform: {
    summary: 'reporting/platform/summary',
    monthly: 'reporting/platform/monthly/summary',
    daily: 'reporting/platform/daily/summary',
  },
  agent: {
    summary: 'reporting/agent/personal/summary',
    monthly: 'reporting/agent/monthly/summary',
    daily: 'reporting/agent/daily/summary',
  },
  marketing: {
    summary: 'reporting/marketing/personal/summary',
    monthly: 'reporting/marketing/monthly/summary',
    daily: 'reporting/marketing/daily/summary',
  },
  account: {
    summary: 'reporting/account/personal/summary',
    monthly: 'reporting/account/monthly/summary',
    daily: 'reporting/account/daily/summary',
  },
};

/** The downline of one agent or user, with the same metrics per member (summaries over the range). */
export const DOWNLINE_PATHS: Record<Exclude<ReportName, 'platform'>, string> = {
  agent: 'reporting/downline/agent/query',
  marketing: 'reporting/downline/marketing/query',
  account: 'reporting/downline/account/query',
};

/** A monthly or daily row names its period's first day (`YYYY-MM-DD`) in the report time zone; a summary row does not. */
export interface Periodic {
  dateTime?: string;
  timeZone?: string;
}
export interface AgentColumns {
  agentId: number;
  agentAccount: string;
  numberOfDownlines: number;
}
export interface UserColumns {
  accountId: number;
  userRemark: string | null;
  /** In a marketing tree: the level below its root (1: invited by the root) and who invited the user. */
  level?: number;
  parentId?: number;
}
export type PlatformReportRow = ReportMetrics & Periodic;
export type AgentReportRow = ReportMetrics & Periodic & AgentColumns;
export type UserReportRow = ReportMetrics & Periodic & UserColumns;

/**
 * A page of a report: its rows, and the days they cover as the API cut them (`YYYY-MM-DD`, inclusive, in the report
 * time zone of the system settings), with `rebuilding` while the daily roll-ups are rebuilt after a change of zone.
 */
export type ReportPage<T> = Page<T> & { timeZone?: string; start?: string; end?: string; rebuilding?: boolean };

/**
 * The range as the report reads it: calendar days. The date picker answers instants on the admin's clock
 * (`2026-11-01T00:00:00+08:00`); their date is the day the admin meant, which the API takes as a day of the
 * report time zone (an instant would be moved into that zone and could fall on the day before).
 */
export function asReportDays(params: Record<string, string | number>): Record<string, string | number> {
  const out = { ...params };
  for (const name of ['start', 'end']) {
    const value = out[name];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) out[name] = value.slice(0, 10);
  }
  return out;
}

/** The query of a page of a report: keyed by its API path, so the tabs of a report never share a cache entry. */
export function reportQuery<T>(path: string) {
  return (request: Record<string, string | number>) => {
    const days = asReportDays(request);
    return {
      queryKey: [path, days],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.page<T>(path, days, { signal, method: 'GET' }) as Promise<ReportPage<T>>,
    };
  };
}

export function useReport<T>(path: string, request: Record<string, string | number>) {
  return useQuery({ ...reportQuery<T>(path)(request), placeholderData: keepPreviousData });
}

/**
 * A report route's prefetch: the first page of the report its address names (opened from the menu, without
 * filters), fetched beside the page's code. `pathOf` answers null for an address that shows no report.
 */
export function prefetchReport(key: ListKey, pathOf: (params: RouteVisit['params']) => string | null) {
  return (visit: RouteVisit) => {
    const path = pathOf(visit.params);
    if (path) prefetchList({ key, defaults: {}, unfilteredOnly: true, query: reportQuery(path) }, visit);
  };
}

/**
 * Exports a report read one way with the filters on screen (no paging): the API streams the file from
 * `<path>/exporting/csv` or `/exporting/excel`, or answers a job of the export center when it is large.
 */
export function exportReport(path: string, params: Record<string, string | number>, format: ExportFormat) {
  const kind = format === 'xlsx' ? 'excel' : 'csv';
  return api.download(`${path}/exporting/${kind}`, undefined, `${path.replace(/^reporting\//, '').replaceAll('/', '-')}.${format}`, {
    method: 'GET',
    params: asReportDays(params),
  });
}

/** Where the jobs of large exports are listed. */
export const EXPORT_CENTER_PATH = '/report/export-center';

/**
 * A report export's answer as the export menu shows it: a large report is queued as a job of the export center, which
 * this says with a link there (the menu's own toast has none); a file is left to the menu's "saved" toast.
 */
export async function announceQueued(
  result: Promise<DownloadResult>,
  texts: { title: (jobId: number) => string; hint: string; open: string },
  open: () => void,
): Promise<DownloadResult> {
  const answer = await result;
  if (answer.kind !== 'envelope' || !isQueuedExport(answer.data)) return answer;
  toaster.create({
    id: `report-export-${answer.data.jobId}`,
    type: 'success',
    title: texts.title(answer.data.jobId),
    description: texts.hint,
    closable: true,
    duration: 10_000,
    action: { label: texts.open, onClick: open },
  });
  return { kind: 'envelope', data: null };
}
