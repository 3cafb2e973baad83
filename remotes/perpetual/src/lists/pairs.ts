import { api, useCan } from '@console/client';
import type { PerpetualPair } from '@console/contracts/schemas/perpetual';
import type { FilterField } from '@console/ui';
import { useQuery } from '@tanstack/react-query';

/** The path of the perpetual pairs' list: the first element of every query key of the pairs. */
export const PAIRS_PATH = 'perpetual/trading-pair/list';

const PAIRS_REQUEST = { pageNum: 1, pageSize: 100, orderBy: 'displaySort', orderDirection: 'asc' };

/** The perpetual pairs (first hundred by display order), read once a minute for an admin who may list them. */
export function usePerpetualPairsOnce() {
  const allowed = useCan('perpetualPairs.list');
  return useQuery({
    queryKey: [PAIRS_PATH, PAIRS_REQUEST],
    queryFn: ({ signal }) => api.page<PerpetualPair>(PAIRS_PATH, PAIRS_REQUEST, { signal }),
    enabled: allowed,
    staleTime: 60_000,
    select: (page) => page.records,
  });
}

/**
 * The pair filter of the position and order lists (`tradingPairId`, the perpetual pair's id): a choice of the
 * pairs for an admin who may list them, else the pair's id typed.
 */
export function usePairFilter(label: string, idLabel: string): FilterField {
  const pairs = usePerpetualPairsOnce();
  return pairs.data
    ? { type: 'select', name: 'tradingPairId', label, options: pairs.data.map((p) => ({ value: String(p.id), label: p.name })) }
    : { type: 'number', name: 'tradingPairId', label: idLabel };
}
