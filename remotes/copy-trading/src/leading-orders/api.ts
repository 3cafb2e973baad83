import { api } from '@console/client';
import { definePagedList, type ExportFormat, useMutationWithToast, usePagedQuery } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { statusTabOf } from '../lists/path-tab';
import type {
  FollowInit,
  FollowPermissionsEdit,
  FollowPermissionsEdited,
  FollowSkip,
  FollowSkipReason,
  LeadingOrder,
  LeadingOrderAdd,
  LeadingOrderPlaced,
} from '@console/contracts/schemas/copy-trading';

/** The leading orders page: `/future/follow-trade-order-records/leading-orders/{tabName}`, one tab per status. */
export const LEADING_ORDERS_PATH = '/future/follow-trade-order-records/leading-orders';

/** Query keys: the first element is the API path; adding an order or changing who may follow moves the list. */
export const leadingOrderKeys = {
  list: ['follow/list'] as const,
  init: ['follow/init'] as const,
  skips: ['follow/skip/list'] as const,
};

/** The leading orders (`leadingOrders`), fetched ahead by their route for the tab in its path. */
export const leadingOrdersList = definePagedList<LeadingOrder>('copyLeadingOrders', leadingOrderKeys.list, (params) =>
  statusTabOf(params.tabName),
);

export function useLeadingOrders(request: Record<string, string | number>) {
  return usePagedQuery<LeadingOrder>(leadingOrderKeys.list, request);
}

/** What a leading order may be placed with: leader accounts, pairs, gameplays and the rounds open to orders now. */
export function useFollowInit(enabled: boolean) {
  return useQuery({
    queryKey: leadingOrderKeys.init,
    queryFn: ({ signal }) => api.get<FollowInit>('follow/init', undefined, { signal }),
    enabled,
    // The rounds that take orders change every few seconds: each opening of the form reads them again.
    staleTime: 0,
  });
}

/** Places a leading order for a leader account with the leader's own stake; the toast says how it fanned out. */
export function useAddLeadingOrder() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: LeadingOrderAdd) => api.post<LeadingOrderPlaced>('follow/add', body),
    successMessage: ({ leadingOrder: o }) =>
      t('leadingOrders.toast.added', { id: o.id, round: o.runnerId, copied: o.fanOut.copied, skipped: o.fanOut.skipped }),
    invalidate: [leadingOrderKeys.list, leadingOrderKeys.init, leadingOrderKeys.skips],
  });
}

/** Changes who may follow a leading order (options `followPermissions`). */
export function useEditFollowPermission() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: FollowPermissionsEdit) => api.post<FollowPermissionsEdited>('follow/permissionsType/edit', body),
    successMessage: ({ leadingOrder: o }) => t('leadingOrders.toast.permissionChanged', { id: o.id }),
    invalidate: [leadingOrderKeys.list],
  });
}

/** The followers a leading order's fan-out skipped and the follow requests refused, with the reason of each. */
export function useFollowSkips(detailId: number | null, pageNum: number, reason: FollowSkipReason | '') {
  const request = { detailId, pageNum, pageSize: SKIPS_PAGE_SIZE, ...(reason ? { reason } : {}) };
  return useQuery({
    queryKey: [...leadingOrderKeys.skips, request],
    queryFn: ({ signal }) => api.page<FollowSkip>('follow/skip/list', request, { signal }),
    enabled: detailId !== null,
    placeholderData: keepPreviousData,
  });
}
export const SKIPS_PAGE_SIZE = 10;

/** Exports the leading orders the filters (and tab) match: a file, or an export-center job when they are many. */
export function exportLeadingOrders(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/futures/export/futuresLeadingRecord', { ...filters, excelType }, `leading-orders.${excelType}`);
}
