import { api, useCan } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import type { PerpetualPair, PerpetualPairAdd, PerpetualPairEdit, PerpetualPairEdited } from '@console/contracts/schemas/perpetual';
import { definePagedList, useMutationWithToast, usePagedQuery } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { describeChanges } from '../lists/changes';
import { PAIRS_PATH } from '../lists/pairs';

/** Query keys: the first element is the API path, so a change refreshes every page and filter of the list. */
export const pairKeys = {
  pairs: [PAIRS_PATH] as const,
  coinPairs: ['system/tradingPair/list'] as const,
};

/** How often the pairs' marks are asked again while the page is visible. */
const MARK_REFRESH_MS = 5000;

/** The perpetual pairs (`perpetualPairs`), fetched ahead by their route. */
export const perpetualPairsList = definePagedList<PerpetualPair>('perpetualPairs', pairKeys.pairs);

export function usePerpetualPairs(request: Record<string, string | number>) {
  return usePagedQuery<PerpetualPair>(pairKeys.pairs, request, { refetchInterval: MARK_REFRESH_MS });
}

/** The coin pairs of the feed a perpetual pair can be quoted by, for an admin who may list them (otherwise its id is typed). */
export function useCoinPairChoices(enabled: boolean) {
  const allowed = useCan('coinPairs.list');
  const request = { pageNum: 1, pageSize: 100 };
  return useQuery({
    queryKey: [...pairKeys.coinPairs, request],
    queryFn: ({ signal }) => api.page<CoinPair>(pairKeys.coinPairs[0], request, { signal }),
    enabled: enabled && allowed,
    select: (page) => page.records,
  });
}

/** The name of a pair's field in the admin's language (toasts and change tables). */
export function usePairFieldLabel(): (field: string) => string {
  const { t } = useAreaTranslation();
  return (field) => t(`tradingPair.field.${field}`, { defaultValue: field });
}

/** Adds a pair (the spec's required fields) or edits one (only what changed); the toast names what changed. */
export function useSavePerpetualPair() {
  const { t } = useAreaTranslation();
  const labelOf = usePairFieldLabel();
  return useMutationWithToast({
    mutationFn: (body: { id: number; edit: PerpetualPairEdit } | { add: PerpetualPairAdd }) =>
      'id' in body
        ? api.patch<PerpetualPairEdited>(`perpetual/trading-pair/${body.id}`, body.edit)
        : api.post<PerpetualPair>('perpetual/trading-pair', body.add),
    successMessage: (p) =>
      'changes' in p
        ? t('tradingPair.toast.edited', { name: p.name, changes: describeChanges((p as PerpetualPairEdited).changes, labelOf) })
        : t('tradingPair.toast.added', { name: p.name }),
    invalidate: [pairKeys.pairs],
  });
}

/** The two switches of a pair: trading (`status`) and shown in the client app (`displaySwitch`). */
export type PairSwitch = 'status' | 'displaySwitch';

export function useSwitchPerpetualPair() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ pair, field }: { pair: PerpetualPair; field: PairSwitch }) =>
      api.patch<PerpetualPairEdited>(`perpetual/trading-pair/${pair.id}`, { [field]: pair[field] === 1 ? 0 : 1 }),
    successMessage: (p, { field }) => t(`tradingPair.toast.${field}.${p[field] === 1 ? 'on' : 'off'}`, { name: p.name }),
    invalidate: [pairKeys.pairs],
  });
}
