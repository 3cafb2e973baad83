import { Text } from '@chakra-ui/react';
import { ConfirmDialog, FormDialog, SelectField, TextareaField, TextField, useOptions } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { useChangeType, useChangeUpline, useEditRemark, useRemoveUpline } from '../api';
import { userName } from '../format';
import { remarkForm, typeForm, uplineForm } from '../forms';
import { UplinePicker } from '../UplinePicker';
import type { UserActionDialogProps } from './types';

/** The user's site and remark, as staff note them. */
export function RemarkDialog({ user, onClose }: UserActionDialogProps) {
  const { t } = useAreaTranslation();
  const remark = useEditRemark();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('users.remark.title', { user: userName(user) })}
      schema={remarkForm}
      defaultValues={{ site: user.site ?? '', remark: user.remark ?? '' }}
      onSubmit={(v) => remark.mutateAsync({ user, site: v.site, remark: v.remark })}
    >
      <TextField name="site" label={t('users.field.site')} />
      <TextareaField name="remark" label={t('users.field.remark')} />
    </FormDialog>
  );
}

export function AccountTypeDialog({ user, onClose }: UserActionDialogProps) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const type = useChangeType();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('users.type.title', { user: userName(user) })}
      schema={typeForm}
      defaultValues={{ accountType: String(user.accountType ?? '') }}
      onSubmit={(v) => type.mutateAsync({ user, accountType: v.accountType })}
    >
      <SelectField name="accountType" label={t('users.field.accountType')} required options={options.list('accountType')} />
    </FormDialog>
  );
}

/** Moves the user under another upline, saying which one it has now. */
export function UplineDialog({ user, onClose }: UserActionDialogProps) {
  const { t } = useAreaTranslation();
  const upline = useChangeUpline();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('users.upline.title', { user: userName(user) })}
      schema={uplineForm}
      defaultValues={{ upLineId: '' }}
      onSubmit={(v) => upline.mutateAsync({ user, upLineId: v.upLineId })}
    >
      <Text textStyle="sm" color="fg.muted">
        {user.parentUserId
          ? t('users.upline.current', {
              upline: user.parentUserName ? `#${user.parentUserId} (${user.parentUserName})` : `#${user.parentUserId}`,
            })
          : t('users.upline.none')}
      </Text>
      <UplinePicker name="upLineId" label={t('users.field.upline')} required exclude={user.id} />
    </FormDialog>
  );
}

export function RemoveUplineDialog({ user, onClose }: UserActionDialogProps) {
  const { t } = useAreaTranslation();
  const removeUpline = useRemoveUpline();
  return (
    <ConfirmDialog
      open
      destructive
      title={t('users.removeUpline.title')}
      message={t('users.removeUpline.message', { user: userName(user), upline: user.parentUserId ? `#${user.parentUserId}` : '' })}
      confirmLabel={t('users.removeUpline.confirm')}
      loading={removeUpline.isPending}
      onCancel={onClose}
      onConfirm={() => removeUpline.mutate({ user }, { onSettled: onClose })}
    />
  );
}
