import type { FollowingOrder, FollowingOrderSummary, followingOrderListQuery } from '@console/contracts/schemas/copy-trading';
import type { FuturesDirection, FuturesOrderResult, FuturesOrderStatus } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { decimalText, Filters, iso, parseDate, sortedOrder } from '../../../db/list';
import { followingOrderSums, summarisedList } from '../sums';

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

/** A page of following orders (newest first unless sorted) with the count and sums per coin of every matching copy. */
export function followingOrderPage(db: Queryable, q: z.output<typeof followingOrderListQuery>) {
  const filters = followingOrderFilters(q);
  const orderBy = sortedOrder('copyFollowingOrders', FOLLOWING_SORTS, q, 'x.order_date desc, x.id desc', 'x.id');
  return summarisedList<FollowingRow, FollowingOrder, FollowingOrderSummary>(
    db,
    { select: FOLLOWING_COLUMNS, from: FOLLOWING_FROM, filters, orderBy, paging: q },
    toFollowing,
    followingOrderSums(db, q, filters),
  );
}
