import { followingOrderExport, leadingOrderExport } from '@console/contracts/schemas/copy-trading';
import type { Lang } from '../../core/exports/batches';
import {
  columnBatches,
  decimalText as amount,
  type ExportColumn,
  exportColumn as col,
  exportHeader,
  utcTime as date,
} from '../../core/exports/columns';
import type { ExportKind } from '../../core/exports/kinds';
import { listExportRoute } from '../../core/exports/route';
import type { Db } from '../../db/database';
import { FOLLOWING_FROM, type FollowingOrderFilters, followingOrderFilters } from './following/queries';
import { LEADING_FROM, type LeadingOrderFilters, leadingOrderFilters } from './leading/queries';

/** The leading order list's columns, in the list's words (`LEADING_FROM`'s aliases). */
const LEADING_COLUMNS: ExportColumn[] = [
  col('Leading order ID', '带单ID', '帶單ID', 'l.order_id', 'id'),
  col('Share ID', '分享ID', '分享ID', 'l.share_id'),
  col('Follow code', '跟单码', '跟單碼', 'l.follow_code'),
  col('Leader ID', '带单员ID', '帶單員ID', 'l.leader_user_id', 'id'),
  col('Email', '邮箱', '電子郵件', 'u.email'),
  col('Placed by staff', '后台下单人', '後台下單人', 'l.placed_by_staff'),
  col('Trading pair', '交易对', '交易對', 'fp.code'),
  col('Gameplay', '玩法', '玩法', 'fg.name'),
  col('Round ID', '场次ID', '場次ID', 'l.round_id', 'id'),
  col('Direction', '方向', '方向', 'l.direction', { options: 'futuresDirection' }),
  col('Coin', '币种', '幣別', 'c.code'),
  col('Amount', '金额', '金額', amount('x.amount')),
  col('Filled amount', '成交金额', '成交金額', amount('l.filled_amount')),
  col('Order price', '下单价', '下單價', amount('x.order_price')),
  col('Settle price', '结算价', '結算價', amount('x.settle_price')),
  col('Yield ratio', '收益率', '收益率', amount('x.yield_ratio')),
  col('Status', '状态', '狀態', 'l.status', { options: 'futuresOrderStatus' }),
  col('Result', '结果', '結果', 'l.result', { options: 'futuresOrderResult' }),
  col('Follow permission', '跟单权限', '跟單權限', 'l.permissions_type', { options: 'followPermissions' }),
  col('Leader fee ratio', '带单费率', '帶單費率', amount('l.leader_fee_ratio')),
  col('Leader fee', '带单费', '帶單費', amount('l.leader_fee')),
  col('Followers targeted', '目标跟单人数', '目標跟單人數', 'l.followers_targeted', 'id'),
  col('Followers', '跟单人数', '跟單人數', 'l.followers_copied', 'id'),
  col('Followed amount', '跟单金额', '跟單金額', amount('l.followed_amount')),
  col('Skipped: balance', '跳过:余额', '跳過:餘額', 'l.skipped_balance', 'id'),
  col('Skipped: blocked', '跳过:黑名单', '跳過:黑名單', 'l.skipped_blocked', 'id'),
  col('Skipped: not invited', '跳过:未受邀', '跳過:未受邀', 'l.skipped_not_invited', 'id'),
  col('Skipped: limit', '跳过:限额', '跳過:限額', 'l.skipped_limit', 'id'),
  col('Skipped: account', '跳过:账户', '跳過:帳戶', 'l.skipped_account', 'id'),
  col('Copies took (ms)', '跟单耗时 (毫秒)', '跟單耗時 (毫秒)', 'l.copy_ms', 'id'),
  col('Ordered at (UTC)', '下单时间 (UTC)', '下單時間 (UTC)', date('l.order_date')),
  col('Settled at (UTC)', '结算时间 (UTC)', '結算時間 (UTC)', date('x.settle_date')),
];

