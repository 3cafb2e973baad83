import { listExportRoute } from '../../../core/exports/route';
import { convertOrderExport } from '@console/contracts/schemas/trading-convert';
import type { Db } from '../../../db/database';
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
import { type ConvertOrderFilters, convertOrderFilters } from './queries';

const EXPORT_TYPE = 'convertOrders';
const FROM =
  'convert_orders o join users u on u.id = o.user_id join coins pc on pc.id = o.pay_coin_id join coins rc on rc.id = o.receive_coin_id';

const COLUMNS: ExportColumn[] = [
  col('ID', 'ID', 'ID', 'o.id', 'id'),
  col('User ID', '用户ID', '用戶ID', 'o.user_id', 'id'),
  col('Email', '邮箱', '郵箱', 'u.email'),
  col('Pair', '交易对', '交易對', 'o.pair_name'),
  col('Direction', '方向', '方向', 'o.direction', { options: 'convertDirection' }),
  col('Paid coin', '支付币种', '支付幣種', 'pc.code'),
  col('Amount paid', '支付数量', '支付數量', decimalText('o.amount')),
  col('Received coin', '获得币种', '獲得幣種', 'rc.code'),
  col('Amount received', '获得数量', '獲得數量', decimalText('o.real_amount')),
  col('Price', '成交价', '成交價', decimalText('o.price')),
  col('Feed price', '行情价', '行情價', decimalText('o.feed_price')),
  col('Spread (%)', '点差 (%)', '點差 (%)', decimalText('o.spread')),
  col('Tick ID', '行情ID', '行情ID', 'o.tick_id', 'id'),
  col('Tick time (UTC)', '行情时间 (UTC)', '行情時間 (UTC)', date('o.tick_time')),
  col('IP', 'IP', 'IP', 'o.ip'),
  col('Created at (UTC)', '创建时间 (UTC)', '建立時間 (UTC)', date('o.create_date')),
];

/** The matching orders, newest id first, in batches (never the whole result at once). */
export async function* convertOrderBatches(
  db: Db,
  filters: ConvertOrderFilters,
  lang: Lang,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const where = convertOrderFilters(filters);
  yield* columnBatches(db, COLUMNS, { from: FROM, where: where.sql, params: where.params, key: 'o.id' }, lang, batchSize);
}

/** How many orders the filters match (the list's `total`). */
export async function countConvertOrders(db: Db, filters: ConvertOrderFilters): Promise<number> {
  const where = convertOrderFilters(filters);
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${FROM} ${where.sql}`, where.params);
  return rows[0]?.n ?? 0;
}

/** Convert orders as an export-center job (above the job threshold). */
export const CONVERT_ORDER_EXPORT: ExportKind = {
  type: EXPORT_TYPE,
  sheet: (db, filters, lang) => ({
    header: exportHeader(COLUMNS, lang),
    total: countConvertOrders(db, filters as ConvertOrderFilters),
    batches: () => convertOrderBatches(db, filters as ConvertOrderFilters, lang),
  }),
};

/**
 * `reporting/user/convertRecord/export`: the convert orders the list's filters match, as CSV or XLSX, streamed
 * in batches after the export's log entry is committed; above the job threshold a job of the export center.
 */
export function convertExportRoutes() {
  return [
    listExportRoute(CONVERT_ORDER_EXPORT, {
      path: 'reporting/user/convertRecord/export',
      name: 'Export convert orders',
      body: convertOrderExport,
    }),
  ];
}
