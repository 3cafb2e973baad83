import type { runnerListQuery } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { PeriodicTask } from '../../../../core/jobs/queue';
import type { Db, Queryable } from '../../../../db/database';
import { Filters } from '../../../../db/list';

type RoundFilters = Omit<z.output<typeof runnerListQuery>, 'pageNum' | 'pageSize'>;

/** The filters the kept counts answer (the sort orders the page only). */
const KEPT_KEYS = new Set([
  'tradingPairId',
  'gameplayId',
  'status',
  'result',
  'halted',
  'orderBy',
  'orderDirection',
  'pageNum',
  'pageSize',
]);

/** Whether the kept counts answer the list's filters: no round id and no start date range among them. */
export const keptCountsAnswer = (q: RoundFilters) => Object.entries(q).every(([key, value]) => value === undefined || KEPT_KEYS.has(key));

/**
 * The number of rounds matching the list's filters (`keptCountsAnswer`), from the counts kept per pair, gameplay,
 * status, result and halt (migration 028) and the changes not yet folded into them.
 */
export async function keptRoundTotal(db: Queryable, q: RoundFilters): Promise<number> {
  const filters = new Filters()
    .eq('s.futures_pair_id', q.tradingPairId)
    .eq('s.gameplay_id', q.gameplayId)
    .eq('s.status', q.status)
    .eq('s.result', q.result)
    .eq('s.halted', q.halted);
  const { rows } = await db.query<{ total: string }>(
    `select coalesce(sum(s.rounds), 0)::text as total from (
       select futures_pair_id, gameplay_id, status, result, halted, rounds from futures_round_counts
       union all
       select futures_pair_id, gameplay_id, status, result, halted, rounds from futures_round_count_changes) s ${filters.sql}`,
    filters.params,
    { prepare: true },
  );
  return Number(rows[0]?.total ?? 0);
}

/** Folds the changes written since the last fold into the kept counts, in one transaction (readers add both tables). */
export async function foldFuturesRoundCounts(db: Queryable): Promise<void> {
  const key = 'futures_pair_id, gameplay_id, status, result, halted';
  await db.query(
    `with folded as (delete from futures_round_count_changes returning *)
     insert into futures_round_counts (${key}, rounds)
     select ${key}, sum(rounds) from folded group by ${key}
     on conflict (${key}) do update set rounds = futures_round_counts.rounds + excluded.rounds`,
  );
}

/** Every few seconds on each instance (cheap when there is nothing to fold): rounds change state every few seconds. */
export const futuresRoundCountTask = (db: Db): PeriodicTask => ({
  name: 'futures-round-counts',
  everyMs: 10_000,
  run: () => db.transaction((tx) => foldFuturesRoundCounts(tx)),
});
