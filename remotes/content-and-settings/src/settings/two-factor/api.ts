import { api, queryClient, type RouteVisit } from '@console/client';
import type { Page } from '@console/contracts';
import type { TwoFactorSettingUpdate } from '@console/contracts/schemas/settings';
import type { SettingSaved, TwoFactorRecord, TwoFactorSetting } from '@console/contracts/schemas/settings-answers';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

/** The end users' 2FA page: `/settings/2fa/{type}`, the setting and the records. */
export const TWO_FACTOR_PATH = '/settings/2fa';
export const TWO_FACTOR_TABS = [{ name: 'setting' }, { name: 'records' }] as const;

export const twoFactorSettingQuery = queryOptions({
  queryKey: ['account/2fa/setting'] as const,
  queryFn: ({ signal }) => api.post<TwoFactorSetting>('account/2fa/setting', {}, { signal }),
});

/** The records: their filters and page query, which the route also fetches ahead of the page. */
export const twoFactorList = defineList({
  key: 'twoFactor',
  defaults: { userId: '', mail: '', phone: '', status: '', startTime: '', endTime: '' },
  query: (query) => ({
    queryKey: ['account/2fa/recordList', query],
    queryFn: ({ signal }) => api.post<Page<TwoFactorRecord>>('account/2fa/recordList', query, { signal }),
  }),
});

export function prefetchTwoFactor(visit: RouteVisit): void {
  if (visit.params.tabName === 'records') twoFactorList.prefetch(visit);
  else void queryClient.prefetchQuery(twoFactorSettingQuery);
}

export function useTwoFactorSetting() {
  return useQuery(twoFactorSettingQuery);
}

export function useTwoFactorRecords(query: Record<string, string | number>) {
  return useQuery({ ...twoFactorList.query(query), placeholderData: keepPreviousData });
}

export function useUpdateTwoFactorSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: TwoFactorSettingUpdate) => api.post<SettingSaved>('account/2fa/setting/update', body),
    successMessage: (saved) => (saved.version ? t('twoFactor.toast.saved', { id: saved.version.id }) : t('twoFactor.toast.unchanged')),
    invalidate: [twoFactorSettingQuery.queryKey, VERSIONS_KEY],
  });
}

/** Resets a user's 2FA: they bind a new authenticator at their next sign-in. */
export function useResetTwoFactor() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (record: TwoFactorRecord) => api.delete<TwoFactorRecord>(`account/2fa/record/${record.id}`),
    successMessage: (_data, record) => t('twoFactor.toast.reset', { userId: record.userId }),
    invalidate: [['account/2fa/recordList']],
  });
}
