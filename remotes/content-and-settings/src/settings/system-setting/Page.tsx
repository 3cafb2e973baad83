import { PageHeader, PathTabRoute, PathTabs } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { SYSTEM_SETTING_PATH, SYSTEM_SETTING_TABS } from './api';
import { SystemSettingSectionForm } from './Sections';

/**
 * The system settings, one tab per section (`/settings/system-setting/{type}`): system information with the
 * logos (the console's own come from here), maintenance, sign-up, demo fund and platform report. Each save is a
 * version with its history. An unknown tab opens the first.
 */
export default function SystemSettingPage() {
  const { t } = useAreaTranslation();
  return (
    <PathTabRoute tabs={SYSTEM_SETTING_TABS} basePath={SYSTEM_SETTING_PATH}>
      {(tab) => (
        <>
          <PageHeader title={t('routes.systemSetting')} description={t('systemSetting.description')} />
          <PathTabs
            tabs={SYSTEM_SETTING_TABS}
            current={tab.name}
            basePath={SYSTEM_SETTING_PATH}
            label={(name) => t(`systemSetting.section.${name}.tab`)}
          />
          <SystemSettingSectionForm key={tab.name} section={tab.name} />
        </>
      )}
    </PathTabRoute>
  );
}
