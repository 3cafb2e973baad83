import { api, useCan } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import type { Edited, FuturesPair, Gameplay } from '@console/contracts/schemas/trading-futures';
import { definePagedList, toastSuccess, useMutationWithToast, usePagedQuery } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

/** Query keys: the first element is the API path, so a change refreshes every page and filter of its list. */
export const pairKeys = {
  pairs: ['futures/tradingPairList'] as const,
  gameplays: ['futures/gamePlay/list'] as const,
  coinPairs: ['system/tradingPair/list'] as const,
};

export const PAIRS_PATH = '/future/trading-pair';

/** The address of a pair's gameplays: its id and its name (which titles the page). */
export const gameplaysPath = (p: Pick<FuturesPair, 'id' | 'name'>) => `${PAIRS_PATH}/${p.id}/${encodeURIComponent(p.name)}`;

/** The pairs' list (`futurePairs`), fetched ahead by its route. */
export const futurePairsList = definePagedList<FuturesPair>('futurePairs', pairKeys.pairs);

/** The pair in a gameplays address (`trading-pair/{tradingPairId}/{name}`); null for an address naming none. */
export function pairIdOf(params: Readonly<Record<string, string | undefined>>): number | null {
  const id = Number(params.tradingPairId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A pair's gameplays (`futureGameplays`), fetched ahead by their route: every request names the pair. */
export const futureGameplaysList = definePagedList<Gameplay>('futureGameplays', pairKeys.gameplays, (params) => {
  const tradingPairId = pairIdOf(params);
  return tradingPairId === null ? null : { tradingPairId };
});

export function useFuturesPairs(request: Record<string, string | number>) {
  return usePagedQuery<FuturesPair>(pairKeys.pairs, request);
}

/** The coin pairs a futures pair can be quoted by, for an admin who may list them (otherwise its id is typed). */
export function useCoinPairChoices(enabled: boolean) {
  const allowed = useCan('coinPairs.list');
  const request = { pageNum: 1, pageSize: 100 };
  return useQuery({
    queryKey: [...pairKeys.coinPairs, request],
    queryFn: ({ signal }) => api.page<CoinPair>('system/tradingPair/list', request, { signal }),
    enabled: enabled && allowed,
    select: (page) => page.records,
  });
}

export interface FuturesPairFields {
  coinPairId?: number;
  code?: string;
  name?: string;
  status?: number;
  displaySort?: number;
}

export function useSaveFuturesPair() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: FuturesPairFields & { id?: number }) =>
      body.id === undefined
        ? api.post<FuturesPair>('futures/tradingPair/add', body)
        : api.post<Edited<FuturesPair>>('futures/tradingPair/edit', body),
    successMessage: (p, body) => t(body.id === undefined ? 'futuresPairs.toast.added' : 'futuresPairs.toast.edited', { name: p.name }),
    invalidate: [pairKeys.pairs],
  });
}

export function useSetFuturesPairStatus() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (p: FuturesPair) => api.post<Edited<FuturesPair>>('futures/tradingPair/edit', { id: p.id, status: p.status === 1 ? 0 : 1 }),
    successMessage: (p) => t(p.status === 1 ? 'futuresPairs.toast.activated' : 'futuresPairs.toast.deactivated', { name: p.name }),
    invalidate: [pairKeys.pairs],
  });
}

/**
 * Deletes an unused pair. Quiet: a pair that ran rounds is refused (409) with the API's reason, which the
 * confirmation shows in place, rather than in a toast that goes away.
 */
export function useDeleteFuturesPair() {
  const { t } = useAreaTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: FuturesPair) =>
      api.post<{ id: number; deleted: true }>(`futures/tradingPairList/del/${p.id}`, undefined, { silent: true }),
    onSuccess: (_deleted, p) => toastSuccess(t('futuresPairs.toast.deleted', { name: p.name })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pairKeys.pairs }),
  });
}

/** A page of a pair's gameplays: the request names the pair (the list's fixed `tradingPairId`). */
export function useGameplays(request: Record<string, string | number>) {
  return usePagedQuery<Gameplay>(pairKeys.gameplays, request);
}

export interface GameplayFields {
  name: string;
  timeInterval: number;
  yieldRatio: string;
  quantityMin: string;
  quantityMax: string;
  userRankLevel: number;
  teamRankLevel: number;
  displaySort: number;
  status: number;
  acceptDelayTime: number;
  settleDelayTime: number;
}

export function useSaveGameplay() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: (GameplayFields & { tradingPairId: number }) | (Partial<GameplayFields> & { id: number })) =>
      'id' in body ? api.post<Edited<Gameplay>>('futures/gamePlay/edit', body) : api.post<Gameplay>('futures/gamePlay/add', body),
    successMessage: (g, body) => t('id' in body ? 'gameplays.toast.edited' : 'gameplays.toast.added', { name: g.name }),
    invalidate: [pairKeys.gameplays, pairKeys.pairs],
  });
}

export function useSetGameplayStatus() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (g: Gameplay) => api.post<Edited<Gameplay>>('futures/gamePlay/edit', { id: g.id, status: g.status === 1 ? 0 : 1 }),
    successMessage: (g) => t(g.status === 1 ? 'gameplays.toast.activated' : 'gameplays.toast.deactivated', { name: g.name }),
    invalidate: [pairKeys.gameplays],
  });
}
