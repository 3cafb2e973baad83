import { z } from 'zod';
import { answerTime } from './answer-parts';

/** Why a server records no prices (the trading screens say it in the admin's language). */
export const PRICE_FEED_PROBLEMS = ['none', 'simulatedInProduction', 'unknownProvider'] as const;
export type PriceFeedProblem = (typeof PRICE_FEED_PROBLEMS)[number];

/** `GET market/feed`: the price feed this server runs, and how fresh the newest recorded price is. */
export interface PriceFeedState {
  /** The configured feed's name (`simulated` or a provider's), or null when none is configured. */
  name: string | null;
  /** Whether this server records prices. */
  running: boolean;
  reason: PriceFeedProblem | null;
  /** The newest recorded price of any coin pair, or null when none was ever recorded. */
  newestTickAt: string | null;
}

export const priceFeedAnswer: z.ZodType<PriceFeedState> = z
  .object({
    name: z.string().nullable(),
    running: z.boolean(),
    reason: z.enum(PRICE_FEED_PROBLEMS).nullable(),
    newestTickAt: answerTime.nullable(),
  })
  .strict();
