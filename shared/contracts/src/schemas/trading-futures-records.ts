/*
 * The records of futures as the console reads them: pairs, gameplays, orders and rounds (the spec's
 * "runners"), and the words of their statuses (023_futures.sql; options name them). Their answers' schemas are
 * in `trading-futures-answers.ts`, the requests in `trading-futures.ts` (which re-exports this file).
 */

export const FUTURES_ORDER_STATUSES = ['open', 'settled', 'voided'] as const;
export type FuturesOrderStatus = (typeof FUTURES_ORDER_STATUSES)[number];
/** An order's outcome: win, lose, or refund (an unchanged price or a void); null while open. */
export const FUTURES_ORDER_RESULTS = ['win', 'lose', 'refund'] as const;
export type FuturesOrderResult = (typeof FUTURES_ORDER_RESULTS)[number];
/** long: the price will rise; short: it will fall. */
export const FUTURES_DIRECTIONS = ['long', 'short'] as const;
export type FuturesDirection = (typeof FUTURES_DIRECTIONS)[number];
export const FUTURES_ROUND_STATUSES = ['scheduled', 'open', 'locked', 'closed', 'settled', 'voided'] as const;
export type FuturesRoundStatus = (typeof FUTURES_ROUND_STATUSES)[number];
/** How a round's price moved from its opening to its closing tick. */
export const FUTURES_ROUND_RESULTS = ['long', 'short', 'draw'] as const;
export type FuturesRoundResult = (typeof FUTURES_ROUND_RESULTS)[number];
/** The entries of a round's timeline: its transitions and the staff halts and resumes. */
export const FUTURES_ROUND_ACTIONS = ['open', 'lock', 'close', 'settle', 'void', 'halt', 'resume'] as const;
export type FuturesRoundAction = (typeof FUTURES_ROUND_ACTIONS)[number];
/** The operational controls of `futures/runner/systemic/control` (DESIGN section 5): none touches a price or a result. */
export const FUTURES_ROUND_CONTROLS = ['halt', 'resume', 'void'] as const;
export type FuturesRoundControl = (typeof FUTURES_ROUND_CONTROLS)[number];

export interface FuturesPair {
  id: number;
  coinPairId: number;
  code: string;
  name: string;
  fromCoinCode: string;
  toCoinCode: string;
  status: number;
  displaySort: number;
  /** Halted by staff (DESIGN section 5): no new round opens and open rounds take no order. */
  halted: number;
  gameplayCount: number;
  /** 1 once a round ran on it: its rounds and orders keep it, so it can no longer be deleted (deactivate it). */
  inUse: number;
  createDate: string;
  updateDate: string;
}

export interface Gameplay {
  id: number;
  tradingPairId: number;
  tradingPairCode: string;
  name: string;
  timeInterval: number;
  yieldRatio: string;
  quantityMin: string;
  quantityMax: string;
  userRankLevel: number;
  teamRankLevel: number;
  displaySort: number;
  status: number;
  acceptDelayTime: number;
  settleDelayTime: number;
  halted: number;
  createDate: string;
  updateDate: string;
}

/** One field an edit changed, as it was and as it became (decimals as text): the backstage log keeps it. */
export interface SettingChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/** The answer of a pair's or a gameplay's edit: the record as it now is and what the edit changed. */
export type Edited<T> = T & { changes: SettingChange[] };

export interface FuturesAgentLink {
  level: number;
  id: number;
  name: string | null;
}

export interface FuturesOrder {
  id: number;
  accountId: number;
  email: string | null;
  mobileNumber: string | null;
  isSales: number;
  userRemark: string | null;
  parentUserId: number | null;
  parentUserName: string | null;
  agentId: number | null;
  agentName: string | null;
  agentChain: FuturesAgentLink[];
  site: string | null;
  shareId: string | null;
  followCode: string | null;
  isDemo: number;
  fundType: number;
  coinId: number;
  coin: string;
  direction: FuturesDirection;
  amount: string;
  filledAmount: string;
  tradingPairId: number;
  tradingPairCode: string;
  gameplayId: number;
  gameplayName: string;
  runnerId: number;
  runnerStartDate: string;
  runnerEndDate: string;
  orderPrice: string;
  settlePrice: string | null;
  orderDate: string;
  transactionDate: string;
  settleDate: string | null;
  yieldRatio: string;
  status: FuturesOrderStatus;
  result: FuturesOrderResult | null;
  payout: string;
  leaderFee: string;
  tax: string;
  rebate: string;
  taxRatio: string;
  rebateRatio: string;
  ip: string | null;
  voidDate: string | null;
  voidOperator: string | null;
  voidReason: string | null;
  /** The last fill correction (`futures/order/fix`): when, by whom, why. */
  fixDate: string | null;
  fixOperator: string | null;
  fixReason: string | null;
  /** The admin who placed the order for the user, if one did. */
  placedByStaff: string | null;
}

