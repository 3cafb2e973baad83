/*
 * The records of perpetual contracts as the console reads them, and the words of their statuses
 * (029_perpetual.sql; options name them: `perpetualDirection`, `perpetualOrderStatus`, ...). Requests are in
 * `perpetual.ts` (which re-exports this file), the answers' schemas in `perpetual-answers.ts`.
 */

/** long gains when the price rises, short when it falls. */
export const PERPETUAL_DIRECTIONS = ['long', 'short'] as const;
export type PerpetualDirection = (typeof PERPETUAL_DIRECTIONS)[number];
/**
 * market: filled at once at the recorded mark price; limit: fills when the feed reaches its price; stop: becomes
 * a market order when the feed reaches its stop price; tp_sl: a position's take-profit / stop-loss strategy,
 * whose triggers drive a market close.
 */
export const PERPETUAL_ORDER_CATEGORIES = ['market', 'limit', 'stop', 'tp_sl'] as const;
export type PerpetualOrderCategory = (typeof PERPETUAL_ORDER_CATEGORIES)[number];
/** open: waiting (limit, stop, strategy); filled; cancelled (its hold returned); triggered (a strategy that fired); rejected (could not fill). */
export const PERPETUAL_ORDER_STATUSES = ['open', 'filled', 'cancelled', 'triggered', 'rejected'] as const;
export type PerpetualOrderStatus = (typeof PERPETUAL_ORDER_STATUSES)[number];
/** Whether an order's money went through the ledger (a filled or cancelled order is settled). */
export const PERPETUAL_SETTLEMENT_STATUSES = ['pending', 'settled'] as const;
export type PerpetualSettlementStatus = (typeof PERPETUAL_SETTLEMENT_STATUSES)[number];
export const PERPETUAL_POSITION_STATUSES = ['open', 'closed', 'liquidated'] as const;
export type PerpetualPositionStatus = (typeof PERPETUAL_POSITION_STATUSES)[number];
export const PERPETUAL_POSITION_HISTORY_STATUSES = ['closed', 'liquidated'] as const;
export type PerpetualPositionHistoryStatus = (typeof PERPETUAL_POSITION_HISTORY_STATUSES)[number];
/** Who or what closed (part of) a position. */
export const PERPETUAL_CLOSE_REASONS = ['user', 'staff', 'take_profit', 'stop_loss', 'liquidation'] as const;
export type PerpetualCloseReason = (typeof PERPETUAL_CLOSE_REASONS)[number];
/** What a trigger of an order watches for. */
export const PERPETUAL_TRIGGER_KINDS = ['take_profit', 'stop_loss', 'stop'] as const;
export type PerpetualTriggerKind = (typeof PERPETUAL_TRIGGER_KINDS)[number];
/** A trigger fires when a recorded tick is at or above (`rises_to`) or at or below (`falls_to`) its price. */
export const PERPETUAL_TRIGGER_CONDITIONS = ['rises_to', 'falls_to'] as const;
export type PerpetualTriggerCondition = (typeof PERPETUAL_TRIGGER_CONDITIONS)[number];
/** The outcome of a staff close. */
export const PERPETUAL_CLOSE_OUTCOMES = ['closed', 'partially_closed', 'already_closed'] as const;
export type PerpetualCloseOutcome = (typeof PERPETUAL_CLOSE_OUTCOMES)[number];

/** One field a settings or pair edit changed, as it was and became (the backstage log keeps it). */
export interface PerpetualChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

export interface PerpetualPair {
  id: number;
  /** The coin pair of the feed that quotes it, and its code. */
  tradingPairId: number;
  tradingPairName: string;
  name: string;
  multiplier: string;
  orderBookPriceRange: string;
  quantityPrecision: number;
  quantityMax: string;
  quantityMin: string;
  displaySort: number;
  status: number;
  displaySwitch: number;
  /** The newest recorded tick of the coin pair (null before the feed gave one). */
  markPrice: string | null;
  markTickId: number | null;
  tickAt: string | null;
  openPositions: number;
  createDate: string;
  updateDate: string;
}

export interface PerpetualPairEdited extends PerpetualPair {
  changes: PerpetualChange[];
}

/**
 * An open position, marked to the pair's newest recorded tick (`markPrice`, `markTickId`, `tickAt`). `size` in
 * contracts, `baseQuantity` = size x multiplier in the base coin. Fixed at opening (isolated margin):
 * openPrice, margin, leverage, liquidationPrice, warningPrice, breakEvenPrice. Read at the mark: notional,
 * profit (= unrealisedPnl), maintenanceMargin, marginRatio (null when the equity is not positive), the distance
 * to liquidation in price and percent of the mark.
 */
