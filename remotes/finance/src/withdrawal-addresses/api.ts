import { api } from '@console/client';
import type { WithdrawalAddressBinding } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { definePagedList, usePagedQuery } from '@console/ui';

export const withdrawalAddressKeys = { list: ['account/withdrawalAddress'] as const };

/** What the route fetches ahead of the page: the list's first page as the menu opens it. */
export const withdrawalAddressesList = definePagedList<WithdrawalAddressBinding>('withdrawalAddresses', withdrawalAddressKeys.list);

export function useWithdrawalAddresses(request: Record<string, string | number>) {
  return usePagedQuery<WithdrawalAddressBinding>(withdrawalAddressKeys.list, request);
}

export function useFixWithdrawalAddress() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; withdrawalAddress: string; chainSymbol: string }) =>
      api.post<WithdrawalAddressBinding>('account/withdrawalAddress/fix', body),
    successMessage: (b) => t('withdrawalAddresses.toast.fixed', { user: b.userId, chain: b.chainSymbol }),
    invalidate: [withdrawalAddressKeys.list],
  });
}

export function useDeleteWithdrawalAddress() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (b: WithdrawalAddressBinding) => api.post<WithdrawalAddressBinding>('account/withdrawalAddress/del', { id: b.id }),
    successMessage: (_deleted, b) => t('withdrawalAddresses.toast.deleted', { user: b.userId, chain: b.chainSymbol }),
    invalidate: [withdrawalAddressKeys.list],
  });
}
