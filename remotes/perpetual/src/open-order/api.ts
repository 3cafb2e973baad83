import { api } from '@console/client';
import type { PerpetualCancelResult, PerpetualOrder, PerpetualStrategyDetail } from '@console/contracts/schemas/perpetual';
import { defineList, formatDecimal, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { positionKeys } from '../existing-position/api';
import { useAreaTranslation } from '../i18n';

/** Query keys: the first element is the API path; a cancel moves the open orders, the history and the detail. */
export const orderKeys = {
  open: ['perpetual/order/page'] as const,
  history: positionKeys.orderHistory,
  strategy: ['perpetual/strategy/order'] as const,
};

/** How often the open orders are asked again while the page is visible: they fill or trigger with the feed. */
const OPEN_ORDERS_REFRESH_MS = 5000;

/** The open orders (`perpetualOpenOrders`, a GET with a query), fetched ahead by their route. */
export const openOrdersList = defineList({
  key: 'perpetualOpenOrders',
  defaults: {},
  unfilteredOnly: true,
  query: (request) => ({
    queryKey: [...orderKeys.open, request],
    queryFn: ({ signal }) => api.page<PerpetualOrder>(orderKeys.open[0], request, { signal, method: 'GET' }),
  }),
});

export function useOpenOrders(request: Record<string, string | number>) {
  return useQuery({ ...openOrdersList.query(request), placeholderData: keepPreviousData, refetchInterval: OPEN_ORDERS_REFRESH_MS });
}

/** An order in its detailed form: its triggers and the orders its strategy drove. */
export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [...orderKeys.strategy, id],
    queryFn: ({ signal }) => api.get<PerpetualStrategyDetail>(`${orderKeys.strategy[0]}/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** Cancels an open order or a waiting TP/SL strategy with a reason; the toast says what went back to the wallet. */
export function useCancelOrder() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; reason: string }) => api.patch<PerpetualCancelResult>('perpetual/order/cancel', body),
    successMessage: (r) => t('openOrders.toast.cancelled', { id: r.order.id, released: formatDecimal(r.released), coin: r.order.coin }),
    invalidate: [orderKeys.open, orderKeys.history, orderKeys.strategy, positionKeys.list],
  });
}
