import type { PerpetualDirection } from '@console/contracts/schemas/perpetual';
import { unrealised } from '@console/contracts/schemas/perpetual-rules';
import { Decimal } from '../../../money';

// The money of a close is the shared rule the console's close confirmation estimates with.
export { baseQuantity, type CloseFigures, closeFee, closeFigures, unrealised } from '@console/contracts/schemas/perpetual-rules';

/**
 * The money rules of a perpetual position with isolated margin (DESIGN section 8), in decimals. With
 *   q = contracts x multiplier (the base coin held), entry the entry price, P a price, mmr the maintenance
 *   margin rate, margin the position's isolated margin:
 *
 *   notional(P)          = P x q
 *   margin at opening    = entry x q / leverage
 *   unrealised(P)        = (P - entry) x q  for a long,  (entry - P) x q  for a short
 *   maintenance(P)       = mmr x P x q
 *   margin ratio(P)      = maintenance(P) / (margin + unrealised(P))   (1 = liquidation; none when the equity is <= 0)
 *   liquidation price    : the P where margin ratio = 1
 *       long  = (entry x q - margin) / (q x (1 - mmr))     (0 when not positive: never liquidated)
 *       short = (entry x q + margin) / (q x (1 + mmr))
 *   warning price        : the P where margin ratio = t (positionWarningThreshold): mmr / t in place of mmr
 *   open fee             : rates: openOrderFee x notional at opening; fixed: openOrderFee per opening order
 *   close fee            : rates: closeProfitFee x the close's profit; fixed: closeProfitFee per profitable close,
 *                          at most the profit; a close at a loss pays none (shared/contracts perpetual-rules.ts)
 *   break-even price     : where closing everything nets zero after the fees paid and due
 *       rates: entry +/- openFee / (q x (1 - closeProfitFee));  fixed: entry +/- (openFee + closeProfitFee) / q
 *   a close of c contracts at P releases margin x c / size; its profit is unrealised(P) on c, at least minus
 *   the margin released (the platform takes a gap past the liquidation price); a liquidation loses the margin.
 *
 * Margin and liquidation and warning prices stay fixed while the position is open (a partial close releases
 * margin pro rata, which keeps them), so a tick finds the positions it crosses with an index. Every amount is
 * cut to 18 places (NUMERIC(36, 18)); prices that trigger are rounded towards the mark (a long's liquidation
 * price up, a short's down), so a position is never liquidated later than its formula says.
 */

const PLACES = 18;
export const cut = (value: Decimal) => value.toDecimalPlaces(PLACES, Decimal.ROUND_DOWN);
const up = (value: Decimal) => value.toDecimalPlaces(PLACES, Decimal.ROUND_UP);

export interface FeeRules {
  /** 1 rates, 2 fixed amounts. */
  feeMode: number;
  openOrderFee: Decimal.Value;
  closeProfitFee: Decimal.Value;
}

export function initialMargin(price: Decimal.Value, q: Decimal, leverage: number): Decimal {
  return up(new Decimal(price).times(q).div(leverage));
}

export function openFee(rules: FeeRules, price: Decimal.Value, q: Decimal): Decimal {
  return rules.feeMode === 2 ? new Decimal(rules.openOrderFee) : up(new Decimal(rules.openOrderFee).times(price).times(q));
}

/** The price at which the margin ratio reaches `rate / ratio` = 1 (rate: the mmr, or mmr / threshold for the warning price). */
function ratioPrice(direction: PerpetualDirection, entry: Decimal.Value, q: Decimal, margin: Decimal.Value, rate: Decimal): Decimal | null {
  const value = new Decimal(entry).times(q);
  if (direction === 'long') {
    if (rate.gte(1)) return null;
    const price = value.minus(margin).div(q.times(new Decimal(1).minus(rate)));
    return price.lte(0) ? new Decimal(0) : up(price);
  }
  return cut(value.plus(margin).div(q.times(new Decimal(1).plus(rate))));
}

export function liquidationPrice(
  direction: PerpetualDirection,
  entry: Decimal.Value,
  q: Decimal,
  margin: Decimal.Value,
  mmr: Decimal.Value,
) {
  return ratioPrice(direction, entry, q, margin, new Decimal(mmr)) ?? new Decimal(0);
}

/** Null when no price reaches the threshold (a long at a threshold at or below the mmr is always over it). */
export function warningPrice(
  direction: PerpetualDirection,
  entry: Decimal.Value,
  q: Decimal,
  margin: Decimal.Value,
  mmr: Decimal.Value,
  threshold: Decimal.Value,
): Decimal | null {
  return ratioPrice(direction, entry, q, margin, new Decimal(mmr).div(threshold));
}

export function breakEvenPrice(direction: PerpetualDirection, entry: Decimal.Value, q: Decimal, paidOpenFee: Decimal, rules: FeeRules) {
  let offset: Decimal;
  if (rules.feeMode === 2) offset = paidOpenFee.gt(0) ? paidOpenFee.plus(rules.closeProfitFee).div(q) : new Decimal(0);
  else offset = paidOpenFee.div(q.times(new Decimal(1).minus(Decimal.min(rules.closeProfitFee, '0.99999999'))));
  const price = direction === 'long' ? new Decimal(entry).plus(offset) : new Decimal(entry).minus(offset);
  return direction === 'long' ? up(price) : cut(Decimal.max(price, 0));
}

/** Margin ratio at a price (null when the equity is not positive). */
export function marginRatio(
  direction: PerpetualDirection,
  entry: Decimal.Value,
  price: Decimal.Value,
  q: Decimal,
  margin: Decimal.Value,
  mmr: Decimal.Value,
): Decimal | null {
  const equity = new Decimal(margin).plus(unrealised(direction, entry, price, q));
  if (equity.lte(0)) return null;
  return new Decimal(mmr).times(price).times(q).div(equity).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
}

/** Whether a tick at `price` reaches a trigger price watched in `condition`. */
export const reaches = (condition: 'rises_to' | 'falls_to', trigger: Decimal.Value, price: Decimal.Value) =>
  condition === 'rises_to' ? new Decimal(price).gte(trigger) : new Decimal(price).lte(trigger);

/** A long is liquidated by a tick at or below its liquidation price, a short at or above. */
export const liquidates = (direction: PerpetualDirection, liquidation: Decimal.Value, price: Decimal.Value) =>
  direction === 'long' ? new Decimal(price).lte(liquidation) : new Decimal(price).gte(liquidation);
