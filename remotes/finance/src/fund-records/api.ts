import { api } from '@console/client';
import type { FundRecord } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const fundRecordKeys = { list: ['fundManagerHistory/list'] as const };

export function useFundRecords(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...fundRecordKeys.list, query],
    queryFn: ({ signal }) => api.page<FundRecord>('fundManagerHistory/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEditFundRecordRemark() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; remark: string }) => api.post<FundRecord>('fundManagerHistory/update/remark', body),
    successMessage: (r) => t('fundRecords.toast.remarkSaved', { id: r.id }),
    invalidate: [fundRecordKeys.list],
  });
}
