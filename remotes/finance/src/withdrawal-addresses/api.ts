import { api } from '@console/client';
import type { WithdrawalAddressBinding } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const withdrawalAddressKeys = { list: ['account/withdrawalAddress'] as const };

export function useWithdrawalAddresses(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...withdrawalAddressKeys.list, query],
    queryFn: ({ signal }) => api.page<WithdrawalAddressBinding>('account/withdrawalAddress', query, { signal }),
    placeholderData: keepPreviousData,
  });
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
