import { PassThrough } from 'node:stream';
import { OPTIONS } from '@console/contracts/options';
import type { ExportJobStarted } from '@console/contracts/schemas/exports-batch';
import type { depositListQuery, withdrawalListQuery } from '@console/contracts/schemas/finance';
import { depositExport, withdrawalExport } from '@console/contracts/schemas/finance-settings';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Filters } from '../../db/list';
import { route } from '../../http/routes';
import { parseInput, withoutEmptyValues } from '../../http/validation';
import { jobQueueOf } from '../../jobs/queue';
import { depositListFilters, RECORD_USER_JOINS, withdrawalListFilters } from '../finance/records';
import { exportFileName, exportJobThreshold, submitExportJob } from './jobs';
import { attachment, sendStream } from './routes';
import { BATCH_SIZE, langOf } from './user-rows';
import { type Cell, writeSheet } from './writers';

type Lang = ReturnType<typeof langOf>;
export type DepositExportFilters = Omit<z.output<typeof depositListQuery>, 'pageNum' | 'pageSize'>;
export type WithdrawalExportFilters = Omit<z.output<typeof withdrawalListQuery>, 'pageNum' | 'pageSize'>;

const date = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const labels = (kind: string, lang: Lang) => new Map((OPTIONS[kind] ?? []).map((o) => [o.value, o.label[lang]]));
const yesNo: Record<Lang, [string, string]> = { 'en-US': ['No', 'Yes'], 'zh-CN': ['否', '是'], 'zh-TW': ['否', '是'] };

/** One column of an export: its header in each language, its SQL, and how its value becomes a cell. */
interface Column {
  header: Record<Lang, string>;
  sql: string;
  /** Number (ids), a label of an options kind, yes/no, or the text as the database gives it. */
  kind?: 'id' | 'yesNo' | { options: string };
}

const col = (en: string, cn: string, tw: string, sql: string, kind?: Column['kind']): Column => ({
  header: { 'en-US': en, 'zh-CN': cn, 'zh-TW': tw },
  sql,
  kind,
});

const USER_COLUMNS: Column[] = [
  col('User ID', '用户ID', '用戶ID', 'x.user_id', 'id'),
  col('Email', '邮箱', '郵箱', 'u.email'),
  col('Mobile', '手机号', '手機號', 'u.mobile_number'),
  col('Sales account', '业务员', '業務員', 'case when u.account_type = 3 then 1 else 0 end', 'yesNo'),
  col('Parent ID', '上级ID', '上級ID', 'u.parent_user_id', 'id'),
  col('Agent', '代理', '代理', 'coalesce(a.email, a.mobile_number)'),
];

const DEPOSIT_COLUMNS: Column[] = [
  col('ID', 'ID', 'ID', 'x.id', 'id'),
  ...USER_COLUMNS,
  col('Coin', '币种', '幣種', 'c.code'),
  col('Wallet type', '钱包类型', '錢包類型', 'x.wallet_type', { options: 'walletType' }),
  col('Source', '来源', '來源', 'x.source', { options: 'depositSource' }),
  col('Block chain', '链', '鏈', 'x.block_chain'),
  col('Tx hash', '交易哈希', '交易哈希', 'x.tx_hash'),
  col('Amount', '金额', '金額', 'trim_scale(x.amount)::text'),
  col('Bonus', '赠送金额', '贈送金額', 'trim_scale(x.bonus_amount)::text'),
  col('Total', '总金额', '總金額', 'trim_scale(x.total_amount)::text'),
  col('Report amount (USDT)', '报表金额 (USDT)', '報表金額 (USDT)', 'trim_scale(x.report_amount)::text'),
  col('Convert amount', '折算金额', '折算金額', 'trim_scale(x.convert_amount)::text'),
  col('Exchange rate', '汇率', '匯率', 'trim_scale(x.exchange_rate)::text'),
  col('First deposit', '首充', '首充', 'x.is_first_time', 'yesNo'),
  col('Status', '状态', '狀態', 'x.status', { options: 'depositStatus' }),
  col('Shown to user', '用户可见', '用戶可見', 'x.is_show', 'yesNo'),
  col('Operator', '操作人', '操作人', 'x.operator'),
  col('Reviewer', '审核人', '審核人', 'x.reviewer'),
  col('Remark', '备注', '備註', 'x.remark'),
  col('Reason', '原因', '原因', 'x.reason'),
  col('Reviewed at (UTC)', '审核时间 (UTC)', '審核時間 (UTC)', date('x.review_date')),
  col('Created at (UTC)', '创建时间 (UTC)', '建立時間 (UTC)', date('x.create_date')),
];

const WITHDRAWAL_COLUMNS: Column[] = [
  col('ID', 'ID', 'ID', 'x.id', 'id'),
  ...USER_COLUMNS,
  col('Coin', '币种', '幣種', 'c.code'),
  col('Wallet type', '钱包类型', '錢包類型', 'x.wallet_type', { options: 'walletType' }),
  col('Block chain', '链', '鏈', 'x.block_chain'),
  col('Address', '地址', '地址', 'x.address'),
  col('Tx hash', '交易哈希', '交易哈希', 'x.tx_hash'),
  col('Amount', '金额', '金額', 'trim_scale(x.amount)::text'),
  col('Fee', '手续费', '手續費', 'trim_scale(x.fee_amount)::text'),
  col('Actual amount', '实际到账', '實際到賬', 'trim_scale(x.actual_amount)::text'),
  col('Report amount (USDT)', '报表金额 (USDT)', '報表金額 (USDT)', 'trim_scale(x.report_amount)::text'),
  col('Convert amount', '折算金额', '折算金額', 'trim_scale(x.convert_amount)::text'),
  col('First withdrawal', '首次提现', '首次提現', 'x.is_first_time_withdrawal', 'yesNo'),
  col('Anomalies', '异常', '異常', "array_to_string(x.anomaly_types, ' ')"),
  col('Status', '状态', '狀態', 'x.status', { options: 'withdrawalStatus' }),
  col('Decision', '审核方式', '審核方式', 'x.withdrawal_type', { options: 'withdrawalType' }),
  col('Reviewer', '审核人', '審核人', 'x.reviewer'),
  col('Remark', '备注', '備註', 'x.remark'),
  col('Reason', '原因', '原因', 'x.reason'),
  col('Reviewed at (UTC)', '审核时间 (UTC)', '審核時間 (UTC)', date('x.review_date')),
  col('Created at (UTC)', '创建时间 (UTC)', '建立時間 (UTC)', date('x.create_date')),
];

