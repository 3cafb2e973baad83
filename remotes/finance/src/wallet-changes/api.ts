import { api } from '@console/client';
import type { WalletChangeLogEntry } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const walletChangeKeys = { list: ['finance/walletChangeLog/list'] as const };

export function useWalletChanges(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...walletChangeKeys.list, query],
    queryFn: ({ signal }) => api.page<WalletChangeLogEntry>('finance/walletChangeLog/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
