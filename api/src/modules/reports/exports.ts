import { reportExportParams, reportMetrics } from '@console/contracts/schemas/reports';
import { type Lang, langOf } from '../../core/exports/batches';
import { STREAM_AFTER_COMMIT, sheetToStream } from '../../core/exports/stream';
import type { Cell, ExportFormat } from '../../core/exports/writers';
import { route } from '../../http/routes';
import { parseInput, withoutEmptyValues } from '../../http/validation';
import { reportDays } from './range';
import { type ReportRecord, reportBatches } from './report';
import type { ReportPath } from './routes';

/*
 * A report as a CSV or Excel file (`<report path>/exporting/csv` and `/exporting/excel`): a first line naming the
 * report, its days, the report time zone and the filters, then the columns' names and a line per row, streamed page by
 * page (never the whole report in memory). Text cells that a spreadsheet would read as a formula are escaped by the
 * export writers; amounts are numbers where a number holds them exactly, else their decimal text.
 */

const LABELS: Record<string, [string, string, string]> = {
  dateTime: ['Date', '日期', '日期'],
  timeZone: ['Time zone', '时区', '時區'],
  agentId: ['Agent ID', '代理 ID', '代理 ID'],
  agentAccount: ['Agent account', '代理账号', '代理帳號'],
  numberOfDownlines: ['Downlines', '下线人数', '下線人數'],
  accountId: ['Account ID', '账户 ID', '帳戶 ID'],
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

const GROUP_FIELDS = ['agentId', 'agentAccount', 'numberOfDownlines', 'accountId', 'userRemark'];

/** The columns of a report's rows: the period, the group's names, then every figure. */
function columnsOf(path: string): string[] {
  const periodic = path.includes('/monthly/') || path.includes('/daily/');
  const group = path.includes('/agent/') ? GROUP_FIELDS.slice(0, 3) : path.includes('/platform/') ? [] : GROUP_FIELDS.slice(3);
  return [...(periodic ? ['dateTime', 'timeZone'] : []), ...group, ...Object.keys(reportMetrics.shape)];
}

/** A decimal as a number when the number is exactly it (a spreadsheet then sums it), else as its text. */
function cellOf(value: string | number | null | undefined): Cell {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return value ?? null;
  const n = Number(value);
  return String(n) === value ? n : value;
}

const FORMATS: Record<'csv' | 'excel', ExportFormat> = { csv: 'csv', excel: 'xlsx' };

export function exportRoute(p: ReportPath) {
  return route({
    method: 'GET',
    path: `${p.path}/exporting/{format}`,
    name: `${p.name}: export`,
    // Logged: who took a copy of the figures, with which filters.
    audit: true,
    params: reportExportParams,
    handler: async ({ params, request, services: { db }, now }) => {
      // Parsed here rather than by `query:` (an audited call keeps empty values), so filters sent empty mean "not set".
      const query = parseInput(p.query, withoutEmptyValues(request.query ?? {}), 'query');
      const lang = langOf(request.headers.lang);
      const { pageNum: _n, pageSize: _s, ...filters } = query as Record<string, unknown>;
      const days = await reportDays(db, filters as { start?: string; end?: string }, now);
      const spec = p.spec(query);
      const columns = columnsOf(p.path);
      const words = WORDS[lang];
      const named = Object.entries(filters)
        .filter(([key, value]) => key !== 'start' && key !== 'end' && value !== undefined)
        .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
      const header = [
        p.name,
        `${words.days}: ${days.start} - ${days.end}`,
        `${words.zone}: ${days.timeZone}`,
        `${words.filters}: ${named.length ? named.join('; ') : words.none}`,
      ];
      async function* batches(): AsyncGenerator<Cell[][]> {
        yield [columns.map((c) => label(c, lang))];
        for await (const records of reportBatches(db, spec, filters, now, days)) {
          yield records.map((r: ReportRecord) => columns.map((c) => cellOf(r[c])));
        }
      }
      const format = FORMATS[params.format];
      const fileName = `${p.path.replace(/^reporting\//, '').replace(/\//g, '-')}-${days.start}-${days.end}.${format}`;
      return sheetToStream(format, fileName, { header, batches: batches() });
    },
    afterCommit: STREAM_AFTER_COMMIT,
  });
}
