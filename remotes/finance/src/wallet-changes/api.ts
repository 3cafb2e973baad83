import type { WalletChangeLogEntry } from '@console/contracts';
import { usePagedQuery } from '../lists/query';

export const walletChangeKeys = { list: ['finance/walletChangeLog/list'] as const };

export function useWalletChanges(request: Record<string, string | number>) {
  return usePagedQuery<WalletChangeLogEntry>(walletChangeKeys.list, request);
}
