import { PageHeader, PathTabRoute, PathTabs } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { SETTINGS_PATH, SETTINGS_TABS } from './api';
import { SettlementTab } from './SettlementTab';
import { YieldTab } from './YieldTab';

/**
 * The futures system settings, one tab per part (`/future/system-settings/{tabName}`): what settlement uses,
 * and the global yield settings of futures and copy trading. An unknown tab opens the first.
 */
export default function FuturesSettingsPage() {
  return (
    <PathTabRoute tabs={SETTINGS_TABS} basePath={SETTINGS_PATH}>
      {(tab) => <FuturesSettings tab={tab.name} />}
    </PathTabRoute>
  );
}

function FuturesSettings({ tab }: { tab: (typeof SETTINGS_TABS)[number]['name'] }) {
  const { t } = useAreaTranslation();
  return (
    <>
      <PageHeader title={t('routes.futuresSettings')} description={t('futuresSettings.description')} />
      <PathTabs tabs={SETTINGS_TABS} current={tab} basePath={SETTINGS_PATH} label={(name) => t(`futuresSettings.tab.${name}`)} />
      {tab === 'settlement' ? <SettlementTab /> : <YieldTab />}
    </>
  );
}
