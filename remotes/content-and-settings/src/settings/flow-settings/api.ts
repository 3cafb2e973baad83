import { api } from '@console/client';
import type { SettingSaved } from '@console/contracts/schemas/settings-answers';
import type { FlowSetting, FlowSettingEdit } from '@console/contracts/schemas/settings-platform';
import { useMutationWithToast } from '@console/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

export const flowSettingQuery = queryOptions({
  queryKey: ['common/flowSetting'] as const,
  queryFn: ({ signal }) => api.get<FlowSetting>('common/flowSetting', undefined, { signal }),
});

export function useFlowSetting() {
  return useQuery(flowSettingQuery);
}

const invalidate = [flowSettingQuery.queryKey, VERSIONS_KEY];

/** Saves the fields that changed: deposits and transfers from then on follow them. */
export function useSaveFlowSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: FlowSettingEdit) => api.post<SettingSaved>('system/flow/setting', body),
    successMessage: (saved) =>
      saved.version ? t('flowSettings.toast.saved', { id: saved.version.id }) : t('flowSettings.toast.unchanged'),
    invalidate,
  });
}

/** Turns the flow off in one call (a version like any save). */
export function useCloseFlow() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: () => api.put<SettingSaved>('system/flow/close', {}),
    successMessage: () => t('flowSettings.toast.closed'),
    invalidate,
  });
}
