import type { Queryable } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import type { FeeRules } from './formulas';

/** The perpetual wallet (`user_wallets.wallet_type`): margins, fees and realised profits move there. */
export const PERPETUAL_WALLET = 2;
/** Who the engine's own changes (liquidations, TP/SL closes, fills) are written as. */
export const ENGINE_OPERATOR = 'system';
/** A market order, a staff close or a cancel needs a recorded tick at most this old: the mark price. */
export const MARK_STALENESS_MS = 15_000;

/**
 * The change types of perpetual money in the wallet change log:
 * - perpetual_margin: the margin taken when a position opens or grows (negative);
 * - perpetual_fee: an opening or closing fee (negative);
 * - perpetual_order_hold / perpetual_order_release: the margin and fee an open limit or stop order holds, and
 *   their return when it fills (the position then takes its margin and fee) or is cancelled;
 * - perpetual_margin_release: the margin a close releases (positive);
 * - perpetual_profit: the realised profit (positive) or loss (negative, at most the margin released) of a close.
 */
export type PerpetualChangeType =
  | 'perpetual_margin'
  | 'perpetual_fee'
  | 'perpetual_order_hold'
  | 'perpetual_order_release'
  | 'perpetual_margin_release'
  | 'perpetual_profit';

export interface EngineSettings extends FeeRules {
  perpetualSwitch: number;
  positionWarningThreshold: string;
  leverageSwitch: number;
  leverageMode: number;
  fixedLeverageMultiple: number;
  openLeverageMultiples: number[];
  openLeverageDefault: number;
  minimumMaintenanceMarginRate: string;
  tpSlRangeLimitSwitch: number;
  slRangeLimit: string;
  tpRangeLimit: string;
  openOrderFee: string;
  closeProfitFee: string;
}

export async function engineSettings(db: Queryable): Promise<EngineSettings> {
  const { rows } = await db.query<{
    perpetual_switch: number;
    position_warning_threshold: string;
    leverage_switch: number;
    leverage_mode: number;
    fixed_leverage_multiple: number;
    open_leverage_multiples: number[];
    open_leverage_default: number;
    minimum_maintenance_margin_rate: string;
    fee_mode: number;
    open_order_fee: string;
    close_profit_fee: string;
    tp_sl_range_limit_switch: number;
    sl_range_limit: string;
    tp_range_limit: string;
  }>(
    `select perpetual_switch, position_warning_threshold::text, leverage_switch, leverage_mode, fixed_leverage_multiple,
            open_leverage_multiples, open_leverage_default, minimum_maintenance_margin_rate::text, fee_mode, open_order_fee::text,
            close_profit_fee::text, tp_sl_range_limit_switch, sl_range_limit::text, tp_range_limit::text
     from perpetual_settings where id = 1`,
  );
  const r = rows[0];
  if (!r) throw conflict('The perpetual settings are missing');
  return {
    perpetualSwitch: r.perpetual_switch,
    positionWarningThreshold: r.position_warning_threshold,
    leverageSwitch: r.leverage_switch,
    leverageMode: r.leverage_mode,
    fixedLeverageMultiple: r.fixed_leverage_multiple,
    openLeverageMultiples: r.open_leverage_multiples.map(Number),
    openLeverageDefault: r.open_leverage_default,
    minimumMaintenanceMarginRate: r.minimum_maintenance_margin_rate,
    feeMode: r.fee_mode,
    openOrderFee: r.open_order_fee,
    closeProfitFee: r.close_profit_fee,
    tpSlRangeLimitSwitch: r.tp_sl_range_limit_switch,
    slRangeLimit: r.sl_range_limit,
    tpRangeLimit: r.tp_range_limit,
  };
}

/** A perpetual pair as the engine uses it, locked (`for no key update`) until the transaction ends. */
export interface LockedPair {
  id: number;
  name: string;
  coinPairId: number;
  /** The quote coin: the coin of the perpetual wallet its money moves in. */
  coinId: number;
  multiplier: string;
  orderBookPriceRange: string;
  quantityPrecision: number;
  quantityMin: string;
  quantityMax: string;
  status: number;
  lastTickId: number | null;
}

/**
 * Locks a pair: every change of its positions and orders (a tick applied, an order placed, a close, a cancel)
 * holds it, so they happen one after the other, in the order of the ticks (the lock order everywhere is pair,
 * then positions and orders, then wallets). `skipLocked`: null when another transaction holds it.
 */
export async function lockPair(tx: Queryable, pairId: number, skipLocked = false): Promise<LockedPair | null> {
  const { rows } = await tx.query<{
    id: number;
    name: string;
    coin_pair_id: number;
    coin_id: number;
    multiplier: string;
    order_book_price_range: string;
    quantity_precision: number;
    quantity_min: string;
    quantity_max: string;
    status: number;
    last_tick_id: string | null;
  }>(
    `select p.id, p.name, p.coin_pair_id, cp.to_coin_id as coin_id, p.multiplier::text, p.order_book_price_range::text,
            p.quantity_precision, p.quantity_min::text, p.quantity_max::text, p.status, p.last_tick_id
     from perpetual_pairs p join coin_pairs cp on cp.id = p.coin_pair_id
     where p.id = $1 for no key update of p ${skipLocked ? 'skip locked' : ''}`,
    [pairId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    coinPairId: r.coin_pair_id,
    coinId: r.coin_id,
    multiplier: r.multiplier,
    orderBookPriceRange: r.order_book_price_range,
    quantityPrecision: r.quantity_precision,
    quantityMin: r.quantity_min,
    quantityMax: r.quantity_max,
    status: r.status,
    lastTickId: r.last_tick_id === null ? null : Number(r.last_tick_id),
  };
}

export async function lockExistingPair(tx: Queryable, pairId: number): Promise<LockedPair> {
  const pair = await lockPair(tx, pairId);
  if (!pair) throw notFound(`Perpetual pair ${pairId} does not exist`);
  return pair;
}
