import type { FuturesDirection, FuturesOrderResult, FuturesOrderStatus, FuturesOrderSummary } from './trading-futures-records';

/*
 * The records of copy trading as the console reads them (remote `copy-trading`; 031_copy_trading.sql). A leading
 * order is a futures order of a leader account, placed in an open round; its followers' copies (following orders)
 * are futures orders of the same round carrying the leading order's share id and follow code. Ids: a leading
 * order's `id` (the spec's `detailId` and `leaderOrderId`) is the leader's futures order id, so
 * `futures/order/detail/{id}` opens either kind. Money is decimal strings in the pair's quote coin (USDT).
 */

/** Who may follow a leading order (options `followPermissions`). */
export const FOLLOW_PERMISSION_TYPES = ['everyone', 'invited', 'not_blocked'] as const;
export type FollowPermissionType = (typeof FOLLOW_PERMISSION_TYPES)[number];

/** The two lists of a leading order (options `followListType`): invited accounts, blocked accounts. */
export const FOLLOW_LIST_TYPES = ['invite', 'block'] as const;
export type FollowListType = (typeof FOLLOW_LIST_TYPES)[number];

/**
 * Why a follower got no copy (options `followSkipReason`): balance (the futures wallet holds less than the copy's
 * stake), blocked (on the order's block list while it excludes blocked accounts), not_invited (the order is for
 * invited accounts only), limit (the stake is above the follower's own limit, or outside the round's or the
 * follower's level's stake range), account (the follower may not trade: suspended, locked, no futures wallet in the
 * pair's coin, below the gameplay's rank levels).
 */
export const FOLLOW_SKIP_REASONS = ['balance', 'blocked', 'not_invited', 'limit', 'account'] as const;
export type FollowSkipReason = (typeof FOLLOW_SKIP_REASONS)[number];

/** Where a refusal came from: the fan-out when the order was placed, or a follower's own request later. */
export const FOLLOW_SKIP_SOURCES = ['fanout', 'request'] as const;
export type FollowSkipSource = (typeof FOLLOW_SKIP_SOURCES)[number];

/** How a follow subscription sizes a copy: a fixed stake, or a ratio of the leader's stake. */
export const FOLLOW_COPY_MODES = ['amount', 'ratio'] as const;
export type FollowCopyMode = (typeof FOLLOW_COPY_MODES)[number];

/** Per reason, how many followers were skipped. */
export type FollowSkipCounts = Record<FollowSkipReason, number>;

/** What the fan-out of a leading order did (and later follow requests added). */
export interface FanOut {
  /** Followers subscribed to the leader when the order was placed. */
  targeted: number;
  /** Copies placed (the fan-out's and accepted follow requests'). */
  copied: number;
  /** Followers skipped or refused, and per reason. */
  skipped: number;
  skippedBy: FollowSkipCounts;
  /** Milliseconds the fan-out's copies took (checks, placement and ledger), null before it ran. */
  copyMs: number | null;
}

/** A follower skipped or refused: a row of the fan-out's report. */
export interface FollowSkip {
  id: number;
  leadingOrderId: number;
  accountId: number;
  email: string | null;
  reason: FollowSkipReason;
  source: FollowSkipSource;
  /** The stake the copy would have had (null when it could not be worked out). */
  amount: string | null;
  detail: string | null;
  createDate: string;
}

/** `follow/list` row: the spec's "Leading order" with its follow figures. */
export interface LeadingOrder {
  /** The leader's futures order id (the spec's detailId / leaderOrderId). */
  id: number;
  shareId: string;
  followCode: string;
  /** Who placed it: `staff` (follow/add) or `client` (the leader's platform). */
  orderType: 'staff' | 'client';
  placedByStaff: string | null;
  accountId: number;
  email: string | null;
  userRemark: string | null;
  tradingPairId: number;
  tradingPairCode: string;
  gameplayId: number;
  gameplayName: string;
  yieldRatio: string;
  runnerId: number;
  runnerStartDate: string;
  runnerEndDate: string;
  direction: FuturesDirection;
  status: FuturesOrderStatus;
  result: FuturesOrderResult | null;
  coin: string;
  amount: string;
  filledAmount: string;
  orderPrice: string;
  settlePrice: string | null;
  /** The leader's futures wallet balance right after the stake. */
  balance: string;
  orderDate: string;
  permissionsType: FollowPermissionType;
  /** The leader's fee ratio when the order was placed (a fraction of a winning follower's profit). */
  leaderFeeRatio: string;
  /** Leader fees paid by this order's winning followers (set when the round settles). */
  leaderFee: string;
  /** Followers with a copy, and the sum of their stakes. */
  followersCount: number;
  followedAmount: string;
  inviteCount: number;
  blockCount: number;
  fanOut: FanOut;
}

