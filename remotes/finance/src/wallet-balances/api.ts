import { api } from '@console/client';
import type { UserWallet } from '@console/contracts';
import type { ExportFormat } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const walletBalanceKeys = { list: ['finance/user/wallet/list'] as const };

export function useWalletBalances(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...walletBalanceKeys.list, query],
    queryFn: ({ signal }) => api.page<UserWallet>('finance/user/wallet/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Streams the balances matching the list's filters as a file (the API always answers with the file itself). */
export function exportBalances(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/user/balance/export', { ...filters, excelType }, `user-balances.${excelType}`);
}
