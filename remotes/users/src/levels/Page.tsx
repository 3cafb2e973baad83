import { Tabs } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { MarketingLevelTab, UserLevelTab } from './LevelTabs';

export const USER_SETTINGS_PATH = '/users/settings';
const TABS = ['user-level', 'marketing-level'] as const;
type TabName = (typeof TABS)[number];

/**
 * User levels and marketing (distribution) levels, one tab each; the tab is part of the path. Each tab is a
 * whole list page (its Add button in the header), with the tabs between the header and the filters.
 */
export default function UserSettingsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();
  if (!TABS.includes(tabName as TabName)) return <Navigate to={`${USER_SETTINGS_PATH}/${TABS[0]}`} replace />;

  const tabs = (
    <Tabs.Root value={tabName} onValueChange={(e) => navigate(`${USER_SETTINGS_PATH}/${e.value}`)} variant="line" size="sm" mb="3">
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            {t(`levels.tab.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
  // Keyed by tab: each tab's list state (its URL filters, its form) starts afresh.
  return tabName === 'user-level' ? <UserLevelTab key={tabName} tabs={tabs} /> : <MarketingLevelTab key={tabName} tabs={tabs} />;
}
