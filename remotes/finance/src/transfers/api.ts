import type { TransferRecord } from '@console/contracts';
import { definePagedList, usePagedQuery } from '@console/ui';

export const transferKeys = { list: ['finance/transfer/operator/list'] as const };

/** What the route fetches ahead of the page: the list's first page as the menu opens it. */
export const transfersList = definePagedList<TransferRecord>('transfers', transferKeys.list);

export function useTransfers(request: Record<string, string | number>) {
  return usePagedQuery<TransferRecord>(transferKeys.list, request);
}
