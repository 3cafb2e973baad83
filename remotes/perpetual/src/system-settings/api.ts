import { api, queryClient } from '@console/client';
import type { PerpetualSettings, PerpetualSettingsPatch, PerpetualSettingsSaved } from '@console/contracts/schemas/perpetual';
import { useMutationWithToast } from '@console/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { describeChanges } from '../lists/changes';

/** The perpetual system settings page: `/perpetual/system-settings/{tabName}`, one tab per part of the settings. */
export const SETTINGS_PATH = '/perpetual/system-settings';

/** The tabs and the settings each edits: every setting of the spec, once. */
export const SETTINGS_TABS = [
  { name: 'trading', fields: ['perpetualSwitch', 'displayInClient', 'marginInputMode', 'sliderValue', 'buttonValue'] },
  { name: 'leverage', fields: ['leverageSwitch', 'leverageMode', 'fixedLeverageMultiple', 'openLeverageMultiples', 'openLeverageDefault'] },
  { name: 'risk', fields: ['positionWarningThreshold', 'marginRationWarningThreshold', 'minimumMaintenanceMarginRate'] },
  { name: 'fees', fields: ['feeMode', 'openOrderFee', 'closeProfitFee'] },
  { name: 'tp-sl', fields: ['tpSlRangeLimitSwitch', 'slRangeLimit', 'tpRangeLimit'] },
] as const satisfies readonly { name: string; fields: readonly (keyof PerpetualSettings)[] }[];
export type SettingsTabName = (typeof SETTINGS_TABS)[number]['name'];

/** The settings are one row; the query key is its path, so a save refreshes every tab. */
export const settingsQuery = queryOptions({
  queryKey: ['perpetual/setting/list'] as const,
  queryFn: ({ signal }) => api.get<PerpetualSettings[]>('perpetual/setting/list', undefined, { signal }),
});

/** Starts fetching the settings beside the page's code (the route's prefetch: it neither throws nor waits). */
export function prefetchSettings(): void {
  void queryClient.prefetchQuery(settingsQuery);
}

export function useSettings() {
  return useQuery({ ...settingsQuery, select: (rows) => rows[0] ?? null });
}

/** The name of a setting in the admin's language (fields, change tables and toasts). */
export function useSettingLabel(): (field: string) => string {
  const { t } = useAreaTranslation();
  return (field) => t(`systemSettings.field.${field}.label`, { defaultValue: field });
}

/** Saves the settings that changed; the toast names each change, before and after, as the API recorded it. */
export function useSaveSettings() {
  const { t } = useAreaTranslation();
  const labelOf = useSettingLabel();
  return useMutationWithToast({
    mutationFn: ({ id, patch }: { id: number; patch: PerpetualSettingsPatch }) =>
      api.patch<PerpetualSettingsSaved>(`perpetual/setting/${id}`, patch),
    successMessage: (saved) =>
      saved.changes.length
        ? t('systemSettings.toast.saved', { changes: describeChanges(saved.changes, labelOf) })
        : t('systemSettings.toast.unchanged'),
    invalidate: [settingsQuery.queryKey],
  });
}
