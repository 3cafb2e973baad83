import type { ExportType } from '@console/contracts/schemas/exports-batch';
import { exportJobStarted } from '@console/contracts/schemas/exports-batch';
import { reportExportParams, reportMetrics } from '@console/contracts/schemas/reports';
import { type Lang, labels, langOf } from '../../core/exports/batches';
import { exportJobThreshold, queueExport } from '../../core/exports/jobs';
import type { ExportKind, ExportSheet } from '../../core/exports/kinds';
import { STREAM_AFTER_COMMIT, sheetToStream } from '../../core/exports/stream';
import type { Cell, ExportFormat } from '../../core/exports/writers';
import type { Queryable } from '../../db/database';
import { route } from '../../http/routes';
import { parseInput, withoutEmptyValues } from '../../http/validation';
import { type ReportDays, reportDays } from './range';
import { type ReportRecord, reportBatches, reportRowCount } from './report';
import type { ReportPath } from './routes';

/*
 * A report as a CSV or Excel file (`<report path>/exporting/csv` and `/exporting/excel`): a first line naming the
 * report, its days, the report time zone and the filters, then the columns' names and a line per row, streamed page by
 * page (never the whole report in memory). Text cells that a spreadsheet would read as a formula are escaped by the
 * export writers; amounts are numbers where a number holds them exactly, else their decimal text. A report of more
 * than `REPORT_JOB_ROWS` rows becomes a job of the export center (each row is computed, so they are slow to stream).
 */

/**
 * Above this many rows a report export runs as a job of the export center (env `REPORT_EXPORT_JOB_ROWS`, default
 * 5,000; lower when `EXPORT_JOB_THRESHOLD` is). The browser tests' server sets 1,000: a job of theirs then computes
 * a few hundred agent days instead of thousands.
 */
export const REPORT_JOB_ROWS = 5_000;

function reportJobRows(): number {
  const value = Number(process.env.REPORT_EXPORT_JOB_ROWS);
  return process.env.REPORT_EXPORT_JOB_ROWS && Number.isInteger(value) && value >= 0 ? value : REPORT_JOB_ROWS;
}

const reportJobThreshold = () => Math.min(reportJobRows(), exportJobThreshold());

const LABELS: Record<string, [string, string, string]> = {
  dateTime: ['Date', '日期', '日期'],
  timeZone: ['Time zone', '时区', '時區'],
  agentId: ['Agent ID', '代理 ID', '代理 ID'],
  agentAccount: ['Agent account', '代理账号', '代理帳號'],
  numberOfDownlines: ['Downlines', '下线人数', '下線人數'],
  accountId: ['Account ID', '账户 ID', '帳戶 ID'],
  accountType: ['Account type', '账户类型', '帳戶類型'],
  level: ['Level below', '下级层级', '下級層級'],
  parentId: ['Invited by', '邀请人', '邀請人'],
  userRemark: ['Remark', '备注', '備註'],
  amountOfManagerOutNet: ['Manager out (net)', '管理出款（计入净入金）', '管理出款（計入淨入金）'],
  amountOfManagerOutNonNet: ['Manager out (non-net)', '管理出款（不计入净入金）', '管理出款（不計入淨入金）'],
  balance: ['Balance', '余额', '餘額'],
  numberOfInvitees: ['Invitees', '邀请人数', '邀請人數'],
  numberOfNewUsers: ['New users', '新增用户', '新增用戶'],
  numberOfDepositOrders: ['Deposit orders', '充值笔数', '充值筆數'],
  numberOfDepositors: ['Depositors', '充值人数', '充值人數'],
  numberOfFirstTimeDepositors: ['First-time depositors', '首充人数', '首充人數'],
  amountOfDeposit: ['Deposits', '充值金额', '充值金額'],
  amountOfWithdrawal: ['Withdrawals', '提现金额', '提現金額'],
  netInflow: ['Net inflow', '净入金', '淨入金'],
  futuresBet: ['Futures stakes', '合约投注额', '合約投注額'],
  futuresProfit: ['Futures result', '合约平台盈亏', '合約平台盈虧'],
  numberOfFuturesOrders: ['Futures orders', '合约订单数', '合約訂單數'],
  numberOfFuturesPlayers: ['Futures players', '合约交易人数', '合約交易人數'],
  perpetualProfit: ['Perpetual result', '永续平台盈亏', '永續平台盈虧'],
};

const WORDS: Record<Lang, { zone: string; days: string; filters: string; none: string }> = {
  'en-US': { zone: 'Time zone', days: 'Days', filters: 'Filters', none: 'none' },
  'zh-CN': { zone: '时区', days: '日期', filters: '筛选', none: '无' },
  'zh-TW': { zone: '時區', days: '日期', filters: '篩選', none: '無' },
};

const label = (field: string, lang: Lang) => {
  const names = LABELS[field];
  return names ? names[lang === 'en-US' ? 0 : lang === 'zh-CN' ? 1 : 2] : field;
};

/** The columns of a report's rows: the period, the group's names, then every figure. */
function columnsOf(p: ReportPath): string[] {
  const periodic = p.path.includes('/monthly/') || p.path.includes('/daily/');
  return [...(periodic ? ['dateTime', 'timeZone'] : []), ...p.columns, ...Object.keys(reportMetrics.shape)];
}

/** A decimal as a number when the number is exactly it (a spreadsheet then sums it), else as its text. */
function cellOf(value: string | number | null | undefined): Cell {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return value ?? null;
  const n = Number(value);
  return String(n) === value ? n : value;
}

