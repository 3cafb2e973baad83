import type { depositListQuery, withdrawalListQuery } from '@console/contracts/schemas/finance';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import type { Filters } from '../../../db/list';
import { depositListFilters, RECORD_USER_JOINS, TOP_AGENT_NAME, withdrawalListFilters } from '../records';
import { BATCH_SIZE, type Lang } from '../../../core/exports/batches';
import {
  columnBatches,
  decimalText,
  type ExportColumn,
  exportColumn as col,
  exportHeader,
  utcTime as date,
} from '../../../core/exports/columns';
import type { ExportKind } from '../../../core/exports/kinds';
import type { Cell } from '../../../core/exports/writers';

export type DepositExportFilters = Omit<z.output<typeof depositListQuery>, 'pageNum' | 'pageSize'>;
export type WithdrawalExportFilters = Omit<z.output<typeof withdrawalListQuery>, 'pageNum' | 'pageSize'>;

/** The columns both record exports begin with: the record, its user, its coin and wallet. */
const RECORD_HEAD: ExportColumn[] = [
  col('ID', 'ID', 'ID', 'x.id', 'id'),
  col('User ID', '用户ID', '用戶ID', 'x.user_id', 'id'),
  col('Email', '邮箱', '郵箱', 'u.email'),
  col('Mobile', '手机号', '手機號', 'u.mobile_number'),
  col('Sales account', '业务员', '業務員', 'case when u.account_type = 3 then 1 else 0 end', 'yesNo'),
  col('Parent ID', '上级ID', '上級ID', 'u.parent_user_id', 'id'),
  col('Agent', '代理', '代理', TOP_AGENT_NAME),
  col('Coin', '币种', '幣種', 'c.code'),
  col('Wallet type', '钱包类型', '錢包類型', 'x.wallet_type', { options: 'walletType' }),
];

/** The columns both record exports end with: the review and the dates. */
const RECORD_TAIL: ExportColumn[] = [
  col('Reviewer', '审核人', '審核人', 'x.reviewer'),
  col('Remark', '备注', '備註', 'x.remark'),
  col('Reason', '原因', '原因', 'x.reason'),
  col('Reviewed at (UTC)', '审核时间 (UTC)', '審核時間 (UTC)', date('x.review_date')),
  col('Created at (UTC)', '创建时间 (UTC)', '建立時間 (UTC)', date('x.create_date')),
];

/** Columns both have between the two, in different places. */
const BLOCK_CHAIN = col('Block chain', '链', '鏈', 'x.block_chain');
const TX_HASH = col('Tx hash', '交易哈希', '交易哈希', 'x.tx_hash');
const AMOUNT = col('Amount', '金额', '金額', decimalText('x.amount'));
const REPORT_AMOUNT = col('Report amount (USDT)', '报表金额 (USDT)', '報表金額 (USDT)', decimalText('x.report_amount'));
const CONVERT_AMOUNT = col('Convert amount', '折算金额', '折算金額', decimalText('x.convert_amount'));

const DEPOSIT_COLUMNS: ExportColumn[] = [
  ...RECORD_HEAD,
  col('Source', '来源', '來源', 'x.source', { options: 'depositSource' }),
  BLOCK_CHAIN,
  TX_HASH,
  AMOUNT,
  col('Bonus', '赠送金额', '贈送金額', decimalText('x.bonus_amount')),
  col('Total', '总金额', '總金額', decimalText('x.total_amount')),
  REPORT_AMOUNT,
  CONVERT_AMOUNT,
  col('Exchange rate', '汇率', '匯率', decimalText('x.exchange_rate')),
  col('First deposit', '首充', '首充', 'x.is_first_time', 'yesNo'),
  col('Status', '状态', '狀態', 'x.status', { options: 'depositStatus' }),
  col('Shown to user', '用户可见', '用戶可見', 'x.is_show', 'yesNo'),
  col('Operator', '操作人', '操作人', 'x.operator'),
  ...RECORD_TAIL,
];

const WITHDRAWAL_COLUMNS: ExportColumn[] = [
  ...RECORD_HEAD,
  BLOCK_CHAIN,
  col('Address', '地址', '地址', 'x.address'),
  TX_HASH,
  AMOUNT,
  col('Fee', '手续费', '手續費', decimalText('x.fee_amount')),
  col('Actual amount', '实际到账', '實際到賬', decimalText('x.actual_amount')),
  REPORT_AMOUNT,
  CONVERT_AMOUNT,
  col('First withdrawal', '首次提现', '首次提現', 'x.is_first_time_withdrawal', 'yesNo'),
  col('Anomalies', '异常', '異常', "array_to_string(x.anomaly_types, ' ')"),
  col('Status', '状态', '狀態', 'x.status', { options: 'withdrawalStatus' }),
  col('Decision', '审核方式', '審核方式', 'x.withdrawal_type', { options: 'withdrawalType' }),
  ...RECORD_TAIL,
];

export interface RecordExport<F> {
  /** The file name's and the job's type. */
  type: 'deposits' | 'withdrawals';
  table: 'deposits' | 'withdrawals';
  columns: ExportColumn[];
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

export const recordExportHeader = <F>(spec: RecordExport<F>, lang: Lang) => exportHeader(spec.columns, lang);

/** How many records the filters match (the list's `total`). */
export async function countRecords<F>(db: Db, spec: RecordExport<F>, filters: F): Promise<number> {
  const where = spec.filters(filters);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${spec.table} x join users u on u.id = x.user_id ${where.sql}`,
    where.params,
  );
  return rows[0]?.n ?? 0;
}

/** The matching records, newest id first, in batches (see `keyedBatches`). Codes become labels in `lang`. */
export async function* recordExportBatches<F>(
  db: Db,
  spec: RecordExport<F>,
  filters: F,
  lang: Lang,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const where = spec.filters(filters);
  yield* columnBatches(
    db,
    spec.columns,
    { from: `${spec.table} x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id`, where: where.sql, params: where.params, key: 'x.id' },
    lang,
    batchSize,
  );
}

/** Deposits and withdrawals as export-center jobs. */
const recordExportKind = <F>(spec: RecordExport<F>): ExportKind => ({
  type: spec.type,
  sheet: (db, filters, lang) => ({
    header: recordExportHeader(spec, lang),
    total: countRecords(db, spec, filters as F),
    batches: () => recordExportBatches(db, spec, filters as F, lang),
  }),
});

export const DEPOSIT_EXPORT_KIND = recordExportKind(DEPOSIT_EXPORT);
export const WITHDRAWAL_EXPORT_KIND = recordExportKind(WITHDRAWAL_EXPORT);
export const RECORD_EXPORTS: ExportKind[] = [DEPOSIT_EXPORT_KIND, WITHDRAWAL_EXPORT_KIND];
