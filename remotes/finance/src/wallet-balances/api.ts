import { api } from '@console/client';
import type { UserWallet } from '@console/contracts';
import type { ExportFormat } from '@console/ui';
import { type StatusTab, tabOf } from '../records/format';
import { definePagedList, usePagedQuery } from '@console/ui';

export const walletBalanceKeys = { list: ['finance/user/wallet/list'] as const };

/** Tabs by wallet (the `status` of a tab is the wallet type here). */
export const WALLET_TABS: readonly StatusTab[] = [{ name: 'all' }, { name: 'futures', status: 1 }, { name: 'perpetual', status: 2 }];

/** The wallet type a tab sends with every request of the list (none for every wallet). */
export function walletTypeOf(tab: StatusTab): Record<string, number> {
  return tab.status === undefined ? {} : { walletType: tab.status };
}

/** What the route fetches ahead of the page: the tab's first page as the menu opens it. */
export const walletBalancesList = definePagedList<UserWallet>('walletBalances', walletBalanceKeys.list, (params) => {
  const tab = tabOf(WALLET_TABS, params.tabName);
  return tab && walletTypeOf(tab);
});

export function useWalletBalances(request: Record<string, string | number>) {
  return usePagedQuery<UserWallet>(walletBalanceKeys.list, request);
}

/** Streams the balances matching the list's filters as a file (the API always answers with the file itself). */
export function exportBalances(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/user/balance/export', { ...filters, excelType }, `user-balances.${excelType}`);
}
