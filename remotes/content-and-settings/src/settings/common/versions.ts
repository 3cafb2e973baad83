import { api } from '@console/client';
import type { Page } from '@console/contracts';
import type { SettingRevert, VersionedSetting } from '@console/contracts/schemas/settings';
import type { SettingSaved, SettingVersion } from '@console/contracts/schemas/settings-answers';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';

/** The history of every setting shares this key's prefix: a save or revert anywhere refreshes it. */
export const VERSIONS_KEY = ['settings/versions'] as const;
const HISTORY_PAGE_SIZE = 20;

export function useSettingVersions(setting: VersionedSetting, pageNum: number, enabled: boolean) {
  return useQuery({
    queryKey: [...VERSIONS_KEY, setting, pageNum],
    queryFn: ({ signal }) =>
      api.get<Page<SettingVersion>>('settings/versions', { setting, pageNum, pageSize: HISTORY_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Returns a setting to a version's values (a new version); refreshes the setting's screen and its history. */
export function useRevertVersion(invalidate: QueryKey[]) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: SettingRevert) => api.post<SettingSaved>('settings/versions/revert', body),
    successMessage: (_saved, body) => t('settingsCommon.history.reverted', { id: body.id }),
    invalidate: [...invalidate, VERSIONS_KEY],
  });
}
