import { api, useCan } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import type { ConvertOrder, ConvertPair } from '@console/contracts/schemas/trading-convert';
import { type ExportFormat, useMutationWithToast } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import type { PathTab } from '../lists/path-tab';
import { definePagedList, usePagedQuery } from '@console/ui';

export const convertKeys = { pairs: ['convert/list'] as const, orders: ['convert/record/list'] as const };

/** How often the pairs list asks again, so the quote preview follows the feed. */
export const QUOTE_REFRESH_MS = 5000;

export const convertPairsList = definePagedList<ConvertPair>('convertPairs', convertKeys.pairs);

/** The order tabs: every order, or one direction (options `convertDirection`). */
export const ORDER_TABS: readonly PathTab[] = [
  { name: 'all', fixed: {} },
  { name: 'buy', fixed: { direction: 1 } },
  { name: 'sell', fixed: { direction: 2 } },
];
export const ORDERS_PATH = '/convert/order';

export const convertOrdersList = definePagedList<ConvertOrder>('convertOrders', convertKeys.orders, (params) => {
  const tab = ORDER_TABS.find((candidate) => candidate.name === params.tabName);
  return tab ? tab.fixed : null;
});

export function useConvertPairs(request: Record<string, string | number>) {
  return usePagedQuery<ConvertPair>(convertKeys.pairs, request, { refetchInterval: QUOTE_REFRESH_MS });
}

export function useConvertOrders(request: Record<string, string | number>) {
  return usePagedQuery<ConvertOrder>(convertKeys.orders, request);
}

/** The coin pairs a convert pair can be made on, for an admin who may list them (otherwise the pair's id is typed). */
export function useCoinPairChoices(enabled: boolean) {
  const allowed = useCan('coinPairs.list');
  return useQuery({
    queryKey: ['system/tradingPair/list', { pageNum: 1, pageSize: 100 }],
    queryFn: ({ signal }) => api.page<CoinPair>('system/tradingPair/list', { pageNum: 1, pageSize: 100 }, { signal }),
    enabled: enabled && allowed,
    select: (page) => page.records,
  });
}

export interface ConvertPairFields {
  name?: string;
  code?: string;
  activation: number;
  spread: string;
  buyMinAmount: string;
  buyMaxAmount: string | null;
  sellMinAmount: string;
  sellMaxAmount: string | null;
  sort?: number;
}

export function useSaveConvertPair() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: ConvertPairFields & ({ id: number } | { tradingPairId: number })) =>
      api.post<ConvertPair>('id' in body ? 'convert/edit' : 'convert/add', body),
    successMessage: (p, body) => t('id' in body ? 'convert.toast.edited' : 'convert.toast.added', { name: p.name }),
    invalidate: [convertKeys.pairs],
  });
}

export function useSetConvertPairActivation() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (p: ConvertPair) => api.post<ConvertPair>('convert/edit', { id: p.id, activation: p.activation === 1 ? 0 : 1 }),
    successMessage: (p) => t(p.activation === 1 ? 'convert.toast.activated' : 'convert.toast.deactivated', { name: p.name }),
    invalidate: [convertKeys.pairs],
  });
}

export function useDeleteConvertPair() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (p: ConvertPair) => api.post<{ id: number }>(`convert/del/${p.id}`),
    successMessage: (_deleted, p) => t('convert.toast.deleted', { name: p.name }),
    invalidate: [convertKeys.pairs],
  });
}

/** Exports the orders the list's filters (and tab) match: a file, or a job of the export center when they are many. */
export function exportConvertOrders(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/user/convertRecord/export', { ...filters, excelType }, `convert-orders.${excelType}`);
}
