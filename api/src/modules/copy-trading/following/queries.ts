import type { FollowingOrder, followingOrderListQuery } from '@console/contracts/schemas/copy-trading';
import type { FuturesDirection, FuturesOrderResult, FuturesOrderStatus } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, PageData, pageBounds, parseDate, sortedOrder, decimalText } from '../../../db/list';

interface FollowingRow {
  id: string;
  user_id: string;
  email: string | null;
  leader_order_id: string;
  leader_user_id: string;
  share_id: string;
  follow_code: string;
  futures_pair_id: number;
  pair_code: string;
  gameplay_id: number;
  gameplay_name: string;
  round_id: string;
  direction: FuturesDirection;
  status: FuturesOrderStatus;
  result: FuturesOrderResult | null;
  coin: string;
  amount: string;
  filled_amount: string;
  order_price: string;
  settle_price: string | null;
  yield_ratio: string;
  payout: string;
  tax: string;
  leader_fee: string;
  order_date: Date;
  settle_date: Date | null;
}

/** A following order (`x`: a futures order with a follow code) with its leading order (`l`), follower, coin, pair and gameplay. */
export const FOLLOWING_FROM = `futures_orders x join copy_leading_orders l on l.follow_code = x.follow_code join users u on u.id = x.user_id
  join coins c on c.id = x.coin_id join futures_pairs fp on fp.id = x.futures_pair_id join futures_gameplays fg on fg.id = x.gameplay_id`;

const FOLLOWING_COLUMNS = `x.id, x.user_id, u.email, l.order_id as leader_order_id, l.leader_user_id, x.share_id, x.follow_code,
  x.futures_pair_id, fp.code as pair_code, x.gameplay_id, fg.name as gameplay_name, x.round_id, x.direction, x.status, x.result,
  c.code as coin, ${decimalText('x.amount')} as amount, ${decimalText('x.filled_amount')} as filled_amount, ${decimalText('x.order_price')} as order_price,
  ${decimalText('x.settle_price')} as settle_price, ${decimalText('x.yield_ratio')} as yield_ratio, ${decimalText('x.payout')} as payout, ${decimalText('x.tax')} as tax,
  ${decimalText('x.leader_fee')} as leader_fee, x.order_date, x.settle_date`;

const toFollowing = (r: FollowingRow): FollowingOrder => ({
  id: Number(r.id),
  accountId: Number(r.user_id),
  email: r.email,
  leaderOrderId: Number(r.leader_order_id),
  leaderAccountId: Number(r.leader_user_id),
  shareId: r.share_id,
  followCode: r.follow_code,
  tradingPairId: r.futures_pair_id,
  tradingPairCode: r.pair_code,
  gameplayId: r.gameplay_id,
  gameplayName: r.gameplay_name,
  runnerId: Number(r.round_id),
  direction: r.direction,
  status: r.status,
  result: r.result,
  coin: r.coin,
  amount: r.amount,
  filledAmount: r.filled_amount,
  orderPrice: r.order_price,
  settlePrice: r.settle_price,
  yieldRatio: r.yield_ratio,
  payout: r.payout,
  tax: r.tax,
  leaderFee: r.leader_fee,
  orderDate: iso(r.order_date)!,
  settleDate: iso(r.settle_date),
});

export type FollowingOrderFilters = Omit<z.output<typeof followingOrderListQuery>, 'pageNum' | 'pageSize' | 'orderBy' | 'orderDirection'>;

/**
 * The list's filters, on the futures order `x` only (so the count reads one table): a following order is one with a
 * follow code; the leading order and its leader become follow codes (031's `(follow_code, order_date, id)` index).
 */
export function followingOrderFilters(q: FollowingOrderFilters): Filters {
  const filters = new Filters()
    .where('x.follow_code is not null')
    .eq('x.id', q.id)
    .eq('x.user_id', q.accountId)
    .eq('x.follow_code', q.followCode)
    .eq('x.futures_pair_id', q.tradingPairId)
    .eq('x.gameplay_id', q.gamePlay)
    .eq('x.round_id', q.runnerId)
    .eq('x.status', q.status)
    .eq('x.result', q.result)
    .eq('x.direction', q.direction)
    .between('x.order_date', parseDate(q.startTime), parseDate(q.endTime));
  if (q.leaderOrderId !== undefined) {
    filters.where(`x.follow_code = (select follow_code from copy_leading_orders where order_id = ${filters.param(q.leaderOrderId)})`);
  }
  if (q.leaderAccountId !== undefined) {
    filters.where(
      `x.follow_code in (select follow_code from copy_leading_orders where leader_user_id = ${filters.param(q.leaderAccountId)})`,
    );
  }
  return filters;
}

/** The sort keys of `copyFollowingOrders`: 031's partial `(order_date desc, id desc)` index serves both. */
const FOLLOWING_SORTS = { id: 'x.id', orderDate: 'x.order_date' } as const;

/**
 * The total of a following order list filtered by nothing but what its leading order decides, read from the leading
 * orders: a copy is in its leading order's round, on its side, and settles or is voided with that round, so its pair,
 * gameplay, round, direction, status and result are its leading order's, and each leading order counts its copies
 * (`followers_copied`, moved in the transaction that places each copy). Summing 10,000 leading orders' counters
 * answers what counting a million copies cannot within the list's budget (bench/copy-trading). Undefined when a filter
 * reads the copy itself (follower, id, dates): those count the copies.
 */
async function totalFromLeadingOrders(db: Queryable, q: FollowingOrderFilters): Promise<number | undefined> {
  if (q.id !== undefined || q.accountId !== undefined || q.startTime || q.endTime) return undefined;
  const filters = new Filters()
    .eq('l.order_id', q.leaderOrderId)
    .eq('l.leader_user_id', q.leaderAccountId)
    .eq('l.follow_code', q.followCode)
    .eq('l.futures_pair_id', q.tradingPairId)
    .eq('l.gameplay_id', q.gamePlay)
    .eq('l.round_id', q.runnerId)
    .eq('l.direction', q.direction)
    .eq('x.status', q.status)
    .eq('x.result', q.result);
  const { rows } = await db.query<{ total: string }>(
    `select coalesce(sum(l.followers_copied), 0)::text as total from copy_leading_orders l join futures_orders x on x.id = l.order_id ${filters.sql}`,
    filters.params,
    { prepare: true },
  );
  return Number(rows[0]?.total ?? 0);
}

export async function followingOrderPage(db: Queryable, q: z.output<typeof followingOrderListQuery>) {
  const filters = followingOrderFilters(q);
  const orderBy = sortedOrder('copyFollowingOrders', FOLLOWING_SORTS, q, 'x.order_date desc, x.id desc', 'x.id');
  const total = await totalFromLeadingOrders(db, q);
  if (total === undefined) {
    return listPage<FollowingRow, FollowingOrder>(db, {
      select: FOLLOWING_COLUMNS,
      from: FOLLOWING_FROM,
      countFrom: 'futures_orders x',
      filters,
      orderBy,
      paging: q,
      map: toFollowing,
    });
  }
  const params = [...filters.params];
  const bounds = pageBounds(q, params);
  const { rows } = await db.query<FollowingRow>(
    `select ${FOLLOWING_COLUMNS} from ${FOLLOWING_FROM} ${filters.sql} order by ${orderBy} ${bounds.sql}`,
    params,
    { prepare: bounds.prepare },
  );
  return new PageData(rows.map(toFollowing), total, q.pageSize, q.pageNum);
}
