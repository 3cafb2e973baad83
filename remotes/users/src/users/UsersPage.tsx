import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LIST_TAB, USERS_PATH } from './format';
import { UserList } from './UserList';
import { USERS_TABS, type UsersTabName, UsersTabs } from './UsersTabs';

/** The batch upload list is its own chunk: most visits only need the user list. */
const BatchUploadTab = lazy(() => import('../batch-upload/BatchUploadTab'));

function TabLoading() {
  return (
    <Stack gap="3">
      <Skeleton height="8" />
      <Skeleton height="64" />
    </Stack>
  );
}

/**
 * The users of the platform and the batch uploads; the tab is part of the path so it can be linked and kept
 * in history. Each tab is a whole list page (its header actions differ), with the tabs between its header
 * and its filters.
 */
export default function UsersPage() {
  const { tabName } = useParams();
  if (!USERS_TABS.includes(tabName as UsersTabName)) return <Navigate to={`${USERS_PATH}/${LIST_TAB}`} replace />;
  const tabs = <UsersTabs current={tabName as UsersTabName} />;
  if (tabName === LIST_TAB) return <UserList tabs={tabs} />;
  return (
    <Suspense fallback={<TabLoading />}>
      <BatchUploadTab tabs={tabs} />
    </Suspense>
  );
}
