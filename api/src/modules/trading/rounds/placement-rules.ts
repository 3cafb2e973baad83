import { conflict, fieldError } from '../../../http/errors';
import { Decimal } from '../../../money';
import type { RoundSettings } from './round';

/**
 * The rules on who may stake what, shared by the single placement (`placeFuturesOrder`) and the batch
 * (`placeFuturesOrders`). Both read a trader's levels with the same columns and joins (below, inside their own
 * one read of the users) and refuse with the same function: a batch is the same business act as its orders placed
 * one by one (the demo history and a client platform batching its users' orders use it), so an order the single
 * call refuses must be refused in a batch too, with the same status and message; otherwise the demo data, or a
 * batching client, would hold orders the live rules forbid.
 *
 * - The gameplay's rank levels, from the round's settings snapshot (taken when the round opened, like its stake
 *   limits: an edit of the gameplay applies from its next round): `userRankLevel` against `users.user_level`,
 *   `teamRankLevel` against `users.user_marketing_level`; 0 means no requirement. Below either: 409.
 * - The stake limits of the user's level (`user_levels`) and of their marketing level (`marketing_levels`),
 *   `futures_order_limit_min/max` (0 means that bound is not set), read when the order is placed: they are the
 *   user's, not the round's. A stake outside a set bound: 400 on `amount`, naming the bounds.
 */

/** What the reading query selects for a trader, beside its own columns (`u` is `users`). */
export const TRADER_LEVEL_COLUMNS = `u.user_level, u.user_marketing_level,
  ul.name as user_level_name, coalesce(ul.futures_order_limit_min, 0)::text as user_level_min,
  coalesce(ul.futures_order_limit_max, 0)::text as user_level_max,
  ml.name as marketing_level_name, coalesce(ml.futures_order_limit_min, 0)::text as marketing_level_min,
  coalesce(ml.futures_order_limit_max, 0)::text as marketing_level_max`;

/** The joins `TRADER_LEVEL_COLUMNS` needs (a level without its row sets no limit). */
export const TRADER_LEVEL_JOINS = `left join user_levels ul on ul.level = u.user_level
  left join marketing_levels ml on ml.level = u.user_marketing_level`;

export interface TraderLevelRow {
  user_level: number | null;
  user_marketing_level: number | null;
  user_level_name: string | null;
  user_level_min: string | null;
  user_level_max: string | null;
  marketing_level_name: string | null;
  marketing_level_min: string | null;
  marketing_level_max: string | null;
}

interface StakeLimits {
  /** How the message names them, e.g. `user level 1 (Bronze)`. */
  label: string;
  min: Decimal;
  max: Decimal;
}

export interface TraderLevels {
  userId: number;
  userLevel: number;
  marketingLevel: number;
  limits: StakeLimits[];
}

export function traderLevels(userId: number, row: TraderLevelRow): TraderLevels {
  const userLevel = row.user_level ?? 0;
  const marketingLevel = row.user_marketing_level ?? 0;
  const named = (kind: string, level: number, name: string | null) => `${kind} ${level}${name ? ` (${name})` : ''}`;
  return {
    userId,
    userLevel,
    marketingLevel,
    limits: [
      {
        label: named('user level', userLevel, row.user_level_name),
        min: new Decimal(row.user_level_min ?? 0),
        max: new Decimal(row.user_level_max ?? 0),
      },
      {
        label: named('marketing level', marketingLevel, row.marketing_level_name),
        min: new Decimal(row.marketing_level_min ?? 0),
        max: new Decimal(row.marketing_level_max ?? 0),
      },
    ],
  };
}

/** The rank levels a round's orders need (a snapshot taken before they existed carries none: no requirement). */
export function roundRankLevels(settings: RoundSettings): { userRankLevel: number; teamRankLevel: number } {
  return { userRankLevel: Number(settings.userRankLevel ?? 0), teamRankLevel: Number(settings.teamRankLevel ?? 0) };
}

/** Refuses the trader a round whose gameplay requires a higher user or team rank level (409). */
export function checkRankLevels(roundId: number, settings: RoundSettings, trader: TraderLevels): void {
  const { userRankLevel, teamRankLevel } = roundRankLevels(settings);
  if (userRankLevel > 0 && trader.userLevel < userRankLevel) {
    throw conflict(
      `Round ${roundId} requires user level ${userRankLevel} or above: user ${trader.userId} is at user level ${trader.userLevel}`,
    );
  }
  if (teamRankLevel > 0 && trader.marketingLevel < teamRankLevel) {
    throw conflict(
      `Round ${roundId} requires team (marketing) level ${teamRankLevel} or above: user ${trader.userId} is at marketing level ${trader.marketingLevel}`,
    );
  }
}

/** Refuses a stake outside the futures order limits of the trader's level or marketing level (400 on `amount`). */
export function checkLevelLimits(trader: TraderLevels, amount: Decimal): void {
  for (const { label, min, max } of trader.limits) {
    const belowMin = min.gt(0) && amount.lt(min);
    const aboveMax = max.gt(0) && amount.gt(max);
    if (!belowMin && !aboveMax) continue;
    const bounds =
      min.gt(0) && max.gt(0)
        ? `between ${min.toFixed()} and ${max.toFixed()}`
        : min.gt(0)
          ? `at least ${min.toFixed()}`
          : `at most ${max.toFixed()}`;
    throw fieldError('amount', `must be ${bounds}: the futures order limits of user ${trader.userId}'s ${label}`);
  }
}

/** Both rules, in the order both placements apply them: the rank levels first, then the stake limits. */
export function checkTraderRules(roundId: number, settings: RoundSettings, trader: TraderLevels, amount: Decimal): void {
  checkRankLevels(roundId, settings, trader);
  checkLevelLimits(trader, amount);
}

/**
 * The stake range a trader may place in a round, the round's own limits within their level limits, or null when
 * none (for the simulated traders and the demo history, which choose stakes the rules accept).
 */
export function allowedStakeRange(settings: RoundSettings, trader: TraderLevels): { min: Decimal; max: Decimal } | null {
  const { userRankLevel, teamRankLevel } = roundRankLevels(settings);
  if (trader.userLevel < userRankLevel || trader.marketingLevel < teamRankLevel) return null;
  let min = new Decimal(settings.quantityMin);
  let max = new Decimal(settings.quantityMax);
  for (const limit of trader.limits) {
    if (limit.min.gt(0)) min = Decimal.max(min, limit.min);
    if (limit.max.gt(0)) max = Decimal.min(max, limit.max);
  }
  return min.lte(max) ? { min, max } : null;
}
