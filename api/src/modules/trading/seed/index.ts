import type { DemoSeedContext } from '../../../core/area';
import type { Queryable } from '../../../db/database';
import { seedRiskGuards, seedTradingCatalogue } from './catalogue';
import { seedTradingHistory } from './history';

/**
 * The trading area's demo data: the market (coin, futures and convert pairs, gameplays), a month of history
 * made by the live functions, then the reference-price guards (armed from the end of the history on).
 * Its own generator (from the seed's base number): the data of the areas before stays as it was.
 */
export async function seedTrading(tx: Queryable, { now, scale, seed }: DemoSeedContext): Promise<void> {
  const catalogue = await seedTradingCatalogue(tx, now);
  await seedTradingHistory(tx, catalogue, { now, scale, seed });
  await seedRiskGuards(tx, catalogue, now);
}
