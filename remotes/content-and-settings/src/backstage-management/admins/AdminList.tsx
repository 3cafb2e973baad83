import { Badge, Button, Flex, Text, Wrap } from '@chakra-ui/react';
import { session, useCan } from '@console/client';
import type { AdminManager } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FilterBar,
  OptionBadge,
  PagedTable,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuKeyRound, LuPencil, LuPlus, LuShieldCheck, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { AddAdminDrawer, EditAdminDrawer } from './AdminFormDrawers';
import { AssignRolesDialog } from './AssignRolesDialog';
import { type AdminListQuery, useAdminList, useAllRoles, useDeleteAdmin } from './api';
import { RotateAuthenticatorDialog } from './RotateAuthenticatorDialog';

const FILTER_DEFAULTS = { account: '', id: '', roleId: '', status: '' };

export function AdminList() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const query: AdminListQuery = {
    pageNum: url.pageNum,
    pageSize: url.pageSize,
    ...toRequestParams(url.filters, ['id', 'roleId', 'status']),
  };
  const list = useAdminList(query);
  const roles = useAllRoles();
  const deleteAdmin = useDeleteAdmin();

  const canAdd = useCan('admins.add');
  const canEdit = useCan('admins.edit');
  const canDelete = useCan('admins.delete');
  const canRotate = useCan('admins.rotateAuthenticator');
  const canAssign = useCan('admins.assignRoles');
  const ownId = session.getManager()?.id;

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminManager | null>(null);
  const [deleting, setDeleting] = useState<AdminManager | null>(null);
  const [rotating, setRotating] = useState<AdminManager | null>(null);
  const [assigning, setAssigning] = useState<AdminManager | null>(null);

  const columns = useMemo<DataTableColumn<AdminManager>[]>(
    () => [
      { id: 'id', header: t('admins.column.id'), numeric: true, width: '72px' },
      { id: 'account', header: t('admins.column.account'), cell: (a) => <Text fontWeight="medium">{a.account}</Text> },
      { id: 'managerName', header: t('admins.column.name') },
      {
        id: 'roles',
        header: t('admins.column.roles'),
        cell: (a) =>
          a.roleNames.length ? (
            <Wrap gap="1">
              {a.roleNames.map((name, i) => (
                <Badge
                  key={`${name}-${a.roleIds[i]}`}
                  variant={i === 0 ? 'solid' : 'outline'}
                  colorPalette="brand"
                  title={i === 0 ? t('admins.primaryRole') : undefined}
                >
                  {name}
                </Badge>
              ))}
            </Wrap>
          ) : (
            <Text color="fg.subtle">{t('admins.noRole')}</Text>
          ),
      },
      { id: 'status', header: t('admins.column.status'), cell: (a) => <OptionBadge name="adminStatus" value={a.status} /> },
      { id: 'locked', header: t('admins.column.locked'), cell: (a) => <OptionBadge name="lockStatus" value={a.locked} /> },
      {
        id: 'loginIp',
        header: t('admins.column.loginIp'),
        cell: (a) =>
          a.loginIp ? (
            <Flex direction="column">
              <Text fontFamily="mono" textStyle="xs">
                {a.loginIp}
              </Text>
              {a.loginArea ? (
                <Text textStyle="xs" color="fg.muted">
                  {a.loginArea}
                </Text>
              ) : null}
            </Flex>
          ) : (
            <Text color="fg.subtle">—</Text>
          ),
      },
      { id: 'loginDate', header: t('admins.column.lastLogin'), cell: (a) => <DateText value={a.loginDate} /> },
      { id: 'createDate', header: t('admins.column.created'), cell: (a) => <DateText value={a.createDate} /> },
    ],
    [t],
  );

  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const filtered = Object.values(url.filters).some(Boolean);

  return (
    <>
      {canAdd ? (
        <Flex justify="flex-end" mb="3">
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <LuPlus /> {t('admins.add.button')}
          </Button>
        </Flex>
      ) : null}
      <FilterBar
        state={url}
        fields={[
          { type: 'text', name: 'account', label: t('admins.filter.account') },
          { type: 'number', name: 'id', label: t('admins.filter.id') },
          { type: 'select', name: 'roleId', label: t('admins.filter.role'), options: roleOptions },
          { type: 'option', name: 'status', label: t('admins.filter.status'), optionName: 'adminStatus' },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('admins.tableLabel')}
        columns={columns}
        getRowId={(a) => a.id}
        emptyTitle={filtered ? t('admins.empty.filtered') : t('admins.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : undefined}
        rowActions={(a) => [
          { label: t('admins.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(a) },
          { label: t('admins.action.assignRoles'), icon: <LuShieldCheck />, hidden: !canAssign, onClick: () => setAssigning(a) },
          { label: t('admins.action.rotate'), icon: <LuKeyRound />, hidden: !canRotate, onClick: () => setRotating(a) },
          {
            label: t('admins.action.delete'),
            icon: <LuTrash2 />,
            danger: true,
            hidden: !canDelete || a.id === ownId,
            onClick: () => setDeleting(a),
          },
        ]}
      />

      <AddAdminDrawer open={adding} onClose={() => setAdding(false)} />
      <EditAdminDrawer admin={editing} onClose={() => setEditing(null)} />
      <AssignRolesDialog admin={assigning} onClose={() => setAssigning(null)} />
      <RotateAuthenticatorDialog admin={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('admins.delete.title')}
        message={t('admins.delete.message', { account: deleting?.account ?? '' })}
        confirmLabel={t('admins.delete.confirm')}
        loading={deleteAdmin.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleteAdmin.mutate({ id: deleting.id, account: deleting.account }, { onSettled: () => setDeleting(null) })
        }
      />
    </>
  );
}
