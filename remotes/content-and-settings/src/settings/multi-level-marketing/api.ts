import { api } from '@console/client';
import type { SettingSaved } from '@console/contracts/schemas/settings-answers';
import type { MarketSetting, MarketSettingEdit } from '@console/contracts/schemas/settings-platform';
import { useMutationWithToast } from '@console/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

export const marketSettingQuery = queryOptions({
  queryKey: ['system/marketSetting'] as const,
  queryFn: ({ signal }) => api.get<MarketSetting>('system/marketSetting', undefined, { signal }),
});

export function useMarketSetting() {
  return useQuery(marketSettingQuery);
}

/** Saves the whole setting with its reason: distribution follows it from its next run on. */
export function useSaveMarketSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: MarketSettingEdit) => api.post<SettingSaved>('system/marketSetting/edit', body),
    successMessage: (saved) =>
      saved.version ? t('multiLevelMarketing.toast.saved', { id: saved.version.id }) : t('multiLevelMarketing.toast.unchanged'),
    invalidate: [marketSettingQuery.queryKey, VERSIONS_KEY],
  });
}
