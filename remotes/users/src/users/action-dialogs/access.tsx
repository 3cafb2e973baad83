import { ConfirmDialog, FormDialog, PasswordField, SelectField, useOptions } from '@console/ui';
import { useRef, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { useChangeStatus, useResetPassword, useResetWithdrawPassword } from '../api';
import { userName } from '../format';
import { passwordForm, statusForm } from '../forms';
import type { UserActionDialogProps } from './types';

/** The account's status; disabling asks once more, naming the user, after it was chosen. */
export function StatusDialog({ user, onClose }: UserActionDialogProps) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const status = useChangeStatus();
  const [disabling, setDisabling] = useState(false);
  // The form closes itself once its submit resolves: when that submit only asked to disable, the action goes on.
  const asking = useRef(false);
  return (
    <>
      <FormDialog
        open={!disabling}
        onClose={() => !asking.current && onClose()}
        title={t('users.status.title', { user: userName(user) })}
        schema={statusForm}
        defaultValues={{ status: String(user.status ?? '') }}
        onSubmit={(v) => {
          if (v.status === 3 && user.status !== 3) {
            asking.current = true;
            setDisabling(true);
            return;
          }
          return status.mutateAsync({ user, status: v.status });
        }}
      >
        <SelectField name="status" label={t('users.field.status')} required options={options.list('accountStatus')} />
      </FormDialog>
      <ConfirmDialog
        open={disabling}
        destructive
        title={t('users.disable.title')}
        message={t('users.disable.message', { user: userName(user) })}
        confirmLabel={t('users.disable.confirm')}
        loading={status.isPending}
        onCancel={onClose}
        onConfirm={() => status.mutate({ user, status: 3 }, { onSettled: onClose })}
      />
    </>
  );
}

/** A new sign-in password, or (`withdraw`) a new withdrawal password, typed twice. */
export function PasswordDialog({ user, onClose, withdraw = false }: UserActionDialogProps & { withdraw?: boolean }) {
  const { t } = useAreaTranslation();
  const password = useResetPassword();
  const withdrawPassword = useResetWithdrawPassword();
  const reset = withdraw ? withdrawPassword : password;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(withdraw ? 'users.withdrawPassword.title' : 'users.password.title', { user: userName(user) })}
      schema={passwordForm}
      defaultValues={{ password: '', confirm: '' }}
      fieldMessages={{ password: t('users.validation.password'), confirm: t('users.validation.confirm') }}
      onSubmit={(v) => reset.mutateAsync({ user, password: v.password })}
    >
      <PasswordField
        name="password"
        label={t(withdraw ? 'users.field.newWithdrawPassword' : 'users.field.newPassword')}
        required
        helperText={t('users.validation.password')}
      />
      <PasswordField name="confirm" label={t('users.field.confirmPassword')} required />
    </FormDialog>
  );
}
