import { Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { PageHeader } from '@console/ui';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { LIST_TAB, USERS_PATH } from './format';
import { UserList } from './UserList';

/** The batch upload list is its own chunk: most visits only need the user list. */
const BatchUploadTab = lazy(() => import('../batch-upload/BatchUploadTab'));

const BATCH_TAB = 'batch-upload';
const TABS = [LIST_TAB, BATCH_TAB] as const;
type TabName = (typeof TABS)[number];

function TabLoading() {
  return (
    <Stack gap="3">
      <Skeleton height="24" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** The users of the platform and the batch uploads; the tab is part of the path so it can be linked and kept in history. */
export default function UsersPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();

  if (!TABS.includes(tabName as TabName)) return <Navigate to={`${USERS_PATH}/${LIST_TAB}`} replace />;

  return (
    <>
      <PageHeader title={t('routes.users')} description={t('users.description')} />
      <Tabs.Root value={tabName} onValueChange={(e) => navigate(`${USERS_PATH}/${e.value}`)} lazyMount unmountOnExit variant="line">
        <Tabs.List mb="4">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`users.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={LIST_TAB}>
          <UserList />
        </Tabs.Content>
        <Tabs.Content value={BATCH_TAB}>
          <Suspense fallback={<TabLoading />}>
            <BatchUploadTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
