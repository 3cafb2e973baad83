import { api, queryClient, type RouteVisit } from '@console/client';
import { SYSTEM_SETTING_SECTIONS, type SystemSettingSection } from '@console/contracts/schemas/settings';
import { BRANDING_CHANGED_EVENT } from '@console/contracts/settings-events';
import type { SettingSaved, SystemSettingsBySection } from '@console/contracts/schemas/settings-answers';
import { useMutationWithToast } from '@console/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

/** The system settings page: `/settings/system-setting/{type}`, one tab per section. */
export const SYSTEM_SETTING_PATH = '/settings/system-setting';
export const SYSTEM_SETTING_TABS = SYSTEM_SETTING_SECTIONS.map((name) => ({ name }));

export const systemSettingQuery = <S extends SystemSettingSection>(section: S) =>
  queryOptions({
    queryKey: ['system/setting', section] as const,
    queryFn: ({ signal }) => api.get<SystemSettingsBySection[S]>(`system/setting/${section}`, undefined, { signal }),
  });

/** Starts fetching the tab's section beside the page's code. */
export function prefetchSystemSetting({ params }: RouteVisit): void {
  const section = SYSTEM_SETTING_SECTIONS.find((s) => s === params.tabName) ?? SYSTEM_SETTING_SECTIONS[0];
  void queryClient.prefetchQuery(systemSettingQuery(section));
}

export function useSystemSetting<S extends SystemSettingSection>(section: S) {
  return useQuery(systemSettingQuery(section));
}

/** Saves the fields of a section that changed, with the reason; the console's own logos follow at once. */
export function useSaveSystemSetting(section: SystemSettingSection) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ fields, reason }: { fields: Record<string, unknown>; reason?: string }) =>
      api.patch<SettingSaved>(`system/setting/edit/${section}`, { ...fields, reason }),
    successMessage: (saved) =>
      saved.version ? t('systemSetting.toast.saved', { id: saved.version.id }) : t('systemSetting.toast.unchanged'),
    invalidate: [['system/setting', section], VERSIONS_KEY],
    onSuccess: () => {
      if (section === 'system-info') window.dispatchEvent(new Event(BRANDING_CHANGED_EVENT));
    },
  });
}

/** Uploads an image (a logo): the address it is served at, which the section's field then holds. */
export function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<string>('fileStorage/uploadImg', form);
}
