import { api, queryClient } from '@console/client';
import type {
  FuturesSettlementSettingsForm,
  FuturesYieldSettingsForm,
  FuturesSystemSettings,
  FuturesSystemSettingsSaved,
} from '@console/contracts/schemas/trading-settings';
import { useMutationWithToast } from '@console/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

/** The futures system settings page: `/future/system-settings/{tabName}`, one tab per part of the settings. */
export const SETTINGS_PATH = '/future/system-settings';
/** The tabs, as the path names them: settlement, and the global yield settings of futures and copy trading. */
export const SETTINGS_TABS = [{ name: 'settlement' }, { name: 'yield' }] as const;

/** Every part of the settings comes with one call; the query key is its path, so a save refreshes every tab. */
export const futuresSettingsQuery = queryOptions({
  queryKey: ['system/setting/init'] as const,
  queryFn: ({ signal }) => api.get<FuturesSystemSettings>('system/setting/init', undefined, { signal }),
});

/** Starts fetching the settings beside the page's code (the route's prefetch: it neither throws nor waits). */
export function prefetchFuturesSettings(): void {
  void queryClient.prefetchQuery(futuresSettingsQuery);
}

export function useFuturesSettings() {
  return useQuery(futuresSettingsQuery);
}

/** Saves the settlement part (the fields of its tab); the success toast says when the change applies. */
export function useSaveSettlementSettings() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (settlement: FuturesSettlementSettingsForm) =>
      api.post<FuturesSystemSettingsSaved>('system/setting/saveOrUpdate', { settlement }),
    successMessage: t('futuresSettings.toast.settlementSaved'),
    invalidate: [futuresSettingsQuery.queryKey],
  });
}

/** Saves the yield part (the fields of its tab); the toast says what it governs from now on. */
export function useSaveYieldSettings() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (part: FuturesYieldSettingsForm) => api.post<FuturesSystemSettingsSaved>('system/setting/saveOrUpdate', { yield: part }),
    successMessage: t('futuresSettings.toast.yieldSaved'),
    invalidate: [futuresSettingsQuery.queryKey],
  });
}
