import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { RoleUser } from '@console/contracts';
import { Can, ConfirmDialog, DataTable, type DataTableColumn, PageHeader, Pagination, useUrlState } from '@console/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { LuArrowLeft, LuTrash2, LuUserPlus } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../../i18n';
import { useAddRoleUser, useAdminCandidates, useRemoveRoleUser, useRoleUsers } from './api';

const NO_FILTERS = {};

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Picks an admin (searched by account) and adds them to the role. */
function AddRoleUserDialog({
  open,
  roleId,
  holders,
  onClose,
}: {
  open: boolean;
  roleId: number;
  holders: Set<number>;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const searchId = useId();
  const pickId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const [touched, setTouched] = useState(false);
  const account = useDebounced(search.trim(), 300);
  const candidates = useAdminCandidates(account, open);
  const addUser = useAddRoleUser();
  const choices = (candidates.data ?? []).filter((admin) => !holders.has(admin.id));

  useEffect(() => {
    if (open) {
      setSearch('');
      setPicked('');
      setTouched(false);
    }
  }, [open]);

  const submit = () => {
    setTouched(true);
    const admin = choices.find((a) => String(a.id) === picked);
    if (!admin) return;
    addUser.mutate({ roleId, accountId: admin.id, account: admin.account }, { onSuccess: onClose });
  };

  return (
    <Dialog.Root
      open={open}
      size="md"
      placement="center"
      lazyMount
      unmountOnExit
      onOpenChange={(e) => !e.open && !addUser.isPending && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('roleUsers.add.title', { roleId })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label htmlFor={searchId}>{t('roleUsers.add.search')}</Field.Label>
                  <Input id={searchId} value={search} onChange={(e) => setSearch(e.currentTarget.value)} autoComplete="off" />
                </Field.Root>
                <Field.Root invalid={touched && !picked} required>
                  <Field.Label htmlFor={pickId}>
                    {t('roleUsers.add.admin')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field id={pickId} value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
                      <option value="">
                        {candidates.isFetching ? t('common.loading') : t('roleUsers.add.choose', { n: choices.length })}
                      </option>
                      {choices.map((admin) => (
                        <option key={admin.id} value={admin.id}>
                          {admin.managerName ? `${admin.account} (${admin.managerName})` : admin.account}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {touched && !picked ? <Field.ErrorText>{t('roleUsers.add.pickOne')}</Field.ErrorText> : null}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={addUser.isPending}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={submit} loading={addUser.isPending}>
                {t('roleUsers.add.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The admins holding one role: add one, remove one. */
export default function RoleUsersPage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const roleId = Number(params.roleId);
  const url = useUrlState(NO_FILTERS);
  const valid = Number.isInteger(roleId) && roleId > 0;
  const list = useRoleUsers({ roleId, pageNum: url.pageNum, pageSize: url.pageSize }, valid);
  const removeUser = useRemoveRoleUser();
  const canEditUsers = useCan('roles.editUsers');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RoleUser | null>(null);

  const columns = useMemo<DataTableColumn<RoleUser>[]>(
    () => [
      { id: 'id', header: t('roleUsers.column.id'), numeric: true, width: '72px' },
      { id: 'account', header: t('roleUsers.column.account'), cell: (u) => <Text fontWeight="medium">{u.account}</Text> },
      { id: 'managerName', header: t('roleUsers.column.name') },
    ],
    [t],
  );
  const holders = useMemo(() => new Set((list.data?.records ?? []).map((u) => u.id)), [list.data]);
  const back = `/backstage-management/permission-settings/${params.tabName ?? 'role-list'}`;

  return (
    <>
      <PageHeader
        title={t('routes.roleUsers').replace('{roleId}', params.roleId ?? '')}
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
      />
      <DataTable
        label={t('roleUsers.tableLabel')}
        columns={columns}
        data={valid ? list.data?.records : undefined}
        getRowId={(u) => u.id}
        loading={valid && list.isFetching}
        error={valid ? list.error : undefined}
        onRetry={() => list.refetch()}
        emptyTitle={valid ? t('roleUsers.empty') : t('roleUsers.invalidRole')}
        emptyDescription={valid && canEditUsers ? t('roleUsers.emptyHint') : ''}
        rowActions={(u) => [
          { label: t('roleUsers.action.remove'), icon: <LuTrash2 />, danger: true, hidden: !canEditUsers, onClick: () => setRemoving(u) },
        ]}
      />
      <Pagination
        total={list.data?.total ?? 0}
        pageNum={url.pageNum}
        pageSize={url.pageSize}
        onPageChange={url.setPage}
        onPageSizeChange={url.setPageSize}
      />
      <AddRoleUserDialog open={adding} roleId={roleId} holders={holders} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={t('roleUsers.remove.title')}
        message={t('roleUsers.remove.message', { account: removing?.account ?? '', roleId })}
        confirmLabel={t('roleUsers.remove.confirm')}
        loading={removeUser.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeUser.mutate({ roleId, accountId: removing.id, account: removing.account }, { onSettled: () => setRemoving(null) })
        }
      />
    </>
  );
}
