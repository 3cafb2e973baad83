import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { Prng } from '../../seed/prng';
import type { FeedQuote, PriceFeed, QuotedPair } from './price-feed';

/**
 * Where the simulated walk of a coin starts, in USDT: the magnitudes of the real market, so that amounts,
 * decimals and screens look like the platform's (BTC tens of thousands, ETH thousands, SOL and BNB
 * hundreds, XRP, TRX and DOGE under a few USDT). A pair of two coins is the ratio of their prices.
 */
const REFERENCE_USDT: Record<string, number> = {
  USDT: 1,
  USDC: 1,
  BTC: 67_000,
  ETH: 3_400,
  BNB: 590,
  SOL: 160,
  XRP: 0.6,
  TRX: 0.12,
  DOGE: 0.16,
};
/** A coin the table does not know is priced at 10 USDT: a walk still runs for it. */
const UNKNOWN_COIN_USDT = 10;
const referenceUsdt = (code: string) => REFERENCE_USDT[code.toUpperCase()] ?? UNKNOWN_COIN_USDT;

/**
 * The units of a coin worth `usdt` USDT at its reference price, to six decimals for coins of a thousand USDT and more,
 * four from ten, two below: what the demo data holds of a coin looks like the platform's (0.0153 BTC, not 1,530 BTC).
 */
export function unitsWorth(code: string, usdt: Decimal.Value): Decimal {
  return new Decimal(usdt).dividedBy(referenceUsdt(code)).toDecimalPlaces(unitDecimals(code), Decimal.ROUND_DOWN);
}

/** The decimals of a demo amount of the coin (`unitsWorth`). */
export function unitDecimals(code: string): number {
  const price = referenceUsdt(code);
  return price >= 1000 ? 6 : price >= 10 ? 4 : 2;
}

/** Standard deviation of the log price per √second: about 0.2 % a minute, 1.8 % an hour. */
const VOLATILITY = 0.0003;
/** Pull back towards the reference price, per second (a half-life of some hours): a walk left running for weeks stays realistic. */
const REVERSION = 1 / (6 * 3600);
/** A gap longer than this (the server was stopped) is walked as if it were this long. */
const MAX_STEP_SECONDS = 3600;

/** The decimals a price is quoted with: about seven significant digits, as exchanges quote. */
function decimalsFor(price: number): number {
  if (price >= 1000) return 2;
  if (price >= 10) return 3;
  if (price >= 1) return 4;
  return 6;
}

/**
 * The simulated feed of development and tests (DESIGN section 8): a seeded random walk per coin pair,
 * geometric with a slow pull back to the coin's reference price. Deterministic: the same seed and the same
 * sequence of moments give the same ticks (each pair has its own generator, derived from the seed and the
 * pair's code). A pair with a recorded price continues from it.
 */
export class SimulatedPriceFeed implements PriceFeed {
  readonly name = 'simulated';
  /** One generator per pair code, derived from the seed: adding a pair changes no other pair's prices. */
  private readonly generators = new Map<string, Prng>();

  constructor(private readonly seed: number) {}

  async quotes(pairs: readonly QuotedPair[], now: Date): Promise<FeedQuote[]> {
    return pairs.map((pair) => ({ coinPairId: pair.id, price: this.step(pair, now.getTime()), at: now }));
  }

  /** The reference price of a pair: what its walk starts from and is pulled back to. */
  static referencePrice(fromCoin: string, toCoin: string): number {
    return referenceUsdt(fromCoin) / referenceUsdt(toCoin);
  }

  private step(pair: QuotedPair, nowMs: number): string {
    let prng = this.generators.get(pair.code);
    if (!prng) {
      prng = new Prng(createHash('sha256').update(`${this.seed}:${pair.code}`).digest().readUInt32BE(0));
      this.generators.set(pair.code, prng);
    }
    const reference = SimulatedPriceFeed.referencePrice(pair.fromCoin, pair.toCoin);
    const last = pair.lastPrice === null ? Number.NaN : Number(pair.lastPrice);
    // Each step starts from the recorded price, not from this instance's memory: whichever API instance
    // records the next second continues the same walk, and a restarted server does not jump.
    const logPrice = Math.log(Number.isFinite(last) && last > 0 ? last : reference);
    const seconds = pair.lastAt ? Math.min(Math.max(0, (nowMs - pair.lastAt.getTime()) / 1000), MAX_STEP_SECONDS) : 0;
    const pull = (Math.log(reference) - logPrice) * (1 - Math.exp(-REVERSION * seconds));
    const price = Math.exp(logPrice + pull + VOLATILITY * Math.sqrt(seconds) * normal(prng));
    const decimals = decimalsFor(price);
    // The smallest quotable price: a walk never quotes zero.
    return Math.max(price, 10 ** -decimals).toFixed(decimals);
  }
}

/** A standard normal draw (Box-Muller) from the pair's generator. */
function normal(prng: Prng): number {
  const u = 1 - prng.next();
  const v = prng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
