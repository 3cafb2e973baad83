import { Button, Text } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import { MAX_PAGE_SIZE, type RoleUser } from '@console/contracts';
import { type BulkAction, Can, ConfirmDialog, type DataTableColumn, ListPage, type PagedQuery, useList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuTrash2, LuUserPlus } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../../i18n';
import { queryKeys } from '../common/keys';
import { AddRoleUserDialog } from './AddRoleUserDialog';
import { removeRoleUser, useRemoveRoleUser, useRoleList, useRoleUsers } from './api';

const FILTER_DEFAULTS = { account: '' };
/** An address that names no role asks nothing of the API: the list says so. */
const NO_ROLE: PagedQuery<RoleUser> = { data: undefined, isFetching: false, error: null, refetch: () => undefined };

/** The admins holding one role: add one, remove one or several. */
export default function RoleUsersPage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const roleId = Number(params.roleId);
  const valid = Number.isInteger(roleId) && roleId > 0;
  const list = useList('roleUsers', FILTER_DEFAULTS, { fixed: { roleId: valid ? roleId : 0 } });
  const holders = useRoleUsers(list.request, valid);
  const removeUser = useRemoveRoleUser();
  const canEditUsers = useCan('roles.editUsers');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RoleUser | null>(null);
  // The page is named after its role (in the header, the history tag and the document title).
  const roles = useRoleList({ pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const roleName = roles.data?.records.find((r) => r.id === roleId)?.name;
  const title = roleName ? t('roleUsers.title', { name: roleName }) : null;
  usePageTitle(title);
  const role = roleName ?? String(params.roleId ?? '');

  const columns = useMemo<DataTableColumn<RoleUser>[]>(
    () => [
      { id: 'id', header: t('roleUsers.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'account',
        header: t('roleUsers.column.account'),
        width: '200px',
        pin: 'left',
        cell: (u) => <Text fontWeight="medium">{u.account}</Text>,
      },
      { id: 'managerName', header: t('roleUsers.column.name') },
    ],
    [t],
  );
  const holderIds = useMemo(() => new Set((holders.data?.records ?? []).map((u) => u.id)), [holders.data]);
  const back = `/backstage-management/permission-settings/${params.tabName ?? 'role-list'}`;

  // Each holder goes through the single removal and its rules (an admin beyond your own permissions is refused).
  const bulkRemove: BulkAction<RoleUser> = {
    id: 'remove',
    label: t('roleUsers.action.remove'),
    danger: true,
    title: (count) => t('roleUsers.bulkRemove.title', { count, role }),
    confirmLabel: t('roleUsers.bulkRemove.confirm'),
    describe: (u) => (u.managerName ? `${u.account} (${u.managerName})` : u.account),
    run: (u) => removeRoleUser({ roleId, accountId: u.id }, { silent: true }),
    invalidate: [queryKeys.roleUsers, queryKeys.roles, queryKeys.admins],
  };

  return (
    <ListPage
      title={title ?? t('routes.roleUsers').replace('{roleId}', params.roleId ?? '')}
      label={t('roleUsers.tableLabel')}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={back}>
              <LuArrowLeft /> {t('roleUsers.back')}
            </Link>
          </Button>
          <Can permission="roles.editUsers">
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)} disabled={!valid}>
              <LuUserPlus /> {t('roleUsers.add.button')}
            </Button>
          </Can>
        </>
      }
      list={list}
      filters={[{ type: 'text', name: 'account', label: t('roleUsers.filter.account') }]}
      columns={columns}
      query={valid ? holders : NO_ROLE}
      getRowId={(u) => u.id}
      empty={
        valid
          ? { none: t('roleUsers.empty'), noneHint: canEditUsers ? t('roleUsers.emptyHint') : '', filtered: t('roleUsers.emptyFiltered') }
          : { none: t('roleUsers.invalidRole'), filtered: t('roleUsers.invalidRole') }
      }
      rowActions={(u) => [
        { label: t('roleUsers.action.remove'), icon: <LuTrash2 />, danger: true, hidden: !canEditUsers, onClick: () => setRemoving(u) },
      ]}
      bulkActions={canEditUsers && valid ? [bulkRemove] : []}
    >
      <AddRoleUserDialog open={adding} roleId={roleId} role={role} holders={holderIds} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={t('roleUsers.remove.title')}
        message={t('roleUsers.remove.message', { account: removing?.account ?? '', role })}
        confirmLabel={t('roleUsers.remove.confirm')}
        loading={removeUser.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeUser.mutate({ roleId, role, accountId: removing.id, account: removing.account }, { onSettled: () => setRemoving(null) })
        }
      />
    </ListPage>
  );
}
