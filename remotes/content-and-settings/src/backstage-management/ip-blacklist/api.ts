import { api, type RequestOptions } from '@console/client';
import type { BlacklistEntry, Page } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { queryKeys } from '../common/keys';

/** The IP blacklist: its filters and its page query, which the route also fetches ahead of the page. */
export const blacklistList = defineList({
  key: 'ipBlacklist',
  defaults: { ip: '', banIpType: '' },
  options: { numeric: ['banIpType'] },
  query: (query) => ({
    queryKey: [...queryKeys.blacklist, query],
    queryFn: ({ signal }) => api.post<Page<BlacklistEntry>>('account/ban/ip/list', query, { signal }),
  }),
});

export function useBlacklist(query: Record<string, string | number>) {
  return useQuery({ ...blacklistList.query(query), placeholderData: keepPreviousData });
}

export function useAddBlacklistEntry() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { ip: string; banIpType: number; reason?: string; country?: string }) =>
      api.post<BlacklistEntry>('account/ban/ip/add', body),
    successMessage: (_data, body) => t('blacklist.toast.added', { ip: body.ip }),
    invalidate: [queryKeys.blacklist],
  });
}

/** Lifts one ban. */
export function deleteBlacklistEntry(id: number, opts?: RequestOptions): Promise<unknown> {
  return api.post<unknown>(`account/ban/ip/del?id=${id}`, undefined, opts);
}

export function useDeleteBlacklistEntry() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id }: { id: number; ip: string }) => deleteBlacklistEntry(id),
    successMessage: (_data, { ip }) => t('blacklist.toast.deleted', { ip }),
    invalidate: [queryKeys.blacklist],
  });
}
