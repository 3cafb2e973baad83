import { api } from '@console/client';
import type { FuturesOrder, FuturesOrderDetail, FuturesOrderFixed, FuturesOrderPage } from '@console/contracts/schemas/trading-futures';
import { type ExportFormat, formatDecimal, useCoinDecimals, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { definePagedList } from '@console/ui';
import type { PathTab } from '../lists/path-tab';
import { roundKeys } from '../rounds/api';

/** Query keys: the first element is the API path; a fix moves the order, its round and the user's wallet. */
export const futuresOrderKeys = {
  list: roundKeys.orders,
  detail: roundKeys.orderDetail,
  walletChanges: ['finance/walletChangeLog/list'] as const,
  wallets: ['finance/user/wallet/list'] as const,
};

/** The tabs of the order list: the order's status (options `futuresOrderStatus`), open first as that is what still moves. */
export const ORDER_TABS: readonly PathTab[] = [
  { name: 'open', fixed: { status: 'open' } },
  { name: 'settled', fixed: { status: 'settled' } },
  { name: 'voided', fixed: { status: 'voided' } },
];
export const ORDERS_PATH = '/future/order';

export const futuresOrdersList = definePagedList<FuturesOrder>('futureOrders', futuresOrderKeys.list, (params) => {
  const tab = ORDER_TABS.find((candidate) => candidate.name === params.tabName);
  return tab ? tab.fixed : null;
});

/** A page of orders with the sums per coin of every order the filters match. */
export function useFuturesOrders(request: Record<string, string | number>) {
  return useQuery({
    queryKey: [...futuresOrderKeys.list, request],
    queryFn: ({ signal }) => api.post<FuturesOrderPage>('futures/futuresOrders', request, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One order with its round (open and close ticks) and every wallet change the ledger made for it. */
export function useFuturesOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [...futuresOrderKeys.detail, id],
    queryFn: ({ signal }) => api.get<FuturesOrderDetail>(`futures/order/detail/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** Exports the orders the filters (and tab) match: a file, or an export-center job when they are many. */
export function exportFuturesOrders(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/futures/export/futuresRecord', { ...filters, excelType }, `futures-orders.${excelType}`);
}

/**
 * Lowers an open order's filled stake (never raises it) while its round has not settled; the API refunds the
 * difference to the user's futures wallet through the ledger and keeps the reason.
 */
export function useFixFilledAmount() {
  const { t } = useAreaTranslation();
  const decimalsOf = useCoinDecimals();
  return useMutationWithToast({
    mutationFn: (body: { id: number; runnerId: number; filledAmount: string; reason: string }) =>
      api.post<FuturesOrderFixed>('futures/order/fix', body),
    successMessage: (r) => {
      const decimals = decimalsOf(r.order.coin);
      return t('futuresOrders.toast.fixed', {
        id: r.order.id,
        before: formatDecimal(r.fix.filledAmountBefore, decimals),
        after: formatDecimal(r.fix.filledAmountAfter, decimals),
        refunded: formatDecimal(r.fix.refunded, decimals),
        coin: r.order.coin,
      });
    },
    invalidate: [
      futuresOrderKeys.list,
      futuresOrderKeys.detail,
      roundKeys.list,
      roundKeys.detail,
      futuresOrderKeys.walletChanges,
      futuresOrderKeys.wallets,
    ],
  });
}

/** Whether an order may still have its filled stake lowered: open, in a round that has neither settled nor been voided. */
export const canBeFixed = (o: Pick<FuturesOrder, 'status'>) => o.status === 'open';
