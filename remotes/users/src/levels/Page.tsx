import { Tabs } from '@chakra-ui/react';
import { PageHeader } from '@console/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { MarketingLevelTab, UserLevelTab } from './LevelTabs';

export const USER_SETTINGS_PATH = '/users/settings';
const TABS = ['user-level', 'marketing-level'] as const;
type TabName = (typeof TABS)[number];

/** User levels and marketing (distribution) levels, one tab each; the tab is part of the path. */
export default function UserSettingsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();
  if (!TABS.includes(tabName as TabName)) return <Navigate to={`${USER_SETTINGS_PATH}/${TABS[0]}`} replace />;

  return (
    <>
      <PageHeader title={t('routes.userSettings')} description={t('levels.description')} />
      <Tabs.Root value={tabName} onValueChange={(e) => navigate(`${USER_SETTINGS_PATH}/${e.value}`)} lazyMount unmountOnExit variant="line">
        <Tabs.List mb="4">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`levels.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="user-level">
          <UserLevelTab />
        </Tabs.Content>
        <Tabs.Content value="marketing-level">
          <MarketingLevelTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
