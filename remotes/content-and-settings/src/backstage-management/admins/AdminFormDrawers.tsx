import type { AdminManager, AuthenticatorRotation } from '@console/contracts';
import { FieldRow, FormDrawer, PasswordField, SelectField, SwitchField, TextField } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { type AdminEditBody, useAddAdmin, useAllRoles, useEditAdmin } from './api';
import { AuthenticatorSecretDialog } from './RotateAuthenticatorDialog';
import { type AdminAddInput, type AdminEditInput, type AdminEditOutput, adminAddForm, adminEditForm, timeZoneOptions } from './forms';

function useRoleOptions(enabled: boolean) {
  const roles = useAllRoles(enabled);
  return (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
}

export function AddAdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const addAdmin = useAddAdmin();
  const roleOptions = useRoleOptions(open);
  const zones = useMemo(timeZoneOptions, []);
  const [handover, setHandover] = useState<AuthenticatorRotation | null>(null);
  const defaults: AdminAddInput = { account: '', password: '', roleId: '', managerName: '', salesAccount: '', timeZone: '' };
  return (
    <>
      <FormDrawer
        open={open}
        onClose={onClose}
        title={t('admins.add.title')}
        submitLabel={t('admins.add.submit')}
        schema={adminAddForm}
        defaultValues={defaults}
        fieldMessages={{ account: t('admins.validation.account'), password: t('admins.validation.password') }}
        onSubmit={async (values) => {
          const added = await addAdmin.mutateAsync(values);
          setHandover(added.authenticator);
        }}
      >
        <TextField name="account" label={t('admins.field.account')} required autoComplete="off" />
        <PasswordField name="password" label={t('admins.field.password')} required helperText={t('admins.validation.password')} />
        <SelectField name="roleId" label={t('admins.field.role')} required options={roleOptions} />
        <FieldRow>
          <TextField name="managerName" label={t('admins.field.name')} />
          <TextField name="salesAccount" label={t('admins.field.salesAccount')} />
        </FieldRow>
        <SelectField name="timeZone" label={t('admins.field.timeZone')} options={zones} placeholder={t('admins.field.timeZoneBrowser')} />
      </FormDrawer>
      <AuthenticatorSecretDialog
        secret={handover}
        title={t('admins.add.secretTitle', { account: handover?.account ?? '' })}
        onClose={() => setHandover(null)}
      />
    </>
  );
}

/** Only what changed is sent: an unchanged role or lock must not end the admin's sessions. */
function changedFields(values: AdminEditOutput, admin: AdminManager): AdminEditBody {
  const body: AdminEditBody = {};
  if (values.roleId !== undefined && values.roleId !== admin.roleId) body.roleId = values.roleId;
  if ((values.managerName ?? null) !== (admin.managerName ?? null)) body.managerName = values.managerName ?? '';
  const sales = values.salesAccount ? values.salesAccount : null;
  if (sales !== (admin.salesAccount || null)) body.salesAccount = sales;
  if ((values.timeZone ?? null) !== (admin.timeZone ?? null)) body.timeZone = values.timeZone ?? '';
  if (values.status !== undefined && values.status !== admin.status) body.status = values.status;
  if (values.locked !== undefined && values.locked !== admin.locked) body.locked = values.locked;
  if (values.password) body.password = values.password;
  return body;
}

export function EditAdminDrawer({ admin, onClose }: { admin: AdminManager | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const editAdmin = useEditAdmin();
  const open = admin !== null;
  const roleOptions = useRoleOptions(open);
  const zones = useMemo(timeZoneOptions, []);
  const defaults: AdminEditInput = {
    roleId: admin?.roleId ? String(admin.roleId) : '',
    managerName: admin?.managerName ?? '',
    salesAccount: admin?.salesAccount ?? '',
    timeZone: admin?.timeZone ?? '',
    status: admin?.status ?? 1,
    locked: admin?.locked ?? 0,
    password: '',
  };
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('admins.edit.title', { account: admin?.account ?? '' })}
      schema={adminEditForm}
      defaultValues={defaults}
      fieldMessages={{ password: t('admins.validation.password') }}
      onSubmit={async (values) => {
        if (!admin) return;
        const body = changedFields(values, admin);
        if (Object.keys(body).length === 0) return;
        await editAdmin.mutateAsync({ id: admin.id, account: admin.account, body });
      }}
    >
      <SelectField
        name="roleId"
        label={t('admins.field.primaryRole')}
        required
        options={roleOptions}
        helperText={t('admins.edit.primaryRoleHelp')}
      />
      <FieldRow>
        <TextField name="managerName" label={t('admins.field.name')} />
        <TextField name="salesAccount" label={t('admins.field.salesAccount')} />
      </FieldRow>
      <SelectField name="timeZone" label={t('admins.field.timeZone')} options={zones} placeholder={t('admins.field.timeZoneBrowser')} />
      <SwitchField name="status" numeric label={t('admins.field.enabled')} helperText={t('admins.edit.statusHelp')} />
      <SwitchField name="locked" numeric label={t('admins.field.locked')} helperText={t('admins.edit.lockedHelp')} />
      <PasswordField name="password" label={t('admins.field.newPassword')} helperText={t('admins.edit.passwordHelp')} />
    </FormDrawer>
  );
}
