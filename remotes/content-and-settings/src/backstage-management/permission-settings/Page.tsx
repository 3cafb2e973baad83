import { Button, Tabs } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { PageHeader } from '@console/ui';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../../i18n';
import { AdminList } from '../admins/AdminList';
import { RoleList } from '../roles/RoleList';

export const PERMISSION_SETTINGS_PATH = '/backstage-management/permission-settings';
const TABS = ['admin-list', 'role-list'] as const;
type TabName = (typeof TABS)[number];

/**
 * Admins and roles, one tab each; the tab is part of the path so it can be linked and kept in history. The
 * tab's "Add" sits in the page header, where every page has its primary action; the tab opens what it adds.
 */
export default function PermissionSettingsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();
  const allowed: Record<TabName, boolean> = { 'admin-list': useCan('admins.list'), 'role-list': useCan('roles.list') };
  const canAdd: Record<TabName, boolean> = { 'admin-list': useCan('admins.add'), 'role-list': useCan('roles.add') };
  const [adding, setAdding] = useState<TabName | null>(null);
  const visible = TABS.filter((tab) => allowed[tab]);

  if (!TABS.includes(tabName as TabName) || !allowed[tabName as TabName]) {
    return visible.length ? <Navigate to={`${PERMISSION_SETTINGS_PATH}/${visible[0]}`} replace /> : null;
  }
  const tab = tabName as TabName;
  const addLabel = tab === 'admin-list' ? t('admins.add.button') : t('roles.add.button');

  return (
    <>
      <PageHeader
        title={t('routes.permissionSettings')}
        description={t('permissionSettings.description')}
        actions={
          canAdd[tab] ? (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(tab)}>
              <LuPlus /> {addLabel}
            </Button>
          ) : null
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          setAdding(null);
          navigate(`${PERMISSION_SETTINGS_PATH}/${e.value}`);
        }}
        variant="line"
        size="sm"
      >
        <Tabs.List mb="3">
          {visible.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {t(`permissionSettings.tab.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Only the tab the path names is drawn: a tab left through its presence (unmounted once its exit settles)
            stayed beside the new one for a frame or more, two lists on the page at once. */}
        {tab === 'admin-list' ? (
          <Tabs.Content value="admin-list" pt="0">
            <AdminList adding={adding === 'admin-list'} onAddingClose={() => setAdding(null)} />
          </Tabs.Content>
        ) : (
          <Tabs.Content value="role-list" pt="0">
            <RoleList adding={adding === 'role-list'} onAddingClose={() => setAdding(null)} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </>
  );
}