/** One coin's line of the leading order list's sums over every matching order (amounts of different coins never added). */
export interface LeadingOrderSummary {
  coinId: number;
  code: string;
  count: number;
  amount: string;
  filledAmount: string;
  followedAmount: string;
  leaderFee: string;
}

/** `follow/list`: a page of leading orders and the sums per coin of every matching order. */
export interface LeadingOrderPage {
  records: LeadingOrder[];
  total: number;
  size: number;
  current: number;
  pages: number;
  summary: LeadingOrderSummary[];
}

/** `follow/add`: the leading order placed and its fan-out, with every follower skipped. */
export interface LeadingOrderPlaced {
  leadingOrder: LeadingOrder;
  skips: FollowSkip[];
}

/** `follow/permissionsType/edit`: the order as it now is and the change. */
export interface FollowPermissionsEdited {
  leadingOrder: LeadingOrder;
  change: { from: FollowPermissionType; to: FollowPermissionType } | null;
}

/** A row of an order's invite or block list (the spec's "Follow permissions"). */
export interface FollowListEntry {
  id: number;
  detailId: number;
  permissionsType: FollowPermissionType;
  type: FollowListType;
  accountId: number;
  email: string | null;
  createdBy: string;
  createDate: string;
}

export interface FollowListPage {
  records: FollowListEntry[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** `follow/invite/add` and `follow/invite/remove`. */
export interface FollowListChanged {
  entry: FollowListEntry;
  action: 'added' | 'removed';
}

/**
 * The verdict on one row of a batch file: valid (added when applied), invalid (not an account id), unknown_account,
 * duplicate (an earlier row named it), already_listed (on this list already), on_other_list (on the order's other
 * list: an account is invited or blocked, never both).
 */
export const FOLLOW_BATCH_ROW_STATUSES = ['valid', 'invalid', 'unknown_account', 'duplicate', 'already_listed', 'on_other_list'] as const;
export type FollowBatchRowStatus = (typeof FOLLOW_BATCH_ROW_STATUSES)[number];

export interface FollowBatchRow {
  /** The line in the file (the header, if any, is line 1). */
  rowNumber: number;
  value: string;
  accountId: number | null;
  status: FollowBatchRowStatus;
  /** Whether the row was added (apply only). */
  applied: boolean;
}

/** `follow/invite/add/batch`. */
export interface FollowBatchResult {
  mode: 'preview' | 'apply';
  detailId: number;
  type: FollowListType;
  rows: FollowBatchRow[];
  counts: Record<FollowBatchRowStatus, number>;
  /** Rows added (0 in a preview). */
  applied: number;
  /** One line per row, `row 3: 1234 unknown_account` (the spec's "list of strings"). */
  data: string[];
}

export interface FollowLeader {
  accountId: number;
  email: string | null;
  leaderFeeRatio: string;
  followers: number;
  /** The leader's USDT futures wallet balance. */
  balance: string;
}

/** `follow/init`: what a staff leading order may use. */
export interface FollowInit {
  leaders: FollowLeader[];
  pairs: { id: number; code: string; name: string }[];
  gameplays: {
    id: number;
    tradingPairId: number;
    name: string;
    timeInterval: number;
    yieldRatio: string;
    quantityMin: string;
    quantityMax: string;
  }[];
  /** Rounds accepting orders now (open, not halted, before their lock time). */
  rounds: { id: number; tradingPairId: number; gameplayId: number; startDate: string; lockDate: string; endDate: string }[];
}

/** `follow/tradingPairName`: futures pair id → gameplay id → "PAIR gameplay" (the spec's map of maps). */
export type FollowPairNames = Record<string, Record<string, string>>;

/** `follow/order/list` row: a following order with its leading order. */
export interface FollowingOrder {
  id: number;
  accountId: number;
  email: string | null;
  leaderOrderId: number;
  leaderAccountId: number;
  shareId: string;
  followCode: string;
  tradingPairId: number;
  tradingPairCode: string;
  gameplayId: number;
  gameplayName: string;
  runnerId: number;
  direction: FuturesDirection;
  status: FuturesOrderStatus;
  result: FuturesOrderResult | null;
  coin: string;
  amount: string;
  filledAmount: string;
  orderPrice: string;
  settlePrice: string | null;
  yieldRatio: string;
  payout: string;
  tax: string;
  leaderFee: string;
  orderDate: string;
  settleDate: string | null;
}

/** One coin's line of the following order list's sums over every matching copy: the futures order list's, but rebates. */
export type FollowingOrderSummary = Omit<FuturesOrderSummary, 'rebate'>;

/** `follow/order/list`: a page of following orders and the sums per coin of every matching copy. */
export interface FollowingOrderPage {
  records: FollowingOrder[];
  total: number;
  size: number;
  current: number;
  pages: number;
  summary: FollowingOrderSummary[];
}