const FOLLOWING_COLUMNS: ExportColumn[] = [
  col('Order ID', '订单ID', '訂單ID', 'x.id', 'id'),
  col('Follower ID', '跟单员ID', '跟單員ID', 'x.user_id', 'id'),
  col('Email', '邮箱', '電子郵件', 'u.email'),
  col('Leading order ID', '带单ID', '帶單ID', 'l.order_id', 'id'),
  col('Leader ID', '带单员ID', '帶單員ID', 'l.leader_user_id', 'id'),
  col('Follow code', '跟单码', '跟單碼', 'x.follow_code'),
  col('Trading pair', '交易对', '交易對', 'fp.code'),
  col('Gameplay', '玩法', '玩法', 'fg.name'),
  col('Round ID', '场次ID', '場次ID', 'x.round_id', 'id'),
  col('Direction', '方向', '方向', 'x.direction', { options: 'futuresDirection' }),
  col('Coin', '币种', '幣別', 'c.code'),
  col('Amount', '金额', '金額', amount('x.amount')),
  col('Filled amount', '成交金额', '成交金額', amount('x.filled_amount')),
  col('Order price', '下单价', '下單價', amount('x.order_price')),
  col('Settle price', '结算价', '結算價', amount('x.settle_price')),
  col('Status', '状态', '狀態', 'x.status', { options: 'futuresOrderStatus' }),
  col('Result', '结果', '結果', 'x.result', { options: 'futuresOrderResult' }),
  col('Payout', '派彩', '派彩', amount('x.payout')),
  col('Tax', '税费', '稅費', amount('x.tax')),
  col('Leader fee', '带单费', '帶單費', amount('x.leader_fee')),
  col('Ordered at (UTC)', '下单时间 (UTC)', '下單時間 (UTC)', date('x.order_date')),
  col('Settled at (UTC)', '结算时间 (UTC)', '結算時間 (UTC)', date('x.settle_date')),
];

async function count(db: Db, from: string, where: { sql: string; params: unknown[] }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${from} ${where.sql}`, where.params);
  return rows[0]?.n ?? 0;
}

/** Leading orders as an export-center job (above the job threshold) or a streamed file. */
export const LEADING_ORDER_EXPORT: ExportKind = {
  type: 'copyLeadingOrders',
  sheet: (db, filters, lang: Lang) => {
    const where = leadingOrderFilters(filters as LeadingOrderFilters);
    return {
      header: exportHeader(LEADING_COLUMNS, lang),
      total: count(db, 'copy_leading_orders l', where),
      batches: () =>
        columnBatches(db, LEADING_COLUMNS, { from: LEADING_FROM, where: where.sql, params: where.params, key: 'l.order_id' }, lang),
    };
  },
};

export const FOLLOWING_ORDER_EXPORT: ExportKind = {
  type: 'copyFollowingOrders',
  sheet: (db, filters, lang: Lang) => {
    const where = followingOrderFilters(filters as FollowingOrderFilters);
    return {
      header: exportHeader(FOLLOWING_COLUMNS, lang),
      total: count(db, 'futures_orders x', where),
      batches: () =>
        columnBatches(db, FOLLOWING_COLUMNS, { from: FOLLOWING_FROM, where: where.sql, params: where.params, key: 'x.id' }, lang),
    };
  },
};

/** The two exports through the shared export route (streamed, or an export-center job when large). */
export function copyTradingExportRoutes() {
  return [
    listExportRoute(LEADING_ORDER_EXPORT, {
      path: 'reporting/futures/export/futuresLeadingRecord',
      name: 'Export leading orders',
      body: leadingOrderExport,
    }),
    listExportRoute(FOLLOWING_ORDER_EXPORT, {
      path: 'reporting/futures/export/futuresFollowingRecord',
      name: 'Export following orders',
      body: followingOrderExport,
    }),
  ];
}
