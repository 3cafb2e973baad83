import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { Role } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FormDialog,
  formatDateTime,
  ListBody,
  TextareaField,
  TextField,
  useAdminTimeZone,
  useList,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuKeySquare, LuPencil, LuTrash2, LuUsers } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../../i18n';
import { rolesList, useAddRole, useDeleteRole, useEditRole, useRoleList } from './api';
import { type RoleFormInput, roleForm } from './forms';
import { PermissionTreeDrawer } from './PermissionTreeDrawer';
import { LongText } from '../common/LongText';

export function roleUsersPath(roleId: number): string {
  return `/backstage-management/permission-settings/role-list/user-list/${roleId}`;
}

export interface RoleListProps {
  /** The page header's "Add role" was pressed: the add dialog is open. */
  adding: boolean;
  onAddingClose: () => void;
}

/** The roles tab: a row opens the role's permissions, what a role is about. */
export function RoleList({ adding, onAddingClose }: RoleListProps) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const zone = useAdminTimeZone();
  const list = useList(rolesList.key, rolesList.defaults);
  const roles = useRoleList(list.request);
  const addRole = useAddRole();
  const editRole = useEditRole();
  const deleteRole = useDeleteRole();
  const canEdit = useCan('roles.edit');
  const canDelete = useCan('roles.delete');

  const [renaming, setRenaming] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<Role | null>(null);

  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      { id: 'id', header: t('roles.column.id'), numeric: true, width: '72px', pin: 'left' },
      { id: 'name', header: t('roles.column.name'), width: '200px', pin: 'left', cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
      { id: 'remark', header: t('roles.column.remark'), cell: (r) => <LongText text={r.remark} /> },
      { id: 'userCount', header: t('roles.column.users'), numeric: true },
      {
        id: 'createDate',
        header: t('roles.column.created'),
        dates: true,
        exportValue: (r) => formatDateTime(r.createDate, zone),
        cell: (r) => <DateText value={r.createDate} />,
      },
      {
        id: 'updateDate',
        header: t('roles.column.updated'),
        dates: true,
        exportValue: (r) => formatDateTime(r.updateDate, zone),
        cell: (r) => <DateText value={r.updateDate} />,
      },
    ],
    [t, zone],
  );
  const emptyDefaults: RoleFormInput = { roleName: '', remark: '' };

  return (
    <>
      <ListBody
        list={list}
        label={t('roles.tableLabel')}
        filters={[{ type: 'text', name: 'name', label: t('roles.filter.name') }]}
        columns={columns}
        query={roles}
        getRowId={(r) => r.id}
        empty={{ filtered: t('roles.empty.filtered'), none: t('roles.empty.none') }}
        onRowClick={setPermissionsOf}
        rowActions={(r) => [
          { label: t('roles.action.users'), icon: <LuUsers />, onClick: () => navigate(roleUsersPath(r.id)) },
          { label: t('roles.action.permissions'), icon: <LuKeySquare />, onClick: () => setPermissionsOf(r) },
          { label: t('roles.action.rename'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setRenaming(r) },
          { label: t('roles.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(r) },
        ]}
      />

      <FormDialog
        open={adding}
        onClose={onAddingClose}
        title={t('roles.add.title')}
        submitLabel={t('roles.add.submit')}
        schema={roleForm}
        defaultValues={emptyDefaults}
        onSubmit={(values) => addRole.mutateAsync(values)}
      >
        <TextField name="roleName" label={t('roles.field.name')} required />
        <TextareaField name="remark" label={t('roles.field.remark')} />
      </FormDialog>
      <FormDialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('roles.rename.title', { name: renaming?.name ?? '' })}
        schema={roleForm}
        defaultValues={{ roleName: renaming?.name ?? '', remark: renaming?.remark ?? '' }}
        onSubmit={(values) => (renaming ? editRole.mutateAsync({ id: renaming.id, ...values }) : undefined)}
      >
        <TextField name="roleName" label={t('roles.field.name')} required />
        <TextareaField name="remark" label={t('roles.field.remark')} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('roles.delete.title')}
        message={t('roles.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('roles.delete.confirm')}
        loading={deleteRole.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteRole.mutate({ id: deleting.id, name: deleting.name }, { onSettled: () => setDeleting(null) })}
      />
      <PermissionTreeDrawer role={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </>
  );
}
