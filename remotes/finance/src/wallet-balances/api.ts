import { api } from '@console/client';
import type { UserWallet } from '@console/contracts';
import type { ExportFormat } from '@console/ui';
import { usePagedQuery } from '../lists/query';

export const walletBalanceKeys = { list: ['finance/user/wallet/list'] as const };

export function useWalletBalances(request: Record<string, string | number>) {
  return usePagedQuery<UserWallet>(walletBalanceKeys.list, request);
}

/** Streams the balances matching the list's filters as a file (the API always answers with the file itself). */
export function exportBalances(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/user/balance/export', { ...filters, excelType }, `user-balances.${excelType}`);
}
