import { api } from '@console/client';
import type { FollowingOrder } from '@console/contracts/schemas/copy-trading';
import type { FuturesOrderDetail } from '@console/contracts/schemas/trading-futures';
import { definePagedList, type ExportFormat, usePagedQuery } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { statusTabOf } from '../lists/path-tab';

/** The following orders page: `/future/follow-trade-order-records/following-orders/{tabName}`, one tab per status. */
export const FOLLOWING_ORDERS_PATH = '/future/follow-trade-order-records/following-orders';

/** Query keys: the first element is the API path. */
export const followingOrderKeys = {
  list: ['follow/order/list'] as const,
  detail: ['futures/order/detail'] as const,
};

/** The followers' copies (`followingOrders`), fetched ahead by their route for the tab in its path. */
export const followingOrdersList = definePagedList<FollowingOrder>('copyFollowingOrders', followingOrderKeys.list, (params) =>
  statusTabOf(params.tabName),
);

export function useFollowingOrders(request: Record<string, string | number>) {
  return usePagedQuery<FollowingOrder>(followingOrderKeys.list, request);
}

/** One order with its round and every wallet change the ledger made for it (the leader fee among them). */
export function useFollowingOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [...followingOrderKeys.detail, id],
    queryFn: ({ signal }) => api.get<FuturesOrderDetail>(`futures/order/detail/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** Exports the following orders the filters (and tab) match: a file, or an export-center job when they are many. */
export function exportFollowingOrders(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/futures/export/futuresFollowingRecord', { ...filters, excelType }, `following-orders.${excelType}`);
}
