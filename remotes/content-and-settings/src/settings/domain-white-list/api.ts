import { api } from '@console/client';
import type { Page } from '@console/contracts';
import type { CrossOriginAdd, CrossOriginEdit } from '@console/contracts/schemas/settings';
import type { CrossOriginEntry, SettingSaved } from '@console/contracts/schemas/settings-answers';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

export const CROSS_ORIGIN_KEY = ['cross-origin/whitelist'] as const;

/** The allowlist is short and answered whole: filtered and paged here, as the list kit shows pages. */
function pageOfEntries(entries: CrossOriginEntry[], query: Record<string, string | number>): Page<CrossOriginEntry> {
  const text = String(query.origin ?? '').toLowerCase();
  const matching = entries.filter((e) => !text || e.origin.includes(text) || (e.remark ?? '').toLowerCase().includes(text));
  const size = Number(query.pageSize) || 20;
  const current = Number(query.pageNum) || 1;
  return {
    records: matching.slice((current - 1) * size, current * size),
    total: matching.length,
    size,
    current,
    pages: Math.max(1, Math.ceil(matching.length / size)),
  };
}

export const crossOriginList = defineList({
  key: 'domainWhiteList',
  defaults: { origin: '' },
  query: (query) => ({
    queryKey: [...CROSS_ORIGIN_KEY, query],
    queryFn: async ({ signal }) => pageOfEntries(await api.get<CrossOriginEntry[]>('cross-origin/whitelist', undefined, { signal }), query),
  }),
});

export function useCrossOrigins(query: Record<string, string | number>) {
  return useQuery({ ...crossOriginList.query(query), placeholderData: keepPreviousData });
}

const invalidate = [CROSS_ORIGIN_KEY, VERSIONS_KEY];

export function useAddCrossOrigin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: CrossOriginAdd) => api.post<SettingSaved>('cross-origin/whitelist', body),
    successMessage: (_saved, body) => t('domainWhiteList.toast.added', { origin: body.origin }),
    invalidate,
  });
}

export function useEditCrossOrigin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: CrossOriginEdit) => api.put<SettingSaved>('cross-origin/whitelist', body),
    successMessage: (_saved, body) => t('domainWhiteList.toast.edited', { origin: body.origin }),
    invalidate,
  });
}

export function useDeleteCrossOrigin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { origin: string; reason: string }) => api.delete<SettingSaved>('cross-origin/whitelist', body),
    successMessage: (_saved, body) => t('domainWhiteList.toast.deleted', { origin: body.origin }),
    invalidate,
  });
}
