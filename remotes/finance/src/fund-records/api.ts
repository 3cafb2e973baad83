import { api } from '@console/client';
import type { FundRecord } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { definePagedList, usePagedQuery } from '@console/ui';

export const fundRecordKeys = { list: ['fundManagerHistory/list'] as const };

/** What the route fetches ahead of the page: the list's first page as the menu opens it. */
export const fundRecordsList = definePagedList<FundRecord>('fundRecords', fundRecordKeys.list);

export function useFundRecords(request: Record<string, string | number>) {
  return usePagedQuery<FundRecord>(fundRecordKeys.list, request);
}

export function useEditFundRecordRemark() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; remark: string }) => api.post<FundRecord>('fundManagerHistory/update/remark', body),
    successMessage: (r) => t('fundRecords.toast.remarkSaved', { id: r.id }),
    invalidate: [fundRecordKeys.list],
  });
}
