import { Tabs } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { PageHeader } from '@console/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../../i18n';
import { AdminList } from '../admins/AdminList';
import { RoleList } from '../roles/RoleList';

export const PERMISSION_SETTINGS_PATH = '/backstage-management/permission-settings';
const TABS = ['admin-list', 'role-list'] as const;
type TabName = (typeof TABS)[number];

/** Admins and roles, one tab each; the tab is part of the path so it can be linked and kept in history. */
export default function PermissionSettingsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();
  const allowed: Record<TabName, boolean> = { 'admin-list': useCan('admins.list'), 'role-list': useCan('roles.list') };
  const visible = TABS.filter((tab) => allowed[tab]);

  if (!TABS.includes(tabName as TabName) || !allowed[tabName as TabName]) {
    return visible.length ? <Navigate to={`${PERMISSION_SETTINGS_PATH}/${visible[0]}`} replace /> : null;
  }

  return (
    <>
      <PageHeader title={t('routes.permissionSettings')} description={t('permissionSettings.description')} />
      <Tabs.Root
        value={tabName}
        onValueChange={(e) => navigate(`${PERMISSION_SETTINGS_PATH}/${e.value}`)}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List mb="4">
          {visible.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`permissionSettings.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {allowed['admin-list'] ? (
          <Tabs.Content value="admin-list">
            <AdminList />
          </Tabs.Content>
        ) : null}
        {allowed['role-list'] ? (
          <Tabs.Content value="role-list">
            <RoleList />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </>
  );
}
