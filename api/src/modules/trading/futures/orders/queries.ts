import type {
  FuturesDirection,
  FuturesOrder,
  FuturesOrderCopy,
  FuturesOrderDetail,
  FuturesOrderMoney,
  FuturesOrderResult,
  FuturesOrderStatus,
  futuresOrderListQuery,
} from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { Filters, iso, pageBounds, parseDate, sortedOrder, decimalText } from '../../../../db/list';
import { notFound } from '../../../../http/errors';
import { RECORD_USER_COLUMNS, RECORD_USER_JOINS, type RecordUserRow, SummarisedPageData, toRecordUser } from '../../../finance/records';
import { findFuturesRound } from '../runners/queries';
import { type FuturesOrderFilters, futuresOrderSums } from './sums';

export type { FuturesOrderFilters } from './sums';

interface OrderRow extends RecordUserRow {
  id: number | string;
  site: string | null;
  share_id: string | null;
  follow_code: string | null;
  is_demo: number;
  fund_type: number;
  coin_id: number;
  coin: string;
  direction: FuturesDirection;
  amount: string;
  filled_amount: string;
  futures_pair_id: number;
  pair_code: string;
  gameplay_id: number;
  gameplay_name: string;
  round_id: number | string;
  round_start: Date;
  round_end: Date;
  order_price: string;
  settle_price: string | null;
  order_date: Date;
  transaction_date: Date;
  settle_date: Date | null;
  yield_ratio: string;
  status: FuturesOrderStatus;
  result: FuturesOrderResult | null;
  payout: string;
  leader_fee: string;
  tax: string;
  rebate: string;
  tax_ratio: string;
  rebate_ratio: string;
  ip: string | null;
  void_date: Date | null;
  void_operator: string | null;
  void_reason: string | null;
  fix_date: Date | null;
  fix_operator: string | null;
  fix_reason: string | null;
  placed_by_staff: string | null;
}

/**
 * An order (`x`) with its user and upline (`u`, parent `p`: RECORD_USER_JOINS), its coin, pair (`fp`),
 * gameplay (`fg`) and round (`fr`). Only a page's rows or one order read these joins; counts and sums don't.
 */
const ORDER_COLUMNS = `x.id, x.site, x.share_id, x.follow_code, x.is_demo, x.fund_type, x.coin_id, c.code as coin, x.direction,
  ${decimalText('x.amount')} as amount, ${decimalText('x.filled_amount')} as filled_amount, x.futures_pair_id, fp.code as pair_code, x.gameplay_id,
  fg.name as gameplay_name, x.round_id, fr.start_date as round_start, fr.end_date as round_end, ${decimalText('x.order_price')} as order_price,
  ${decimalText('x.settle_price')} as settle_price, x.order_date, x.transaction_date, x.settle_date, ${decimalText('x.yield_ratio')} as yield_ratio,
  x.status, x.result, ${decimalText('x.payout')} as payout, ${decimalText('x.leader_fee')} as leader_fee, ${decimalText('x.tax')} as tax,
  ${decimalText('x.rebate')} as rebate, ${decimalText('x.tax_ratio')} as tax_ratio, ${decimalText('x.rebate_ratio')} as rebate_ratio, x.ip, x.void_date,
  x.void_operator, x.void_reason, x.fix_date, x.fix_operator, x.fix_reason, x.placed_by_staff, ${RECORD_USER_COLUMNS}`;
export const ORDER_FROM = `futures_orders x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id
  join futures_pairs fp on fp.id = x.futures_pair_id join futures_gameplays fg on fg.id = x.gameplay_id
  join futures_rounds fr on fr.id = x.round_id`;

const toOrder = (r: OrderRow): FuturesOrder => ({
  id: Number(r.id),
  ...toRecordUser(r),
  site: r.site,
  shareId: r.share_id,
  followCode: r.follow_code,
  isDemo: r.is_demo,
  fundType: r.fund_type,
  coinId: r.coin_id,
  coin: r.coin,
  direction: r.direction,
  amount: r.amount,
  filledAmount: r.filled_amount,
  tradingPairId: r.futures_pair_id,
  tradingPairCode: r.pair_code,
  gameplayId: r.gameplay_id,
  gameplayName: r.gameplay_name,
  runnerId: Number(r.round_id),
  runnerStartDate: iso(r.round_start)!,
  runnerEndDate: iso(r.round_end)!,
  orderPrice: r.order_price,
  settlePrice: r.settle_price,
  orderDate: iso(r.order_date)!,
  transactionDate: iso(r.transaction_date)!,
  settleDate: iso(r.settle_date),
  yieldRatio: r.yield_ratio,
  status: r.status,
  result: r.result,
  payout: r.payout,
  leaderFee: r.leader_fee,
  tax: r.tax,
  rebate: r.rebate,
  taxRatio: r.tax_ratio,
  rebateRatio: r.rebate_ratio,
  ip: r.ip,
  voidDate: iso(r.void_date),
  voidOperator: r.void_operator,
  voidReason: r.void_reason,
  fixDate: iso(r.fix_date),
  fixOperator: r.fix_operator,
  fixReason: r.fix_reason,
  placedByStaff: r.placed_by_staff,
});

