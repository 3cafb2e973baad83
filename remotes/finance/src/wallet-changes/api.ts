import type { WalletChangeLogEntry } from '@console/contracts';
import { definePagedList, usePagedQuery } from '@console/ui';

export const walletChangeKeys = { list: ['finance/walletChangeLog/list'] as const };

/** What the route fetches ahead of the page: the list's first page as the menu opens it. */
export const walletChangesList = definePagedList<WalletChangeLogEntry>('walletChanges', walletChangeKeys.list);

export function useWalletChanges(request: Record<string, string | number>) {
  return usePagedQuery<WalletChangeLogEntry>(walletChangeKeys.list, request);
}