/** One coin's line of the order list's sums over every matching order (amounts of different coins never added). */
export interface FuturesOrderSummary {
  coinId: number;
  code: string;
  count: number;
  amount: string;
  filledAmount: string;
  payout: string;
  tax: string;
  rebate: string;
  leaderFee: string;
}

export interface FuturesOrderPage {
  records: FuturesOrder[];
  total: number;
  size: number;
  current: number;
  pages: number;
  summary: FuturesOrderSummary[];
}

/** The answer of `futures/order/fix`: the order's detail and the correction, before and after. */
export interface FuturesOrderFixed extends FuturesOrderDetail {
  fix: { filledAmountBefore: string; filledAmountAfter: string; refunded: string };
}

/** A wallet change of an order (stake, payout, rebate, refunds), from the ledger. */
export interface FuturesOrderMoney {
  id: number;
  changeType: string;
  before: string;
  change: string;
  after: string;
  operator: string | null;
  createDate: string;
}

/**
 * Copy trading's part of an order's detail (the spec's "Follow order detail"): set on a leading order (`role`
 * leading) and on a following order (`role` following), absent or null on other orders.
 */
export interface FuturesOrderCopy {
  role: 'leading' | 'following';
  /** The leading order (the leader's futures order id). */
  leadingOrderId: number;
  leaderAccountId: number;
  shareId: string;
  followCode: string;
  /** The leader's fee ratio the leading order took when placed (a fraction of a winning follower's profit). */
  leaderFeeRatio: string;
  /** The user's futures wallet balance right after the stake (from the ledger's stake row; the spec's userBalance). */
  userBalance: string | null;
  /** The sales account above the user (the nearest of its agent chain whose account type is sales), if any. */
  salesId: number | null;
  /** The order's last change (placement, settlement, void or fix). */
  updateDate: string;
}

/** `GET futures/order/detail/{id}`: the order, its round and every amount the ledger moved for it. */
export interface FuturesOrderDetail {
  order: FuturesOrder;
  round: FuturesRound;
  walletChanges: FuturesOrderMoney[];
  /** Copy trading: the order's leading order and fee terms (null for an order outside copy trading). */
  copy?: FuturesOrderCopy | null;
}

export interface FuturesRound {
  id: number;
  tradingPairId: number;
  tradingPairCode: string;
  gameplayId: number;
  gameplayName: string;
  status: FuturesRoundStatus;
  halted: number;
  haltReason: string | null;
  /** The gameplay's settings the round took when it opened. */
  timeInterval: number;
  yieldRatio: string;
  openTickId: number | null;
  openPrice: string | null;
  closeTickId: number | null;
  closePrice: string | null;
  result: FuturesRoundResult | null;
  longTotal: string;
  shortTotal: string;
  longCount: number;
  shortCount: number;
  winnerPayout: string;
  loserPayout: string;
  refundTotal: string;
  longYieldRatio: string | null;
  shortYieldRatio: string | null;
  startDate: string;
  lockDate: string;
  endDate: string;
  settleDueDate: string;
  settleDate: string | null;
  voidReason: string | null;
  voidOperator: string | null;
  voidDate: string | null;
}

/** An entry of a round's timeline, with the recorded tick it used (none for a halt, resume or void). */
export interface FuturesRoundTransition {
  id: number;
  action: FuturesRoundAction;
  fromStatus: FuturesRoundStatus;
  toStatus: FuturesRoundStatus;
  tickId: number | null;
  tickPrice: string | null;
  tickTime: string | null;
  at: string;
  reason: string | null;
  operator: string;
}

/** What a void would refund now: the confirmation names the orders and amounts. */
export interface FuturesRoundOpenOrders {
  orders: number;
  users: number;
  longTotal: string;
  shortTotal: string;
  refund: string;
}

/** `GET futures/runner/detail/{id}`: the round, its timeline and what a void would refund. */
export interface FuturesRoundDetail {
  round: FuturesRound;
  transitions: FuturesRoundTransition[];
  openOrders: FuturesRoundOpenOrders;
}

/** The answer of a control: the round's state before and after, and what a void refunded. */
export interface FuturesRoundControlResult {
  runnerId: number;
  action: FuturesRoundControl;
  reason: string;
  before: { status: FuturesRoundStatus; halted: number };
  after: { status: FuturesRoundStatus; halted: number };
  refundedOrders: number;
  refunded: string;
  round: FuturesRound;
}
