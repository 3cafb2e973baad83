import { api } from '@console/client';
import type { PerpetualOrder, PerpetualOrderStatus } from '@console/contracts/schemas/perpetual';
import { definePagedList, type ExportFormat, usePagedQuery } from '@console/ui';
import { orderKeys } from '../open-order/api';
import type { PathTab } from '../lists/path-tab';

/** The order history page: `/perpetual/order-history/{tabName}`, one tab per final status of an order. */
export const ORDER_HISTORY_PATH = '/perpetual/order-history';

const STATUSES: readonly Exclude<PerpetualOrderStatus, 'open'>[] = ['filled', 'cancelled', 'triggered', 'rejected'];
/** The tabs: what became of an order (filled first, as most orders are). */
export const ORDER_HISTORY_TABS: readonly PathTab[] = STATUSES.map((status) => ({ name: status, fixed: { status } }));

/** The order history (`perpetualOrderHistory`), fetched ahead by its route for the tab in its path. */
export const orderHistoryList = definePagedList<PerpetualOrder>('perpetualOrderHistory', orderKeys.history, (params) => {
  const tab = ORDER_HISTORY_TABS.find((candidate) => candidate.name === params.tabName);
  return tab ? tab.fixed : null;
});

export function useOrderHistory(request: Record<string, string | number>) {
  return usePagedQuery<PerpetualOrder>(orderKeys.history, request);
}

/** Exports the orders the filters (and tab) match: a file, or an export-center job when they are many. */
export function exportOrderHistory(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download(
    'reporting/perpetual/export/perpetualOrderHistoryRecord',
    { ...filters, excelType },
    `perpetual-order-history.${excelType}`,
  );
}
