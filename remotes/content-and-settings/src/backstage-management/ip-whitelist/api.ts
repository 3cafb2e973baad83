import { api, type RequestOptions } from '@console/client';
import type { Page, WhitelistEntry } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { queryKeys } from '../common/keys';

/** The IP whitelist: its filters and its page query, which the route also fetches ahead of the page. */
export const whitelistList = defineList({
  key: 'ipWhitelist',
  defaults: { ip: '' },
  query: (query) => ({
    queryKey: [...queryKeys.whitelist, query],
    queryFn: ({ signal }) => api.post<Page<WhitelistEntry>>('manage/whitelist', query, { signal }),
  }),
});

export function useWhitelist(query: Record<string, string | number>) {
  return useQuery({ ...whitelistList.query(query), placeholderData: keepPreviousData });
}

export function useAddWhitelistEntry() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { ip: string; remark: string; country?: string }) => api.post<WhitelistEntry>('manage/whitelist/add', body),
    successMessage: (_data, body) => t('whitelist.toast.added', { ip: body.ip }),
    invalidate: [queryKeys.whitelist],
  });
}

/** Deletes one entry; the API refuses (409) a deletion that would shut out the admin making it. */
export function deleteWhitelistEntry(id: number, opts?: RequestOptions): Promise<unknown> {
  return api.post<unknown>(`manage/whitelist/del?id=${id}`, undefined, opts);
}

export function useDeleteWhitelistEntry() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id }: { id: number; ip: string }) => deleteWhitelistEntry(id),
    successMessage: (_data, { ip }) => t('whitelist.toast.deleted', { ip }),
    invalidate: [queryKeys.whitelist],
  });
}
