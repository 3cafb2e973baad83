import { api, useCan } from '@console/client';
import type { FollowPairNames } from '@console/contracts/schemas/copy-trading';
import type { FilterField } from '@console/ui';
import { useQuery } from '@tanstack/react-query';

/** The pairs and gameplays copy trading runs on (`follow/tradingPairName`: pair id → gameplay id → name), read once a minute. */
export function useFollowPairNames() {
  const allowed = useCan('leadingOrders.list');
  return useQuery({
    queryKey: ['follow/tradingPairName'],
    queryFn: ({ signal }) => api.get<FollowPairNames>('follow/tradingPairName', undefined, { signal }),
    enabled: allowed,
    staleTime: 60_000,
  });
}

/** A pair's code from its gameplays' names ("BTCUSDT 1 min" → "BTCUSDT"), as the map names no pair on its own. */
const pairCode = (gameplays: Record<string, string>, id: string) => Object.values(gameplays)[0]?.split(' ')[0] ?? `#${id}`;

/** The pair filter (`tradingPairId`): a choice of the pairs once they are read, else the pair's id typed. */
export function usePairFilter(label: string, idLabel: string): FilterField {
  const names = useFollowPairNames();
  return names.data
    ? {
        type: 'select',
        name: 'tradingPairId',
        label,
        options: Object.entries(names.data).map(([id, gameplays]) => ({ value: id, label: pairCode(gameplays, id) })),
      }
    : { type: 'number', name: 'tradingPairId', label: idLabel };
}

/** The gameplay filter (`gamePlay`, a gameplay's id): every pair's gameplays by their names. */
export function useGameplayFilter(label: string): FilterField {
  const names = useFollowPairNames();
  return names.data
    ? {
        type: 'select',
        name: 'gamePlay',
        label,
        options: Object.values(names.data).flatMap((gameplays) =>
          Object.entries(gameplays).map(([id, name]) => ({ value: id, label: name })),
        ),
      }
    : { type: 'number', name: 'gamePlay', label };
}
