/*
 * The money of closing a perpetual position, in one place: the engine closes with it (api/src/modules/perpetual/
 * engine/positions.ts, through engine/formulas.ts) and the console's close confirmation estimates with it, so the
 * realised profit the admin is shown is the engine's, closing fee included. Pure decimal arithmetic, never a float.
 *
 *   q = contracts x multiplier (the base coin closed)
 *   unrealised(P)  = (P - entry) x q for a long, (entry - P) x q for a short
 *   released       = margin x contracts / size (all of it when the whole position closes)
 *   pnl            = unrealised(P), at least minus the margin released (the platform takes a gap past liquidation)
 *   close fee      : rates (feeMode 1): closeProfitFee x pnl; fixed (feeMode 2): closeProfitFee, at most the pnl;
 *                    none on a close at a loss
 *   credited       = released + pnl - fee (what goes back to the perpetual wallet); a liquidation loses the margin
 * Amounts are cut to 18 places (NUMERIC(36, 18)).
 */
import Decimal from 'decimal.js';
import type { PerpetualDirection } from './perpetual-records';

/** Decimals wide enough for NUMERIC(36, 18) whatever the caller's default precision (the browser's is 20 digits). */
const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 80 });

const PLACES = 18;
export const cutAmount = (value: Decimal.Value): Decimal => new D(value).toDecimalPlaces(PLACES, Decimal.ROUND_DOWN);

/** The close fee terms a position keeps from its opening. */
export interface CloseFeeRules {
  /** 1 rates, 2 fixed amounts. */
  feeMode: number;
  closeProfitFee: Decimal.Value;
}

export const baseQuantity = (contracts: Decimal.Value, multiplier: Decimal.Value): Decimal => new D(contracts).times(multiplier);

export function unrealised(direction: PerpetualDirection, entry: Decimal.Value, price: Decimal.Value, q: Decimal.Value): Decimal {
  const move = new D(price).minus(entry);
  return (direction === 'long' ? move : move.negated()).times(q);
}

export function closeFee(rules: CloseFeeRules, profit: Decimal.Value): Decimal {
  const p = new D(profit);
  if (p.lte(0)) return new D(0);
  return rules.feeMode === 2 ? D.min(p, rules.closeProfitFee) : cutAmount(p.times(rules.closeProfitFee));
}

export interface CloseFigures {
  /** Margin released by the close. */
  released: Decimal;
  /** Profit (negative: loss) before the fee, never below minus the margin released. */
  pnl: Decimal;
  fee: Decimal;
  /** What goes back to the wallet: released + pnl - fee. */
  credited: Decimal;
}

export interface ClosedPositionTerms {
  direction: PerpetualDirection;
  entry: Decimal.Value;
  size: Decimal.Value;
  margin: Decimal.Value;
  multiplier: Decimal.Value;
}

/** The money of closing `contracts` of a position at `price` (a liquidation: the margin is lost). */
export function closeFigures(
  position: ClosedPositionTerms,
  contracts: Decimal.Value,
  price: Decimal.Value,
  rules: CloseFeeRules,
  liquidation = false,
): CloseFigures {
  const size = new D(position.size);
  const c = new D(contracts);
  const released = c.gte(size) ? new D(position.margin) : cutAmount(new D(position.margin).times(c).div(size));
  if (liquidation) return { released, pnl: released.negated(), fee: new D(0), credited: new D(0) };
  const raw = cutAmount(unrealised(position.direction, position.entry, price, baseQuantity(c, position.multiplier)));
  const pnl = D.max(raw, released.negated());
  const fee = closeFee(rules, pnl);
  return { released, pnl, fee, credited: released.plus(pnl).minus(fee) };
}
