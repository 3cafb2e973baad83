import { api } from '@console/client';
import type {
  DepositAddress,
  DepositAddressChangeResult,
  OnChainRecord,
  ThirdPartyWalletSetting,
  ThirdPartyWalletSettingUpdate,
} from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { definePagedList, pagedQuery } from '@console/ui';

/** Query keys: the first element is the API path, so a change invalidates every page and filter of it. */
export const thirdPartyWalletKeys = {
  addresses: ['thirdly/deposit/address'] as const,
  onChain: ['thirdly/list'] as const,
  settings: ['third-party/wallet/api-setting'] as const,
};

/** What the routes fetch ahead of their pages: each list's first page as the menu opens it. */
export const depositAddressesList = definePagedList<DepositAddress>('depositAddresses', thirdPartyWalletKeys.addresses);
export const onChainRecordsList = definePagedList<OnChainRecord>('onChainRecords', thirdPartyWalletKeys.onChain);

export function useDepositAddresses(query: Record<string, string | number>) {
  return useQuery({
    ...pagedQuery<DepositAddress>(thirdPartyWalletKeys.addresses)(query),
    placeholderData: keepPreviousData,
  });
}

export interface AddressChange {
  userId: number;
  blockchainId: string;
  address: string;
  tag?: string;
  walletId?: string;
}

export function useChangeDepositAddress() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: AddressChange) => api.post<DepositAddressChangeResult>('thirdly/deposit/address/change', body),
    successMessage: (result) =>
      t(result.replaced ? 'thirdPartyWallet.toast.replaced' : 'thirdPartyWallet.toast.assigned', {
        user: result.current.userId,
        chain: result.current.blockchainId,
      }),
    invalidate: [thirdPartyWalletKeys.addresses],
  });
}

export function useDeleteDepositAddress() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (a: Pick<DepositAddress, 'userId' | 'blockchainId'>) =>
      api.delete<DepositAddress>('thirdly/deposit/address/delete', { userId: a.userId, blockchainId: a.blockchainId }),
    successMessage: (deleted) => t('thirdPartyWallet.toast.deleted', { user: deleted.userId, chain: deleted.blockchainId }),
    invalidate: [thirdPartyWalletKeys.addresses],
  });
}

export function useOnChainRecords(query: Record<string, string | number>) {
  return useQuery({
    ...pagedQuery<OnChainRecord>(thirdPartyWalletKeys.onChain)(query),
    placeholderData: keepPreviousData,
  });
}

export function useWalletSetting() {
  return useQuery({
    queryKey: thirdPartyWalletKeys.settings,
    queryFn: ({ signal }) => api.get<ThirdPartyWalletSetting>('third-party/wallet/api-setting', undefined, { signal }),
  });
}

export function useSaveWalletSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: ThirdPartyWalletSettingUpdate) => api.put<ThirdPartyWalletSetting>('third-party/wallet/api-setting', body),
    successMessage: t('thirdPartyWallet.toast.settingsSaved'),
    invalidate: [thirdPartyWalletKeys.settings],
  });
}
