import { Button } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { User } from '@console/contracts';
import { type DataTableColumn, ExportMenu, type FilterField, ListPage, useList } from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { exportUsers, useMarketingLevels, useUserLevels, useUserList, usersList } from './api';
import { useUserColumns } from './columns';
import { CreateUserDialog } from './CreateUserDialog';
import { LIST_TAB, userPaths } from './format';
import { useUserActions } from './UserActions';

export { levelName } from './columns';

/** The filters of the list when nothing is chosen. */
export const USER_FILTERS = usersList.defaults;

/** The header actions of the list (export of what the filters match, create); the page puts them at the header's right end. */
function UserListActions({ filters, onCreate }: { filters: Record<string, string | number>; onCreate: () => void }) {
  const { t } = useAreaTranslation();
  const canCreate = useCan('users.create');
  const canExport = useCan('users.export');
  return (
    <>
      {canExport ? <ExportMenu onExport={(excelType) => exportUsers(filters, excelType)} /> : null}
      {canCreate ? (
        <Button colorPalette="brand" size="sm" onClick={onCreate}>
          <LuPlus /> {t('users.create.button')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The users of the platform: every filter of `account/list` (the lookups support staff use most first, the
 * rest behind "More filters"), sorted by ID or creation date, kept in the URL with the paging; a row opens
 * the user's details.
 */
export function UserList({ tabs }: { tabs?: ReactNode }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const list = useList(usersList.key, usersList.defaults, usersList.optionsFor({ tabName: LIST_TAB }));
  const users = useUserList(list.request);
  const levels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  const canDetails = useCan('users.details');
  const actions = useUserActions({ tab: LIST_TAB });
  const [creating, setCreating] = useState(false);
  const byId = useUserColumns<User>(LIST_TAB);

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      byId.id,
      byId.contact,
      byId.mobile,
      byId.accountType,
      byId.status,
      byId.balance,
      byId.userLevel,
      byId.userMarketingLevel,
      byId.upline,
      byId.invitationCode,
      byId.loginIp,
      byId.createDate,
    ],
    [byId],
  );

  const levelOptions = (levels.data ?? []).map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }));
  const marketingOptions = (marketingLevels.data ?? []).map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }));
  const filters: FilterField[] = [
    { type: 'number', name: 'accountId', label: t('users.filter.accountId') },
    { type: 'text', name: 'email', label: t('users.filter.email') },
    { type: 'text', name: 'mobileNumber', label: t('users.filter.mobileNumber') },
    { type: 'option', name: 'status', label: t('users.filter.status'), optionName: 'accountStatus' },
    { type: 'option', name: 'accountType', label: t('users.filter.accountType'), optionName: 'accountType' },
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('users.filter.created') },
    { type: 'text', name: 'invitationCode', label: t('users.filter.invitationCode') },
    { type: 'number', name: 'upline', label: t('users.filter.upline') },
    { type: 'select', name: 'userLevel', label: t('users.filter.userLevel'), options: levelOptions },
    { type: 'select', name: 'userMarketingLevel', label: t('users.filter.userMarketingLevel'), options: marketingOptions },
    { type: 'text', name: 'loginIp', label: t('users.filter.loginIp') },
    { type: 'text', name: 'region', label: t('users.filter.region') },
    { type: 'text', name: 'timeZone', label: t('users.filter.timeZone') },
    { type: 'text', name: 'blockChainAddress', label: t('users.filter.blockChainAddress') },
    { type: 'text', name: 'remark', label: t('users.filter.remark') },
  ];

  return (
    <ListPage
      title={t('routes.users')}
      description={t('users.description')}
      label={t('users.tableLabel')}
      actions={<UserListActions filters={list.exportParams} onCreate={() => setCreating(true)} />}
      tabs={tabs}
      list={list}
      filters={filters}
      columns={columns}
      query={users}
      getRowId={(u) => u.id}
      rowActions={actions.actionsFor}
      onRowClick={canDetails ? (u) => navigate(userPaths.details(LIST_TAB, u.id)) : undefined}
      empty={{ filtered: t('users.empty.filtered'), none: t('users.empty.none'), noneHint: t('users.empty.noneHint') }}
    >
      {actions.dialogs}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
