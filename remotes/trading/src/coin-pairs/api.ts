import { api } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import { useMutationWithToast } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { multipartForm } from '../lists/ImageField';
import { definePagedList, usePagedQuery } from '@console/ui';

export const coinPairKeys = { list: ['system/tradingPair/list'] as const };

/** How often the list asks again, so the last price and the market state stay current. */
export const PRICE_REFRESH_MS = 5000;

export const coinPairsList = definePagedList<CoinPair>('coinPairs', coinPairKeys.list);

export function useCoinPairs(request: Record<string, string | number>) {
  return usePagedQuery<CoinPair>(coinPairKeys.list, request, { refetchInterval: PRICE_REFRESH_MS });
}

/** The fields both forms send (as the API's multipart forms take them). */
export interface CoinPairFields {
  name: string;
  transferType: number;
  isMarketClose: number;
  closeStartTime?: string;
  closeEndTime?: string;
  decimalPoint: number;
  pointStart: number;
  pointEnd: number;
  sort?: number;
  activation: number;
  display: number;
}

export function useAddCoinPair() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ logo, ...fields }: CoinPairFields & { code: string; tradingPair: string; logo: File }) =>
      api.post<CoinPair>('system/tradingPair/add', multipartForm({ ...fields }, 'logo', logo)),
    successMessage: (p) => t('coinPairs.toast.added', { code: p.code }),
    invalidate: [coinPairKeys.list],
  });
}

export function useEditCoinPair() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ logo, ...fields }: CoinPairFields & { id: number; logo?: File | null }) =>
      api.post<CoinPair>('system/tradingPair/edit', multipartForm({ ...fields }, 'logo', logo)),
    successMessage: (p) => t('coinPairs.toast.edited', { code: p.code }),
    invalidate: [coinPairKeys.list],
  });
}

/** The edit form's fields of a pair as it is, to change one of them (its activation). */
export function fieldsOf(p: CoinPair): CoinPairFields & { id: number } {
  return {
    id: p.id,
    name: p.name,
    transferType: p.transferType,
    isMarketClose: p.isMarketClose,
    closeStartTime: p.closeStartTime ?? undefined,
    closeEndTime: p.closeEndTime ?? undefined,
    decimalPoint: p.decimalPoint,
    pointStart: p.pointStart,
    pointEnd: p.pointEnd,
    sort: p.sort,
    activation: p.activation,
    display: p.display,
  };
}

export function useSetCoinPairActivation() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (p: CoinPair) =>
      api.post<CoinPair>(
        'system/tradingPair/edit',
        multipartForm({ ...fieldsOf(p), activation: p.activation === 1 ? 0 : 1 }, 'logo', null),
      ),
    successMessage: (p) => t(p.activation === 1 ? 'coinPairs.toast.activated' : 'coinPairs.toast.deactivated', { code: p.code }),
    invalidate: [coinPairKeys.list],
  });
}