/** A report's query from the request's filters `raw` (unparsed), without its paging. */
function filtersOf(p: ReportPath, raw: Record<string, unknown>) {
  const query = parseInput(p.query, raw, 'query');
  const { pageNum: _n, pageSize: _s, ...filters } = query as Record<string, unknown>;
  return { query, filters };
}

/** The file's first line: the report, its days, the report time zone and the filters. */
function headerOf(p: ReportPath, filters: Record<string, unknown>, days: Pick<ReportDays, 'start' | 'end' | 'timeZone'>, lang: Lang) {
  const words = WORDS[lang];
  const named = Object.entries(filters)
    .filter(([key, value]) => key !== 'start' && key !== 'end' && value !== undefined)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  return [
    p.name,
    `${words.days}: ${days.start} - ${days.end}`,
    `${words.zone}: ${days.timeZone}`,
    `${words.filters}: ${named.length ? named.join('; ') : words.none}`,
  ];
}

/** A report's file: its header line, its row count and its rows, for the filters `raw` (the request's, unparsed). */
async function reportSheet(db: Queryable, p: ReportPath, raw: Record<string, unknown>, lang: Lang, now: Date) {
  const { query, filters } = filtersOf(p, raw);
  const days = await reportDays(db, filters as { start?: string; end?: string }, now);
  const spec = p.spec(query);
  const columns = columnsOf(p);
  const accountTypes = labels('accountType', lang);
  const header = headerOf(p, filters, days, lang);
  const cell = (record: ReportRecord, column: string): Cell =>
    column === 'accountType' ? (accountTypes.get(record[column]) ?? cellOf(record[column])) : cellOf(record[column]);
  async function* batches(): AsyncGenerator<Cell[][]> {
    yield [columns.map((c) => label(c, lang))];
    for await (const records of reportBatches(db, spec, filters, now, days)) {
      yield records.map((r) => columns.map((c) => cell(r, c)));
    }
  }
  return { days, header, rows: () => reportRowCount(db, spec, days), batches };
}

/** The report path a queued job exports, named in its parameters. */
function pathOfJob(paths: readonly ReportPath[], type: ExportType, path: unknown): ReportPath {
  const p = paths.find((candidate) => candidate.path === path && candidate.exportType === type);
  if (!p) throw new Error(`No ${type} report at ${String(path)}`);
  return p;
}

/**
 * The export kinds of the reports, one per report (its views share the report's export permission): a job names
 * the report path and the request's filters, with the days fixed when it was asked for, so it covers the same days.
 */
export function reportExportKinds(paths: readonly ReportPath[]): ExportKind[] {
  const types = [...new Set(paths.flatMap((p) => (p.exportType ? [p.exportType] : [])))];
  return types.map((type) => ({
    type,
    sheet: (db, parameters, lang): ExportSheet => {
      const { path, timeZone, ...raw } = parameters;
      const p = pathOfJob(paths, type, path);
      // The header as the report was asked for: its days, and the zone they were days of.
      const header = headerOf(
        p,
        filtersOf(p, raw).filters,
        { start: String(raw.start), end: String(raw.end), timeZone: String(timeZone) },
        lang,
      );
      const sheet = reportSheet(db, p, raw, lang, new Date());
      // Silenced here, thrown by `total` (the runner awaits it first and fails the job with the reason).
      sheet.catch(() => undefined);
      return {
        header,
        // The line of column names is a row of the file too.
        total: sheet.then(async (s) => (await s.rows()) + 1),
        batches: () =>
          (async function* () {
            yield* (await sheet).batches();
          })(),
      };
    },
  }));
}

const FORMATS: Record<'csv' | 'excel', ExportFormat> = { csv: 'csv', excel: 'xlsx' };

export function exportRoute(p: ReportPath) {
  const type = p.exportType;
  if (!type) throw new Error(`${p.path} has no export type`);
  return route({
    method: 'GET',
    path: `${p.path}/exporting/{format}`,
    name: `${p.name}: export`,
    // Logged: who took a copy of the figures, with which filters.
    audit: true,
    params: reportExportParams,
    // A large report answers the job queued for it; a small one streams the file (no envelope to check).
    response: exportJobStarted,
    handler: async ({ params, request, services, session, now }) => {
      // Parsed here rather than by `query:` (an audited call keeps empty values), so filters sent empty mean "not set".
      const raw = withoutEmptyValues(request.query ?? {}) as Record<string, unknown>;
      const lang = langOf(request.headers.lang);
      const format = FORMATS[params.format];
      const sheet = await reportSheet(services.db, p, raw, lang, now);
      const rows = await sheet.rows();
      if (rows > reportJobThreshold()) {
        const { pageNum: _n, pageSize: _s, ...filters } = raw;
        return queueExport(services, session, {
          type,
          format,
          parameters: { filters: { path: p.path, ...filters, ...jobDays(sheet.days) }, lang, total: rows + 1 },
        });
      }
      const fileName = `${p.path.replace(/^reporting\//, '').replace(/\//g, '-')}-${sheet.days.start}-${sheet.days.end}.${format}`;
      return sheetToStream(format, fileName, { header: sheet.header, batches: sheet.batches() });
    },
    afterCommit: STREAM_AFTER_COMMIT,
  });
}

/** The days a job covers: those of the request (a range "up to today" stays the day it was asked for), and their zone. */
function jobDays(days: ReportDays): { start: string; end: string; timeZone: string } {
  return { start: days.start, end: days.end, timeZone: days.timeZone };
}
