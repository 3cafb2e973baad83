import { api } from '@console/client';
import type { TransferRecord } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const transferKeys = { list: ['finance/transfer/operator/list'] as const };

export function useTransfers(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...transferKeys.list, query],
    queryFn: ({ signal }) => api.page<TransferRecord>('finance/transfer/operator/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
