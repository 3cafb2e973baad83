import { listExportRoute } from '../../../../core/exports/route';
import { futuresOrderExport } from '@console/contracts/schemas/trading-futures';
import { BATCH_SIZE, type Lang } from '../../../../core/exports/batches';
import {
  columnBatches,
  decimalText as amount,
  type ExportColumn,
  exportColumn as col,
  exportHeader,
  utcTime as date,
} from '../../../../core/exports/columns';
import type { ExportKind } from '../../../../core/exports/kinds';
import type { Cell } from '../../../../core/exports/writers';
import type { Db } from '../../../../db/database';
import { TOP_AGENT_NAME } from '../../../finance/records';
import { ORDER_FROM, type FuturesOrderFilters, futuresOrderFilters, userJoinFor } from './queries';

const EXPORT_TYPE = 'futuresOrders';
/** The order list's columns, in the list's words (`ORDER_FROM`'s aliases). */
const COLUMNS: ExportColumn[] = [
  col('Order ID', '订单ID', '訂單ID', 'x.id', 'id'),
  col('User ID', '用户ID', '用戶ID', 'x.user_id', 'id'),
  col('Email', '邮箱', '郵箱', 'u.email'),
  col('Mobile', '手机号', '手機號', 'u.mobile_number'),
  col('Sales account', '业务员', '業務員', 'x.is_sales', 'yesNo'),
  col('Agent', '代理', '代理', TOP_AGENT_NAME),
  col('Demo', '模拟', '模擬', 'x.is_demo', 'yesNo'),
  col('Coin', '币种', '幣種', 'c.code'),
  col('Trading pair', '交易对', '交易對', 'fp.code'),
  col('Gameplay', '玩法', '玩法', 'fg.name'),
  col('Round ID', '场次ID', '場次ID', 'x.round_id', 'id'),
  col('Round start (UTC)', '场次开始 (UTC)', '場次開始 (UTC)', date('fr.start_date')),
  col('Round end (UTC)', '场次结束 (UTC)', '場次結束 (UTC)', date('fr.end_date')),
  col('Direction', '方向', '方向', 'x.direction', { options: 'futuresDirection' }),
  col('Amount', '金额', '金額', amount('x.amount')),
  col('Filled amount', '成交金额', '成交金額', amount('x.filled_amount')),
  col('Order price', '下单价', '下單價', amount('x.order_price')),
  col('Settle price', '结算价', '結算價', amount('x.settle_price')),
  col('Yield ratio', '收益率', '收益率', amount('x.yield_ratio')),
  col('Status', '状态', '狀態', 'x.status', { options: 'futuresOrderStatus' }),
  col('Result', '结果', '結果', 'x.result', { options: 'futuresOrderResult' }),
  col('Payout', '派彩', '派彩', amount('x.payout')),
  col('Tax', '税费', '稅費', amount('x.tax')),
  col('Rebate', '返佣', '返佣', amount('x.rebate')),
  col('Leader fee', '带单费', '帶單費', amount('x.leader_fee')),
  col('IP', 'IP', 'IP', 'x.ip'),
  col('Ordered at (UTC)', '下单时间 (UTC)', '下單時間 (UTC)', date('x.order_date')),
  col('Settled at (UTC)', '结算时间 (UTC)', '結算時間 (UTC)', date('x.settle_date')),
  col('Voided at (UTC)', '作废时间 (UTC)', '作廢時間 (UTC)', date('x.void_date')),
  col('Voided by', '作废人', '作廢人', 'x.void_operator'),
  col('Void reason', '作废原因', '作廢原因', 'x.void_reason'),
  col('Fill fixed by', '修正人', '修正人', 'x.fix_operator'),
  col('Fix reason', '修正原因', '修正原因', 'x.fix_reason'),
];

const header = (lang: Lang) => exportHeader(COLUMNS, lang);

/** How many orders the filters match (the list's `total`). */
export async function countFuturesOrders(db: Db, filters: FuturesOrderFilters): Promise<number> {
  const where = futuresOrderFilters(filters);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from futures_orders x ${userJoinFor(where)} ${where.sql}`,
    where.params,
  );
  return rows[0]?.n ?? 0;
}

/** The matching orders, newest id first, in batches; codes become labels in `lang`. */
export async function* futuresOrderBatches(
  db: Db,
  filters: FuturesOrderFilters,
  lang: Lang,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const where = futuresOrderFilters(filters);
  yield* columnBatches(db, COLUMNS, { from: ORDER_FROM, where: where.sql, params: where.params, key: 'x.id' }, lang, batchSize);
}

/** Futures orders as an export-center job (above the job threshold). */
export const FUTURES_ORDER_EXPORT: ExportKind = {
  type: EXPORT_TYPE,
  sheet: (db, filters, lang) => ({
    header: header(lang),
    total: countFuturesOrders(db, filters as FuturesOrderFilters),
    batches: () => futuresOrderBatches(db, filters as FuturesOrderFilters, lang),
  }),
};

/**
 * `reporting/futures/export/futuresRecord`: the filtered orders as CSV or Excel, streamed; above the job
 * threshold a job of the export center instead (as the finance record exports).
 */
export function futuresOrderExportRoutes() {
  return [
    listExportRoute(FUTURES_ORDER_EXPORT, {
      path: 'reporting/futures/export/futuresRecord',
      name: 'Export futures orders',
      body: futuresOrderExport,
    }),
  ];
}