export interface PerpetualPosition {
  id: number;
  accountId: number;
  accountName: string | null;
  userRemark: string | null;
  tradingPairId: number;
  tradingPairName: string;
  /** The coin its margin, profit and fees are in: the pair's quote coin (its perpetual wallet's coin). */
  coin: string;
  direction: PerpetualDirection;
  size: string;
  sizeUnitId: number;
  baseQuantity: string;
  /** Base coin per contract, as the position took it at opening. */
  multiplier: string;
  openPrice: string;
  breakEvenPrice: string;
  liquidationPrice: string;
  warningPrice: string | null;
  margin: string;
  leverage: number;
  maintenanceMarginRate: string;
  fee: string;
  /** The close fee terms fixed at opening (`closeFigures` of perpetual-rules.ts estimates a close with them). */
  feeMode: number;
  closeProfitFee: string;
  fundType: number;
  warning: number;
  slPrice: string | null;
  tpPrice: string | null;
  /** The open TP/SL strategy of the position (`perpetual/strategy/order/{id}`), if any. */
  strategyId: number | null;
  openTickId: number;
  openedDate: string;
  markPrice: string | null;
  markTickId: number | null;
  tickAt: string | null;
  notional: string | null;
  profit: string | null;
  unrealisedPnl: string | null;
  maintenanceMargin: string | null;
  marginRatio: string | null;
  distanceToLiquidation: string | null;
  distanceToLiquidationPercent: string | null;
}

