import type { PriceFeed } from './price-feed';
import { SimulatedPriceFeed } from './simulated-feed';

export type { FeedQuote, PriceFeed, QuotedPair } from './price-feed';

/**
 * The price feed (DESIGN section 8): one provider interface that gives ticks for the coin pairs of the
 * coin settings. Development runs the simulated feed the project runs itself; production plugs in a real
 * provider through this same interface, chosen by configuration, not code:
 *
 *   env `PRICE_FEED`        `simulated`, `none`, or the name a real provider was registered under
 *                           (`registerPriceFeed(name, factory)`);
 *   unset                   `simulated` on a development server; no feed in production and under the
 *                           test runner (tests drive a feed by hand, with their own clock: a timer on the
 *                           wall clock would add ticks and rounds while a test compares tables).
 *   env `PRICE_FEED_SEED`   the simulated feed's seed (default 20_260_101): the same seed and the same
 *                           moments give the same ticks.
 *
 * A server without a feed starts and runs: it records no ticks and its round engine opens no round (a
 * round needs recorded prices); the trading screens read `priceFeedStatus` to say that no feed is
 * configured. The simulated feed is refused in production: its prices are not a market's.
 */

export type PriceFeedFactory = () => PriceFeed;

export const SIMULATED_FEED = 'simulated';
export const DEFAULT_FEED_SEED = 20_260_101;

const factories = new Map<string, PriceFeedFactory>([
  [SIMULATED_FEED, () => new SimulatedPriceFeed(Number(process.env.PRICE_FEED_SEED) || DEFAULT_FEED_SEED)],
]);

/** Makes a real provider selectable with env `PRICE_FEED=<name>`. */
export function registerPriceFeed(name: string, factory: PriceFeedFactory): void {
  factories.set(name, factory);
}

/** What this server's configuration selects: a feed name, or null for no feed. */
export function priceFeedName(production: boolean): string | null {
  const configured = process.env.PRICE_FEED?.trim();
  if (configured) return configured === 'none' ? null : configured;
  if (production || process.env.NODE_TEST_CONTEXT) return null;
  return SIMULATED_FEED;
}

/** Why a server records no ticks: no feed configured, the simulated one in production, or an unknown provider. */
export type PriceFeedProblem = 'none' | 'simulatedInProduction' | 'unknownProvider';

export interface PriceFeedStatus {
  /** The configured feed's name, or null when this server has none. */
  name: string | null;
  /** Whether ticks are recorded: false without a feed, or with one that cannot run here. */
  running: boolean;
  /** Why no ticks are recorded, in words the server's log shows. */
  problem: string | null;
  /** The same as a code, for the screens to say in the admin's language. */
  reason: PriceFeedProblem | null;
}

/** The feed this server runs, for the trading screens ("no feed is configured") and the runner. */
export function priceFeedStatus(production: boolean): PriceFeedStatus {
  const name = priceFeedName(production);
  if (!name) return { name: null, running: false, problem: 'No price feed is configured on this server (set PRICE_FEED)', reason: 'none' };
  if (name === SIMULATED_FEED && production) {
    return {
      name,
      running: false,
      problem: 'The simulated price feed never runs in production: configure a real provider with PRICE_FEED',
      reason: 'simulatedInProduction',
    };
  }
  if (!factories.has(name)) {
    return { name, running: false, problem: `PRICE_FEED names an unknown provider "${name}"`, reason: 'unknownProvider' };
  }
  return { name, running: true, problem: null, reason: null };
}

/** The configured feed, or null (with the reason in `priceFeedStatus`) when this server has none. */
export function configuredPriceFeed(production: boolean): PriceFeed | null {
  const status = priceFeedStatus(production);
  if (!status.running || !status.name) return null;
  return (factories.get(status.name) as PriceFeedFactory)();
}