/** The list's filters on the order `x` (and its user `u` for the user's own fields), shared with the export. */
export function futuresOrderFilters(q: FuturesOrderFilters): Filters {
  const filters = new Filters()
    .eq('x.id', q.id)
    .eq('x.user_id', q.accountId)
    .eq('u.parent_user_id', q.parentUserId)
    .contains('u.email', q.email)
    .eq('x.is_sales', q.isSales)
    .eq('x.is_demo', q.isDemo)
    .eq('x.fund_type', q.fundType)
    .eq('x.coin_id', q.coinId)
    .eq('x.futures_pair_id', q.tradingPairId)
    .eq('x.gameplay_id', q.gameplayId)
    .eq('x.round_id', q.runnerId)
    .eq('x.status', q.status)
    .eq('x.result', q.result)
    .eq('x.direction', q.direction)
    .eq('x.share_id', q.shareId)
    .eq('x.follow_code', q.followCode)
    .eq('x.ip', q.ip)
    .between('x.order_date', parseDate(q.startTime), parseDate(q.endTime))
    .between('x.settle_date', parseDate(q.settleStartTime), parseDate(q.settleEndTime));
  // The agent's downline (six indexed chain columns) first, then its orders, as the finance lists do.
  if (q.agentId !== undefined) {
    const chain = [0, 1, 2, 3, 4, 5].map((i) => `d.agent_user_id${i}`).join(', ');
    filters.where(`x.user_id in (select d.id from users d where ${filters.param(q.agentId)}::bigint in (${chain}))`);
  }
  if (q.minAmount !== undefined) filters.where(`x.amount >= ${filters.param(q.minAmount)}::numeric`);
  if (q.maxAmount !== undefined) filters.where(`x.amount <= ${filters.param(q.maxAmount)}::numeric`);
  return filters;
}

/** The user is joined only for filters on the user's own fields: each order has its user, so the join drops none. */
export const userJoinFor = (filters: Filters) => (/\bu\./.test(filters.sql) ? 'join users u on u.id = x.user_id' : '');

/** The sort keys of the order list (`futureOrders`): 023's `(order_date desc, id desc)`, and 025's amount indexes. */
const ORDER_SORTS = { id: 'x.id', orderDate: 'x.order_date', amount: 'x.amount' } as const;

/** A page of orders (newest first unless sorted) and, per coin, the count and sums of every matching order. */
export async function futuresOrderPage(db: Queryable, q: z.output<typeof futuresOrderListQuery>) {
  const filters = futuresOrderFilters(q);
  const params = [...filters.params];
  const bounds = pageBounds(q, params);
  const order = sortedOrder('futureOrders', ORDER_SORTS, q, 'x.order_date desc, x.id desc', 'x.id');
  // The sums and the page at once, each on a connection of the pool (one after the other on PGlite).
  const [summary, { rows }] = await Promise.all([
    futuresOrderSums(db, q, filters),
    db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} ${filters.sql} order by ${order} ${bounds.sql}`, params, {
      prepare: bounds.prepare,
    }),
  ]);
  const total = summary.reduce((count, line) => count + line.count, 0);
  return new SummarisedPageData(rows.map(toOrder), total, q.pageSize, q.pageNum, summary);
}

export async function findFuturesOrder(db: Queryable, id: number): Promise<FuturesOrder> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where x.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Futures order ${id} does not exist`);
  return toOrder(rows[0]);
}

/** `futures/order/detail/{id}`: the order, its round (open and close prices), and its money as the ledger moved it. */
export async function futuresOrderDetail(db: Queryable, id: number): Promise<FuturesOrderDetail> {
  const order = await findFuturesOrder(db, id);
  const [round, { rows }] = await Promise.all([
    findFuturesRound(db, order.runnerId),
    db.query<{
      id: number | string;
      change_type: string;
      before: string;
      change: string;
      after: string;
      operator: string | null;
      create_date: Date;
    }>(
      `select id, change_type, ${decimalText('before_balance')} as before, ${decimalText('change_balance')} as change, ${decimalText('after_balance')} as after,
              operator, create_date
       from wallet_change_log where reference = $1 order by id`,
      [`futures-order:${id}`],
    ),
  ]);
  const walletChanges = rows.map((r) => ({
    id: Number(r.id),
    changeType: r.change_type,
    before: r.before,
    change: r.change,
    after: r.after,
    operator: r.operator,
    createDate: iso(r.create_date)!,
  }));
  return { order, round, walletChanges, copy: await orderCopy(db, id, walletChanges) };
}

/**
 * Copy trading's part of an order's detail (031_copy_trading.sql): the leading order it is (a leader's order) or
 * copies (a following order, by its follow code), with the fee terms; null for any other order.
 */
async function orderCopy(db: Queryable, id: number, walletChanges: FuturesOrderMoney[]): Promise<FuturesOrderCopy | null> {
  const { rows } = await db.query<{
    role: 'leading' | 'following';
    order_id: string;
    leader_user_id: string;
    share_id: string;
    follow_code: string;
    ratio: string;
    sales_id: string | null;
    update_date: Date;
  }>(
    `select case when l.order_id = x.id then 'leading' else 'following' end as role, l.order_id, l.leader_user_id, l.share_id,
            l.follow_code, trim_scale(l.leader_fee_ratio)::text as ratio, x.update_date,
            (select c.id from unnest(array[u.agent_user_id0, u.agent_user_id1, u.agent_user_id2, u.agent_user_id3, u.agent_user_id4,
                                           u.agent_user_id5]) with ordinality as a(id, n)
             join users c on c.id = a.id where c.account_type = 3 order by a.n limit 1) as sales_id
     from futures_orders x join copy_leading_orders l on l.order_id = x.id or l.follow_code = x.follow_code join users u on u.id = x.user_id
     where x.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    role: r.role,
    leadingOrderId: Number(r.order_id),
    leaderAccountId: Number(r.leader_user_id),
    shareId: r.share_id,
    followCode: r.follow_code,
    leaderFeeRatio: r.ratio,
    userBalance: walletChanges.find((c) => c.changeType === 'futures_stake')?.after ?? null,
    salesId: r.sales_id === null ? null : Number(r.sales_id),
    updateDate: iso(r.update_date)!,
  };
}
