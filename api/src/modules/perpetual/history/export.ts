import { perpetualOrderHistoryExport, perpetualPositionHistoryExport } from '@console/contracts/schemas/perpetual';
import { BATCH_SIZE, type Lang } from '../../../core/exports/batches';
import {
  columnBatches,
  decimalText as amount,
  type ExportColumn,
  exportColumn as col,
  exportHeader,
  utcTime as date,
} from '../../../core/exports/columns';
import type { ExportKind } from '../../../core/exports/kinds';
import { listExportRoute } from '../../../core/exports/route';
import type { Db } from '../../../db/database';
import { ORDER_FROM, type OrderHistoryFilters, orderHistoryFilters } from '../orders/queries';
import { HISTORY_FROM, type PositionHistoryFilters, positionHistoryFilters } from './queries';

const ACCOUNT = 'coalesce(u.email, u.mobile_number)';

/** The order history's columns, in the list's words (`ORDER_FROM`'s aliases). */
const ORDER_COLUMNS: ExportColumn[] = [
  col('Order ID', '委托ID', '委託ID', 'x.id', 'id'),
  col('User ID', '用户ID', '用戶ID', 'x.user_id', 'id'),
  col('Account', '账户', '帳戶', ACCOUNT),
  col('User remark', '用户备注', '用戶備註', 'u.remark'),
  col('Trading pair', '交易对', '交易對', 'pp.name'),
  col('Coin', '币种', '幣種', 'c.code'),
  col('Direction', '方向', '方向', 'x.direction', { options: 'perpetualDirection' }),
  col('Category', '类型', '類型', 'x.category', { options: 'perpetualOrderCategory' }),
  col('Leverage', '杠杆', '槓桿', 'x.leverage::text'),
  col('Quantity', '数量', '數量', amount('x.quantity')),
  col('Executed quantity', '成交数量', '成交數量', amount('x.executed_quantity')),
  col('Price', '委托价', '委託價', amount('x.price')),
  col('Stop price', '触发价', '觸發價', amount('x.stop_price')),
  col('Executed price', '成交价', '成交價', amount('x.executed_price')),
  col('Margin', '保证金', '保證金', amount('x.margin')),
  col('Fee', '手续费', '手續費', amount('x.fee')),
  col('Profit', '盈亏', '盈虧', amount('x.pnl')),
  col('Status', '状态', '狀態', 'x.status', { options: 'perpetualOrderStatus' }),
  col('Close reason', '平仓原因', '平倉原因', 'x.close_reason', { options: 'perpetualCloseReason' }),
  col('Position ID', '仓位ID', '倉位ID', 'x.position_id', 'id'),
  col('Tick ID', '行情ID', '行情ID', 'x.tick_id', 'id'),
  col('Ordered at (UTC)', '委托时间 (UTC)', '委託時間 (UTC)', date('x.opened_date')),
  col('Executed at (UTC)', '成交时间 (UTC)', '成交時間 (UTC)', date('x.executed_date')),
  col('Cancelled at (UTC)', '撤销时间 (UTC)', '撤銷時間 (UTC)', date('x.cancelled_date')),
  col('Operator', '操作人', '操作人', 'x.operator'),
  col('Reason', '原因', '原因', 'x.reason'),
];

const POSITION_COLUMNS: ExportColumn[] = [
  col('Position ID', '仓位ID', '倉位ID', 'x.id', 'id'),
  col('User ID', '用户ID', '用戶ID', 'x.user_id', 'id'),
  col('Account', '账户', '帳戶', ACCOUNT),
  col('User remark', '用户备注', '用戶備註', 'u.remark'),
  col('Trading pair', '交易对', '交易對', 'pp.name'),
  col('Coin', '币种', '幣種', 'c.code'),
  col('Direction', '方向', '方向', 'x.direction', { options: 'perpetualDirection' }),
  col('Leverage', '杠杆', '槓桿', 'x.leverage::text'),
  col('Entry price', '开仓均价', '開倉均價', amount('x.entry_price')),
  col('Exit price', '平仓均价', '平倉均價', `case when x.closed_size > 0 then ${amount('round(x.exit_value / x.closed_size, 18)')} end`),
  col('Liquidation price', '强平价', '強平價', amount('x.liquidation_price')),
  col('Max held', '最大持仓', '最大持倉', amount('x.max_held')),
  col('Closed', '已平仓', '已平倉', amount('x.closed_size')),
  col('Profit', '盈亏', '盈虧', amount('x.realised_pnl')),
  col('Fee', '手续费', '手續費', amount('x.open_fee + x.close_fee')),
  col('Status', '状态', '狀態', 'x.status', { options: 'perpetualPositionStatus' }),
  col('Close reason', '平仓原因', '平倉原因', 'x.close_reason', { options: 'perpetualCloseReason' }),
  col('Close tick ID', '平仓行情ID', '平倉行情ID', 'x.close_tick_id', 'id'),
  col('Opened at (UTC)', '开仓时间 (UTC)', '開倉時間 (UTC)', date('x.opened_date')),
  col('Closed at (UTC)', '平仓时间 (UTC)', '平倉時間 (UTC)', date('x.closed_date')),
];

function kind<F>(
  type: ExportKind['type'],
  columns: ExportColumn[],
  from: string,
  where: (filters: F) => { sql: string; params: unknown[] },
  table: string,
): ExportKind {
  const count = async (db: Db, filters: F) => {
    const w = where(filters);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} ${w.sql}`, w.params);
    return rows[0]?.n ?? 0;
  };
  async function* batches(db: Db, filters: F, lang: Lang): AsyncGenerator<import('../../../core/exports/writers').Cell[][]> {
    const w = where(filters);
    yield* columnBatches(db, columns, { from, where: w.sql, params: w.params, key: 'x.id' }, lang, BATCH_SIZE);
  }
  return {
    type,
    sheet: (db, filters, lang) => ({
      header: exportHeader(columns, lang),
      total: count(db, filters as F),
      batches: () => batches(db, filters as F, lang),
    }),
  };
}

/** The order history as an export-center job (above the job threshold). */
export const ORDER_HISTORY_EXPORT = kind<OrderHistoryFilters>(
  'perpetualOrderHistory',
  ORDER_COLUMNS,
  ORDER_FROM,
  orderHistoryFilters,
  'perpetual_orders x',
);
/** The position history as an export-center job. */
export const POSITION_HISTORY_EXPORT = kind<PositionHistoryFilters>(
  'perpetualPositionHistory',
  POSITION_COLUMNS,
  HISTORY_FROM,
  positionHistoryFilters,
  'perpetual_positions x',
);

/** The two history exports: the filtered records as CSV or Excel, streamed; an export-center job when large. */
export function perpetualExportRoutes() {
  return [
    listExportRoute(ORDER_HISTORY_EXPORT, {
      path: 'reporting/perpetual/export/perpetualOrderHistoryRecord',
      name: 'Export perpetual order history',
      body: perpetualOrderHistoryExport,
    }),
    listExportRoute(POSITION_HISTORY_EXPORT, {
      path: 'reporting/perpetual/export/perpetualPositionHistoryRecord',
      name: 'Export perpetual position history',
      body: perpetualPositionHistoryExport,
    }),
  ];
}
