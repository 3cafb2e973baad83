import { api } from '@console/client';
import type { BatchUpload, BatchUploadDetail, Page } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

/** Query keys: the first element is the API path, as in the other user screens. */
export const batchUploadKeys = {
  list: ['account/batchUpload/list'] as const,
  detail: ['account/batchUpload/detail'] as const,
};

/** While the server is still creating users of a batch, the lists ask again this often. */
export const PROCESSING_REFRESH_MS = 1500;

/** Paging, the kind filter and the sort, as the list sends them. */
export type BatchListQuery = Record<string, string | number>;

export function useBatchUploads(query: BatchListQuery) {
  return useQuery({
    queryKey: [...batchUploadKeys.list, query],
    queryFn: ({ signal }) => api.post<Page<BatchUpload>>('account/batchUpload/list', query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.records.some((b) => b.status === 'processing') ? PROCESSING_REFRESH_MS : false),
  });
}

export function useBatchUploadDetail(id: number | null) {
  return useQuery({
    queryKey: [...batchUploadKeys.detail, id],
    queryFn: ({ signal }) => api.get<BatchUploadDetail>(`account/batchUpload/${id}/detail`, undefined, { signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? PROCESSING_REFRESH_MS : false),
  });
}

export function useBatchUpload() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ batchUploadType, file }: { batchUploadType: number; file: File }) => {
      const form = new FormData();
      form.append('batchUploadType', String(batchUploadType));
      form.append('file', file, file.name);
      return api.post<BatchUpload>('account/batchUpload', form);
    },
    successMessage: (batch) => t('batchUpload.toast.uploaded', { file: batch.fileName, rows: batch.totalRows }),
    invalidate: [batchUploadKeys.list],
  });
}
