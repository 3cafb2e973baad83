import { currentLanguage, isLanguage, useSession } from '@console/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useManifest } from '../manifest/ManifestContext';
import { useFailedRemoteNames } from '../areas/remoteStatus';
import { buildSidebar, type SidebarSection } from './sidebar';

/** The sidebar of the signed-in admin in the current language, with failed areas marked. */
export function useSidebar(): SidebarSection[] {
  const { manifest } = useManifest();
  const { permissions } = useSession();
  const failed = useFailedRemoteNames();
  const { i18n } = useTranslation('host');
  const lng = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return useMemo(() => buildSidebar(manifest, permissions, lng, failed), [manifest, permissions, failed, lng]);
}
