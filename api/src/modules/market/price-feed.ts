/**
 * The provider interface of the price feed (DESIGN section 8). Which provider a server runs is configuration
 * (`feed.ts`); every price the platform uses is a tick the runner recorded from it (`ticks.ts`).
 */

/** A coin pair the feed is asked to quote (`coin_pairs`), with its latest recorded price if any. */
export interface QuotedPair {
  id: number;
  code: string;
  fromCoin: string;
  toCoin: string;
  /** The newest recorded price (decimal string) and its moment: a simulated feed continues from it. */
  lastPrice: string | null;
  lastAt: Date | null;
}

/** A price the feed gives: one coin pair, at one moment. */
export interface FeedQuote {
  coinPairId: number;
  /** Decimal string, > 0. */
  price: string;
  at: Date;
}

export interface PriceFeed {
  /** Recorded with each tick (`price_ticks.source`). */
  readonly name: string;
  /** The current prices of `pairs` at `now`; a pair the provider does not quote is left out. */
  quotes(pairs: readonly QuotedPair[], now: Date): Promise<FeedQuote[]>;
}