export interface PerpetualPositionPage {
  records: PerpetualPosition[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** What a move of a pair's feed by the stress percent would liquidate, computed from the open positions. */
export interface PerpetualStressLine {
  tradingPairId: number;
  tradingPairName: string;
  /** The quote coin the notionals are in. */
  coin: string;
  markPrice: string | null;
  /** The mark moved down / up by the percent. */
  downPrice: string | null;
  upPrice: string | null;
  /** Longs whose liquidation price is at or above `downPrice`, and their notional at the mark. */
  longPositions: number;
  longNotional: string;
  /** Shorts whose liquidation price is at or below `upPrice`. */
  shortPositions: number;
  shortNotional: string;
}

export interface PerpetualStress {
  percent: string;
  pairs: PerpetualStressLine[];
  totalPositions: number;
  totalNotional: string;
}

/** The warning list: flagged positions, nearest to liquidation first, and the stress figure. */
export interface PerpetualWarningPage extends PerpetualPositionPage {
  stress: PerpetualStress;
  /** The settings' threshold the flag follows. */
  positionWarningThreshold: string;
}

export interface PerpetualTrigger {
  id: number;
  /** The order the trigger drove once it fired (null while waiting). */
  drivenId: number | null;
  /** What it watches for. */
  drivenOn: PerpetualTriggerKind;
  /** Its price. */
  trigger: string;
  condition: PerpetualTriggerCondition;
  /** The recorded tick that fired it, and when. */
  firedTickId: number | null;
  firedDate: string | null;
}

export interface PerpetualOrder {
  id: number;
  accountId: number;
  accountName: string | null;
  userRemark: string | null;
  openedDate: string;
  tradingPairId: number;
  tradingPairName: string;
  /** The coin its margin, fee and profit are in: the pair's quote coin. */
  coin: string;
  direction: PerpetualDirection;
  category: PerpetualOrderCategory;
  leverage: number;
  /** Margin held (open order) or committed to the position (filled opening order). */
  margin: string;
  fee: string;
  /** The order's price: a limit price, a stop order's price, or the mark price the admin was shown (staff close). */
  price: string | null;
  executedPrice: string | null;
  quantity: string;
  executedQuantity: string;
  amountUnitId: number;
  /** Realised profit of a closing order (after its close fee). */
  pnl: string | null;
  status: PerpetualOrderStatus;
  settlementStatus: PerpetualSettlementStatus;
  fundType: number;
  stopPrice: string | null;
  triggerConditions: PerpetualTriggerCondition | null;
  strategyId: number | null;
  /** 1 when it closes (part of) a position. */
  closePosition: number;
  reduceOnly: number;
  positionId: number | null;
  closeReason: PerpetualCloseReason | null;
  /** The recorded tick it was filled, triggered or rejected at. */
  tickId: number | null;
  executedDate: string | null;
  cancelledDate: string | null;
  /** The admin who placed or cancelled it, with the reason. */
  operator: string | null;
  reason: string | null;
}

export interface PerpetualOrderPage {
  records: PerpetualOrder[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** `GET perpetual/strategy/order/{id}`: the order in its detailed form, its triggers and the orders it drove. */
export interface PerpetualStrategyDetail {
  order: PerpetualOrder & { orderId: number; dagId: number | null; triggers: PerpetualTrigger[] };
  drivenOrders: PerpetualOrder[];
}

export interface PerpetualPositionHistory {
  id: number;
  openedDate: string;
  accountId: number;
  accountName: string | null;
  userRemark: string | null;
  tradingPairId: number;
  tradingPairName: string;
  /** The coin its margin, profit and fees are in: the pair's quote coin. */
  coin: string;
  /** `open` only in a partial close's answer: the history lists closed and liquidated positions. */
  status: PerpetualPositionStatus;
  leverage: number;
  direction: PerpetualDirection;
  entryPrice: string;
  /** The average price of its closes (the liquidation's tick for a liquidated position). */
  exitPrice: string | null;
  /** Realised profit of all its closes, fees excluded (a liquidation loses the whole margin). */
  pnl: string;
  /** Opening and closing fees. */
  fee: string;
  margin: string;
  liquidationPrice: string;
  /** The largest size it held, and the size closed, in contracts. */
  maxHeld: string;
  closed: string;
  closedTime: string | null;
  closeReason: PerpetualCloseReason | null;
  closeTickId: number | null;
  settlementStatus: PerpetualSettlementStatus;
  fundType: number;
}

export interface PerpetualPositionHistoryPage {
  records: PerpetualPositionHistory[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** One wallet change-log row of a position (`wallet_change_log`, the perpetual wallet), with the order that made it. */
export interface PerpetualWalletChange {
  id: number;
  changeType: string;
  operator: string | null;
  before: string;
  change: string;
  after: string;
  createDate: string;
  /** The order whose reference the row carries (`perpetual-order:<id>`). */
  orderId: number;
}

/**
 * `GET perpetual/position/{id}`: one position, open or not. `record` in its history form (status, realised profit,
 * exit price, fees); `open` marked at the pair's newest tick while it is open (null once closed); the orders
 * that opened, added to and closed it; and every wallet change-log row of those orders, oldest first: margin
 * holds and their returns, margins, fees, margin releases and realised profits.
 */
export interface PerpetualPositionDetail {
  record: PerpetualPositionHistory;
  open: PerpetualPosition | null;
  orders: PerpetualOrder[];
  walletChanges: PerpetualWalletChange[];
}

/** The answer of a staff close: what was done, at which recorded tick, and the money it moved. */
export interface PerpetualCloseResult {
  outcome: PerpetualCloseOutcome;
  positionId: number;
  /** The closing order (null when the position was already closed and nothing was done). */
  order: PerpetualOrder | null;
  /** The fill: the recorded tick's price, id and time. */
  markPrice: string | null;
  tickId: number | null;
  tickAt: string | null;
  closedQuantity: string;
  realisedPnl: string;
  fee: string;
  /** What went back to the perpetual wallet: the margin released plus the profit less the fee. */
  credited: string;
  /** The position after the close (its history once fully closed). */
  position: PerpetualPositionHistory;
}

/** The answer of a cancel: the order as it now is and what went back to the wallet. */
export interface PerpetualCancelResult {
  order: PerpetualOrder;
  released: string;
}

export interface PerpetualSettings {
  id: number;
  perpetualSwitch: number;
  displayInClient: number;
  positionWarningThreshold: string;
  marginInputMode: number;
  sliderValue: number;
  buttonValue: number[];
  leverageSwitch: number;
  leverageMode: number;
  fixedLeverageMultiple: number;
  openLeverageMultiples: number[];
  openLeverageDefault: number;
  minimumMaintenanceMarginRate: string;
  marginRationWarningThreshold: string;
  feeMode: number;
  openOrderFee: string;
  closeProfitFee: string;
  tpSlRangeLimitSwitch: number;
  slRangeLimit: string;
  tpRangeLimit: string;
  updateDate: string | null;
  updatedBy: string | null;
}

export interface PerpetualSettingsSaved extends PerpetualSettings {
  changes: PerpetualChange[];
}
