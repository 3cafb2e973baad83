import { api } from '@console/client';
import type { Coin } from '@console/contracts/schemas/trading-coins';
import { useMutationWithToast } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { multipartForm } from '../lists/ImageField';
import { definePagedList, usePagedQuery } from '@console/ui';

export const coinKeys = { list: ['coin/list'] as const };

/** What the route fetches ahead of the page: the first page as the menu opens it. */
export const coinsList = definePagedList<Coin>('coins', coinKeys.list);

export function useCoins(request: Record<string, string | number>) {
  return usePagedQuery<Coin>(coinKeys.list, request);
}

export interface CoinAdd {
  name: string;
  fullName: string;
  decimals: number;
  sort?: number;
  icon: File;
}

export function useAddCoin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ icon, ...fields }: CoinAdd) => api.post<Coin>('coin/add', multipartForm(fields, 'coinIcon', icon)),
    successMessage: (c) => t('coins.toast.added', { code: c.code }),
    invalidate: [coinKeys.list],
  });
}

export interface CoinEdit {
  id: number;
  fullName: string;
  sort: number;
  display: number;
  supportTransfer: number;
  depositWithdrawal: number;
}

export function useEditCoin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: CoinEdit) => api.post<Coin>('coin/edit', body),
    successMessage: (c) => t('coins.toast.edited', { code: c.code }),
    invalidate: [coinKeys.list],
  });
}

export function useChangeCoinIcon() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, icon }: { id: number; icon: File }) => api.post<Coin>(`coin/editIcon/${id}`, multipartForm({}, 'coinIcon', icon)),
    successMessage: (c) => t('coins.toast.iconChanged', { code: c.code }),
    invalidate: [coinKeys.list],
  });
}

/** Quiet: a coin in use is refused with the API's reason, which the confirmation shows beside the coin. */
export function useDeleteCoin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (coin: Coin) => api.post<{ id: number; code: string }>(`coin/del/${coin.id}`, undefined, { silent: true }),
    successMessage: (deleted) => t('coins.toast.deleted', { code: deleted.code }),
    invalidate: [coinKeys.list],
  });
}
