import { Badge, Flex, Text, Wrap } from '@chakra-ui/react';
import { session, useCan } from '@console/client';
import type { AdminManager } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  formatDateTime,
  ListBody,
  OptionBadge,
  useAdminTimeZone,
  useList,
  useOptions,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuKeyRound, LuPencil, LuShieldCheck, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { useAreaLabel } from '../common/area';
import { AddAdminDrawer, EditAdminDrawer } from './AdminFormDrawers';
import { AssignRolesDialog } from './AssignRolesDialog';
import { adminsList, useAdminList, useAllRoles, useDeleteAdmin } from './api';
import { RotateAuthenticatorDialog } from './RotateAuthenticatorDialog';

export interface AdminListProps {
  /** The page header's "Add administrator" was pressed: the add drawer is open. */
  adding: boolean;
  onAddingClose: () => void;
}

/** The administrators tab: a row opens the administrator's edit drawer. */
export function AdminList({ adding, onAddingClose }: AdminListProps) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const areaLabel = useAreaLabel();
  const zone = useAdminTimeZone();
  const list = useList(adminsList.key, adminsList.defaults, adminsList.optionsFor());
  const admins = useAdminList(list.request);
  const roles = useAllRoles();
  const deleteAdmin = useDeleteAdmin();

  const canEdit = useCan('admins.edit');
  const canDelete = useCan('admins.delete');
  const canRotate = useCan('admins.rotateAuthenticator');
  const canAssign = useCan('admins.assignRoles');
  const ownId = session.getManager()?.id;

  const [editing, setEditing] = useState<AdminManager | null>(null);
  const [deleting, setDeleting] = useState<AdminManager | null>(null);
  const [rotating, setRotating] = useState<AdminManager | null>(null);
  const [assigning, setAssigning] = useState<AdminManager | null>(null);

  const columns = useMemo<DataTableColumn<AdminManager>[]>(
    () => [
      { id: 'id', header: t('admins.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'account',
        header: t('admins.column.account'),
        width: '140px',
        pin: 'left',
        cell: (a) => <Text fontWeight="medium">{a.account}</Text>,
      },
      { id: 'managerName', header: t('admins.column.name') },
      {
        id: 'roles',
        header: t('admins.column.roles'),
        exportValue: (a) => a.roleNames.join(', '),
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
      {
        id: 'status',
        header: t('admins.column.status'),
        exportValue: (a) => options.label('adminStatus', a.status),
        cell: (a) => <OptionBadge name="adminStatus" value={a.status} />,
      },
      {
        id: 'locked',
        header: t('admins.column.locked'),
        exportValue: (a) => options.label('lockStatus', a.locked),
        cell: (a) => <OptionBadge name="lockStatus" value={a.locked} />,
      },
      {
        id: 'loginIp',
        header: t('admins.column.loginIp'),
        exportValue: (a) => [a.loginIp, areaLabel(a.loginArea)].filter(Boolean).join(' · ') || null,
        cell: (a) =>
          a.loginIp ? (
            <Flex direction="column">
              <Text fontFamily="mono" textStyle="xs">
                {a.loginIp}
              </Text>
              {a.loginArea ? (
                <Text textStyle="xs" color="fg.muted">
                  {areaLabel(a.loginArea)}
                </Text>
              ) : null}
            </Flex>
          ) : (
            <Text color="fg.subtle">—</Text>
          ),
      },
      {
        id: 'loginDate',
        header: t('admins.column.lastLogin'),
        dates: true,
        exportValue: (a) => formatDateTime(a.loginDate, zone) || null,
        cell: (a) => <DateText value={a.loginDate} />,
      },
      {
        id: 'createDate',
        header: t('admins.column.created'),
        dates: true,
        // The last sign-in is what an audit of staff looks at; the creation date is one tick away.
        hiddenByDefault: true,
        exportValue: (a) => formatDateTime(a.createDate, zone),
        cell: (a) => <DateText value={a.createDate} />,
      },
    ],
    [t, options, areaLabel, zone],
  );

  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <>
      <ListBody
        list={list}
        label={t('admins.tableLabel')}
        filters={[
          { type: 'text', name: 'account', label: t('admins.filter.account') },
          { type: 'select', name: 'roleId', label: t('admins.filter.role'), options: roleOptions },
          { type: 'option', name: 'status', label: t('admins.filter.status'), optionName: 'adminStatus' },
          { type: 'number', name: 'id', label: t('admins.filter.id') },
        ]}
        primaryFilters={3}
        columns={columns}
        query={admins}
        getRowId={(a) => a.id}
        empty={{ filtered: t('admins.empty.filtered'), none: t('admins.empty.none') }}
        onRowClick={canEdit ? setEditing : undefined}
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

      <AddAdminDrawer open={adding} onClose={onAddingClose} />
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
