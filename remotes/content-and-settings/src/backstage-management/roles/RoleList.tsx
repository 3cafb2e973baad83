import { Button, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { Role } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FilterBar,
  FormDialog,
  PagedTable,
  TextareaField,
  TextField,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuKeySquare, LuPencil, LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../../i18n';
import { useAddRole, useDeleteRole, useEditRole, useRoleList } from './api';
import { type RoleFormInput, roleForm } from './forms';
import { PermissionTreeDrawer } from './PermissionTreeDrawer';

const FILTER_DEFAULTS = { name: '' };

export function roleUsersPath(roleId: number): string {
  return `/backstage-management/permission-settings/role-list/user-list/${roleId}`;
}

export function RoleList() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useRoleList({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters) });
  const addRole = useAddRole();
  const editRole = useEditRole();
  const deleteRole = useDeleteRole();
  const canAdd = useCan('roles.add');
  const canEdit = useCan('roles.edit');
  const canDelete = useCan('roles.delete');

  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<Role | null>(null);

  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      { id: 'id', header: t('roles.column.id'), numeric: true, width: '72px' },
      { id: 'name', header: t('roles.column.name'), cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
      { id: 'remark', header: t('roles.column.remark') },
      { id: 'userCount', header: t('roles.column.users'), numeric: true },
      { id: 'createDate', header: t('roles.column.created'), cell: (r) => <DateText value={r.createDate} /> },
      { id: 'updateDate', header: t('roles.column.updated'), cell: (r) => <DateText value={r.updateDate} /> },
    ],
    [t],
  );
  const filtered = Boolean(url.filters.name);
  const emptyDefaults: RoleFormInput = { roleName: '', remark: '' };

  return (
    <>
      {canAdd ? (
        <Flex justify="flex-end" mb="3">
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <LuPlus /> {t('roles.add.button')}
          </Button>
        </Flex>
      ) : null}
      <FilterBar state={url} fields={[{ type: 'text', name: 'name', label: t('roles.filter.name') }]} />
      <PagedTable
        query={list}
        paging={url}
        label={t('roles.tableLabel')}
        columns={columns}
        getRowId={(r) => r.id}
        emptyTitle={filtered ? t('roles.empty.filtered') : t('roles.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : undefined}
        rowActions={(r) => [
          { label: t('roles.action.users'), icon: <LuUsers />, onClick: () => navigate(roleUsersPath(r.id)) },
          { label: t('roles.action.permissions'), icon: <LuKeySquare />, onClick: () => setPermissionsOf(r) },
          { label: t('roles.action.rename'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setRenaming(r) },
          { label: t('roles.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(r) },
        ]}
      />

      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
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
