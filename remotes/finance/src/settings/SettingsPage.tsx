import { PathTabs } from '@console/ui';
import { PageHeader } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { AnomalyAlertsTab } from './AnomalyAlertsTab';
import { DepositSettingsTab } from './DepositSettingsTab';
import { FinanceSwitchesTab } from './FinanceSwitchesTab';
import { HeaderActionsProvider } from './header-actions';
import { isSettingsTab, SETTINGS_PATH, SETTINGS_TABS, type SettingsTabName } from './paths';
import { WithdrawalSettingsTab } from './WithdrawalSettingsTab';

const TABS = SETTINGS_TABS.map((name) => ({ name }));

/** Finance settings: the switches, each coin's deposit and withdrawal settings, and the withdrawal anomaly alerts. */
export default function SettingsPage() {
  const { tabName } = useParams();
  if (!isSettingsTab(tabName)) return <Navigate to={`${SETTINGS_PATH}/general`} replace />;
  return <Settings tab={tabName} />;
}

function Settings({ tab }: { tab: SettingsTabName }) {
  const { t } = useAreaTranslation();
  // The open tab's primary action (add a coin's setting) sits in the header, where every page has its actions.
  const [actions, setActions] = useState<ReactNode>(null);
  return (
    <HeaderActionsProvider value={setActions}>
      <PageHeader title={t('routes.settings')} description={t('settings.description')} actions={actions} />
      <PathTabs tabs={TABS} current={tab} basePath={SETTINGS_PATH} label={(name) => t(`settings.tab.${name}`)} />
      {tab === 'general' ? <FinanceSwitchesTab /> : null}
      {tab === 'deposit' ? <DepositSettingsTab tabName={tab} /> : null}
      {tab === 'withdrawal' ? <WithdrawalSettingsTab tabName={tab} /> : null}
      {tab === 'anomaly-alerts' ? <AnomalyAlertsTab /> : null}
    </HeaderActionsProvider>
  );
}