export interface RecordExport<F> {
  /** The file name's and the job's type. */
  type: 'deposits' | 'withdrawals';
  table: 'deposits' | 'withdrawals';
  columns: Column[];
  filters: (filters: F) => Filters;
}

export const DEPOSIT_EXPORT: RecordExport<DepositExportFilters> = {
  type: 'deposits',
  table: 'deposits',
  columns: DEPOSIT_COLUMNS,
  // The list's filters; paging does not apply to an export.
  filters: (f) => depositListFilters({ ...f, pageNum: 1, pageSize: 1 }),
};

export const WITHDRAWAL_EXPORT: RecordExport<WithdrawalExportFilters> = {
  type: 'withdrawals',
  table: 'withdrawals',
  columns: WITHDRAWAL_COLUMNS,
  filters: (f) => withdrawalListFilters({ ...f, pageNum: 1, pageSize: 1 }),
};

export const recordExportHeader = <F>(spec: RecordExport<F>, lang: Lang) => spec.columns.map((c) => c.header[lang]);

/** How many records the filters match (the list's `total`). */
export async function countRecords<F>(db: Db, spec: RecordExport<F>, filters: F): Promise<number> {
  const where = spec.filters(filters);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${spec.table} x join users u on u.id = x.user_id ${where.sql}`,
    where.params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The matching records, newest id first, in batches: a server-side cursor on PostgreSQL, by key
 * (`x.id < last`) on PGlite, never the whole result at once. Codes become labels in `lang`.
 */
export async function* recordExportBatches<F>(
  db: Db,
  spec: RecordExport<F>,
  filters: F,
  lang: Lang,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const [no, yes] = yesNo[lang];
  const convert = spec.columns.map((c): ((v: unknown) => Cell) => {
    if (c.kind === 'id') return (v) => (v === null || v === undefined ? null : Number(v));
    if (c.kind === 'yesNo') return (v) => (Number(v) === 1 ? yes : no);
    if (c.kind) {
      const names = labels(c.kind.options, lang);
      return (v) => (v === null || v === undefined ? null : (names.get(Number(v)) ?? String(v)));
    }
    return (v) => (v === null || v === undefined ? null : String(v));
  });
  const toCells = (row: unknown[]): Cell[] => row.map((v, i) => convert[i](v));
  // Every column named: PGlite answers rows as objects, where two unnamed expressions would share a key.
  const select = spec.columns.map((c, i) => `${c.sql} as c${i}`).join(', ');
  const from = `${spec.table} x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id`;
  const where = spec.filters(filters);
  if (db.cursor) {
    for await (const rows of db.cursor(`select ${select} from ${from} ${where.sql} order by x.id desc`, where.params, batchSize)) {
      yield rows.map(toCells);
    }
    return;
  }
  const key = `$${where.params.length + 1}`;
  const sql = `select ${select} from ${from} ${where.sql ? `${where.sql} and` : 'where'} x.id < ${key} order by x.id desc limit ${batchSize}`;
  let last = '9223372036854775807';
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(sql, [...where.params, last]);
    if (!rows.length) return;
    last = String(rows[rows.length - 1].c0);
    yield rows.map((row) => toCells(Object.values(row)));
    if (rows.length < batchSize) return;
  }
}

function recordExportRoute<F>(spec: RecordExport<F>, path: string, name: string, schema: typeof depositExport | typeof withdrawalExport) {
  return route({
    method: 'POST',
    path,
    name,
    // Logged: who took a copy of the records, with which filters.
    audit: true,
    handler: async ({ request, reply, services, session, now }) => {
      // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
      const {
        excelType: format,
        pageNum: _n,
        pageSize: _s,
        ...filters
      } = parseInput(schema, withoutEmptyValues(request.body ?? {}), 'body');
      const lang = langOf(request.headers.lang);
      const total = await countRecords(services.db, spec, filters as F);
      if (total > exportJobThreshold()) {
        const queue = jobQueueOf(services.db);
        const jobId = await submitExportJob(services, (jobName, data) => queue.send(jobName, data), {
          type: spec.type,
          format,
          parameters: { filters, lang, total },
          admin: { id: session.adminId, account: session.account },
        });
        return { jobId, status: 'queued' } satisfies ExportJobStarted;
      }
      const body = new PassThrough();
      writeSheet(
        format,
        { header: recordExportHeader(spec, lang), batches: recordExportBatches(services.db, spec, filters as F, lang) },
        body,
      ).catch((error: Error) => body.destroy(error));
      return sendStream(attachment(reply, format, exportFileName(spec.type, format, now)), body);
    },
  });
}

export function financeRecordExportRoutes() {
  return [
    recordExportRoute(DEPOSIT_EXPORT, 'reporting/finance/export/depositRecord', 'Export deposits', depositExport),
    recordExportRoute(WITHDRAWAL_EXPORT, 'reporting/finance/export/withdrawalRecord', 'Export withdrawals', withdrawalExport),
  ];
}
