import type {
  FollowInit,
  FollowPairNames,
  FollowPermissionType,
  FollowSkip,
  FollowSkipReason,
  FollowSkipSource,
  LeadingOrder,
  LeadingOrderSummary,
  leadingOrderListQuery,
  followSkipListQuery,
} from '@console/contracts/schemas/copy-trading';
import type { FuturesDirection, FuturesOrderResult, FuturesOrderStatus } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { decimalText, Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { notFound } from '../../../http/errors';
import { leadingOrderSums, summarisedList } from '../sums';

interface LeadingRow {
  order_id: string;
  share_id: string;
  follow_code: string;
  placed_by_staff: string | null;
  leader_user_id: string;
  email: string | null;
  user_remark: string | null;
  futures_pair_id: number;
  pair_code: string;
  gameplay_id: number;
  gameplay_name: string;
  yield_ratio: string;
  round_id: string;
  round_start: Date;
  round_end: Date;
  direction: FuturesDirection;
  status: FuturesOrderStatus;
  result: FuturesOrderResult | null;
  coin: string;
  amount: string;
  filled_amount: string;
  order_price: string;
  settle_price: string | null;
  balance_after: string;
  order_date: Date;
  permissions_type: FollowPermissionType;
  leader_fee_ratio: string;
  leader_fee: string;
  followers_copied: number;
  followed_amount: string;
  invite_count: number;
  block_count: number;
  followers_targeted: number;
  skipped_balance: number;
  skipped_blocked: number;
  skipped_not_invited: number;
  skipped_limit: number;
  skipped_account: number;
  copy_ms: number | null;
}

/** A leading order (`l`) with its futures order (`x`), leader (`u`), coin, pair, gameplay and round. */
export const LEADING_FROM = `copy_leading_orders l join futures_orders x on x.id = l.order_id join users u on u.id = l.leader_user_id
  join coins c on c.id = l.coin_id join futures_pairs fp on fp.id = l.futures_pair_id join futures_gameplays fg on fg.id = l.gameplay_id
  join futures_rounds fr on fr.id = l.round_id`;

const LEADING_COLUMNS = `l.order_id, l.share_id, l.follow_code, l.placed_by_staff, l.leader_user_id, u.email, u.remark as user_remark,
  l.futures_pair_id, fp.code as pair_code, l.gameplay_id, fg.name as gameplay_name, ${decimalText('x.yield_ratio')} as yield_ratio, l.round_id,
  fr.start_date as round_start, fr.end_date as round_end, l.direction, l.status, l.result, c.code as coin, ${decimalText('x.amount')} as amount,
  ${decimalText('l.filled_amount')} as filled_amount, ${decimalText('x.order_price')} as order_price, ${decimalText('x.settle_price')} as settle_price,
  ${decimalText('l.balance_after')} as balance_after, l.order_date, l.permissions_type, ${decimalText('l.leader_fee_ratio')} as leader_fee_ratio,
  ${decimalText('l.leader_fee')} as leader_fee, l.followers_copied, ${decimalText('l.followed_amount')} as followed_amount, l.invite_count, l.block_count,
  l.followers_targeted, l.skipped_balance, l.skipped_blocked, l.skipped_not_invited, l.skipped_limit, l.skipped_account, l.copy_ms`;

const toLeading = (r: LeadingRow): LeadingOrder => {
  const skippedBy = {
    balance: r.skipped_balance,
    blocked: r.skipped_blocked,
    not_invited: r.skipped_not_invited,
    limit: r.skipped_limit,
    account: r.skipped_account,
  };
  return {
    id: Number(r.order_id),
    shareId: r.share_id,
    followCode: r.follow_code,
    orderType: r.placed_by_staff ? 'staff' : 'client',
    placedByStaff: r.placed_by_staff,
    accountId: Number(r.leader_user_id),
    email: r.email,
    userRemark: r.user_remark,
    tradingPairId: r.futures_pair_id,
    tradingPairCode: r.pair_code,
    gameplayId: r.gameplay_id,
    gameplayName: r.gameplay_name,
    yieldRatio: r.yield_ratio,
    runnerId: Number(r.round_id),
    runnerStartDate: iso(r.round_start)!,
    runnerEndDate: iso(r.round_end)!,
    direction: r.direction,
    status: r.status,
    result: r.result,
    coin: r.coin,
    amount: r.amount,
    filledAmount: r.filled_amount,
    orderPrice: r.order_price,
    settlePrice: r.settle_price,
    balance: r.balance_after,
    orderDate: iso(r.order_date)!,
    permissionsType: r.permissions_type,
    leaderFeeRatio: r.leader_fee_ratio,
    leaderFee: r.leader_fee,
    followersCount: r.followers_copied,
    followedAmount: r.followed_amount,
    inviteCount: r.invite_count,
    blockCount: r.block_count,
    fanOut: {
      targeted: r.followers_targeted,
      copied: r.followers_copied,
      skipped: Object.values(skippedBy).reduce((a, b) => a + b, 0),
      skippedBy,
      copyMs: r.copy_ms,
    },
  };
};

export type LeadingOrderFilters = Omit<z.output<typeof leadingOrderListQuery>, 'pageNum' | 'pageSize' | 'orderBy' | 'orderDirection'>;

/** The list's filters, on the leading order `l` alone (033 keeps its order's status and result there), shared with the export. */
export function leadingOrderFilters(q: LeadingOrderFilters): Filters {
  const filters = new Filters()
    .eq('l.order_id', q.orderId)
    .eq('l.order_id', q.leaderOrderId)
    .eq('l.share_id', q.shareId)
    .eq('l.leader_user_id', q.accountId)
    .eq('l.futures_pair_id', q.tradingPairId)
    .eq('l.gameplay_id', q.gamePlay)
    .eq('l.round_id', q.runnerId)
    .eq('l.status', q.status)
    .eq('l.result', q.result)
    .eq('l.direction', q.direction)
    .eq('l.permissions_type', q.permissionsType)
    .between('l.order_date', parseDate(q.startTime), parseDate(q.endTime));
  if (q.orderType === 'staff') filters.where('l.placed_by_staff is not null');
  if (q.orderType === 'client') filters.where('l.placed_by_staff is null');
  return filters;
}

/** The sort keys of `copyLeadingOrders`, each on an index of 031 in that order (and of 033 within a status tab). */
const LEADING_SORTS = { id: 'l.order_id', orderDate: 'l.order_date', amount: 'l.amount' } as const;

/** A page of leading orders (newest first unless sorted) with the count and sums per coin of every matching one. */
export function leadingOrderPage(db: Queryable, q: z.output<typeof leadingOrderListQuery>) {
  const filters = leadingOrderFilters(q);
  const orderBy = sortedOrder('copyLeadingOrders', LEADING_SORTS, q, 'l.order_date desc, l.order_id desc', 'l.order_id');
  return summarisedList<LeadingRow, LeadingOrder, LeadingOrderSummary>(
    db,
    { select: LEADING_COLUMNS, from: LEADING_FROM, filters, orderBy, paging: q },
    toLeading,
    leadingOrderSums(db, filters),
  );
}

export async function findLeadingOrder(db: Queryable, id: number): Promise<LeadingOrder> {
  const { rows } = await db.query<LeadingRow>(`select ${LEADING_COLUMNS} from ${LEADING_FROM} where l.order_id = $1`, [id]);
  if (!rows[0]) throw notFound(`Leading order ${id} does not exist`);
  return toLeading(rows[0]);
}

/** `follow/permissionsType/edit`: the type from now on, under the order's row lock; null when unchanged. */
export async function editPermissionsType(tx: Queryable, id: number, type: FollowPermissionType, now: Date) {
  const { rows } = await tx.query<{ permissions_type: FollowPermissionType }>(
    'select permissions_type from copy_leading_orders where order_id = $1 for update',
    [id],
  );
  if (!rows[0]) throw notFound(`Leading order ${id} does not exist`);
  const from = rows[0].permissions_type;
  if (from === type) return null;
  await tx.query('update copy_leading_orders set permissions_type = $2, update_date = $3 where order_id = $1', [id, type, now]);
  return { from, to: type };
}

interface SkipRowDb {
  id: string;
  leading_order_id: string;
  user_id: string;
  email: string | null;
  reason: FollowSkipReason;
  source: FollowSkipSource;
  amount: string | null;
  detail: string | null;
  create_date: Date;
}

const toSkip = (r: SkipRowDb): FollowSkip => ({
  id: Number(r.id),
  leadingOrderId: Number(r.leading_order_id),
  accountId: Number(r.user_id),
  email: r.email,
  reason: r.reason,
  source: r.source,
  amount: r.amount,
  detail: r.detail,
  createDate: iso(r.create_date)!,
});

const SKIP_COLUMNS = `s.id, s.leading_order_id, s.user_id, u.email, s.reason, s.source, ${decimalText('s.amount')} as amount, s.detail, s.create_date`;

/** `follow/skip/list`: a leading order's skipped followers and refused requests, in the order they were recorded. */
export function followSkipPage(db: Queryable, q: z.output<typeof followSkipListQuery>) {
  return listPage<SkipRowDb, FollowSkip>(db, {
    select: SKIP_COLUMNS,
    from: 'copy_follow_skips s join users u on u.id = s.user_id',
    countFrom: 'copy_follow_skips s',
    filters: new Filters().eq('s.leading_order_id', q.detailId).eq('s.reason', q.reason),
    orderBy: 's.id',
    paging: q,
    map: toSkip,
  });
}

/** Every skip row of a leading order (the answer of `follow/add`). */
export async function skipsOf(db: Queryable, id: number): Promise<FollowSkip[]> {
  const { rows } = await db.query<SkipRowDb>(
    `select ${SKIP_COLUMNS} from copy_follow_skips s join users u on u.id = s.user_id where s.leading_order_id = $1 order by s.id`,
    [id],
  );
  return rows.map(toSkip);
}

/** `follow/init`: active leaders, the running pairs and gameplays, and the rounds accepting orders at `now`. */
export async function followInit(db: Queryable, now: Date): Promise<FollowInit> {
  const [leaders, pairs, gameplays, rounds] = await Promise.all([
    db.query<{ user_id: string; email: string | null; ratio: string; followers: number; balance: string }>(
      `select c.user_id, u.email, ${decimalText('u.leader_fee_ratio')} as ratio,
              (select count(*)::int from copy_follows f where f.leader_user_id = c.user_id and f.status = 1) as followers,
              coalesce((select ${decimalText('w.balance')} from user_wallets w join coins k on k.id = w.coin_id
                        where w.user_id = c.user_id and w.wallet_type = 1 and k.code = 'USDT'), '0') as balance
       from copy_leaders c join users u on u.id = c.user_id where c.status = 1 order by c.user_id`,
    ),
    db.query<{ id: number; code: string; name: string }>(
      'select id, code, name from futures_pairs where status = 1 and halted = 0 and deleted_date is null order by display_sort, id',
    ),
    db.query<{ id: number; futures_pair_id: number; name: string; time_interval: number; yield_ratio: string; qmin: string; qmax: string }>(
      `select g.id, g.futures_pair_id, g.name, g.time_interval, ${decimalText('g.yield_ratio')} as yield_ratio, ${decimalText('g.quantity_min')} as qmin,
              ${decimalText('g.quantity_max')} as qmax
       from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id
       where g.status = 1 and g.halted = 0 and p.status = 1 and p.halted = 0 and p.deleted_date is null
       order by g.futures_pair_id, g.display_sort, g.id`,
    ),
    db.query<{ id: string; futures_pair_id: number; gameplay_id: number; start_date: Date; lock_date: Date; end_date: Date }>(
      `select id, futures_pair_id, gameplay_id, start_date, lock_date, end_date from futures_rounds
       where status = 'open' and halted = 0 and start_date <= $1 and lock_date > $1 order by end_date, id`,
      [now],
    ),
  ]);
  return {
    leaders: leaders.rows.map((r) => ({
      accountId: Number(r.user_id),
      email: r.email,
      leaderFeeRatio: r.ratio,
      followers: r.followers,
      balance: r.balance,
    })),
    pairs: pairs.rows.map((r) => ({ id: r.id, code: r.code, name: r.name })),
    gameplays: gameplays.rows.map((r) => ({
      id: r.id,
      tradingPairId: r.futures_pair_id,
      name: r.name,
      timeInterval: r.time_interval,
      yieldRatio: r.yield_ratio,
      quantityMin: r.qmin,
      quantityMax: r.qmax,
    })),
    rounds: rounds.rows.map((r) => ({
      id: Number(r.id),
      tradingPairId: r.futures_pair_id,
      gameplayId: r.gameplay_id,
      startDate: iso(r.start_date)!,
      lockDate: iso(r.lock_date)!,
      endDate: iso(r.end_date)!,
    })),
  };
}

/** `follow/tradingPairName`: futures pair id → gameplay id → "PAIR gameplay", for every pair not deleted. */
export async function followPairNames(db: Queryable): Promise<FollowPairNames> {
  const { rows } = await db.query<{ pair_id: number; gameplay_id: number; label: string }>(
    `select p.id as pair_id, g.id as gameplay_id, p.code || ' ' || g.name as label
     from futures_pairs p join futures_gameplays g on g.futures_pair_id = p.id where p.deleted_date is null order by p.id, g.id`,
  );
  const names: FollowPairNames = {};
  for (const r of rows) {
    const pair = String(r.pair_id);
    names[pair] = { ...names[pair], [String(r.gameplay_id)]: r.label };
  }
  return names;
}
