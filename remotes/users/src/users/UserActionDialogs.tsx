import { Text } from '@chakra-ui/react';
import type { User } from '@console/contracts';
import { ConfirmDialog, FormDialog, PasswordField, SelectField, TextareaField, TextField, NumberField, useOptions } from '@console/ui';
import { useState } from 'react';
import { useAreaTranslation } from '../i18n';
import {
  useChangeLevel,
  useChangeMarketingLevel,
  useChangeStatus,
  useChangeType,
  useChangeUpline,
  useEditFlowVolume,
  useEditRemark,
  useFreezeAll,
  useMarketingLevels,
  useRemoveUpline,
  useResetPassword,
  useResetWithdrawPassword,
  useUserLevels,
} from './api';
import { FreezeAmountDialog } from './FreezeAmountDialog';
import { userName } from './format';
import { flowVolumeForm, levelForm, passwordForm, remarkForm, statusForm, typeForm, uplineForm } from './forms';
import type { UserActionKind } from './UserActions';
import { UplinePicker } from './UplinePicker';

/** The action chosen and the user it is taken on. */
export interface Opened {
  kind: UserActionKind;
  user: User;
}

/** The dialog of each action on a user: one open at a time, each naming the user; disabling and freezing ask once more. */
export function UserActionDialogs({ opened, onClose }: { opened: Opened | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const user = opened?.user ?? null;
  const name = user ? userName(user) : '';
  const is = (kind: UserActionKind) => opened?.kind === kind;
  const passwordMessages = { password: t('users.validation.password'), confirm: t('users.validation.confirm') };

  const remark = useEditRemark();
  const type = useChangeType();
  const upline = useChangeUpline();
  const removeUpline = useRemoveUpline();
  const status = useChangeStatus();
  const password = useResetPassword();
  const withdrawPassword = useResetWithdrawPassword();
  const level = useChangeLevel();
  const marketingLevel = useChangeMarketingLevel();
  const flowVolume = useEditFlowVolume();
  const freezeAll = useFreezeAll();
  const levels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  // Disabling asks once more, naming the user, after the status was chosen.
  const [disabling, setDisabling] = useState<User | null>(null);

  const levelOptions = (levels.data ?? []).map((l) => ({ value: l.level, label: `${l.level} · ${l.name}` }));
  const marketingOptions = (marketingLevels.data ?? []).map((l) => ({ value: l.level, label: `${l.level} · ${l.name}` }));

  return (
    <>
      <FormDialog
        open={is('remark')}
        onClose={onClose}
        title={t('users.remark.title', { user: name })}
        schema={remarkForm}
        defaultValues={{ site: user?.site ?? '', remark: user?.remark ?? '' }}
        onSubmit={(v) => user && remark.mutateAsync({ user, site: v.site, remark: v.remark })}
      >
        <TextField name="site" label={t('users.field.site')} />
        <TextareaField name="remark" label={t('users.field.remark')} />
      </FormDialog>

      <FormDialog
        open={is('type')}
        onClose={onClose}
        title={t('users.type.title', { user: name })}
        schema={typeForm}
        defaultValues={{ accountType: String(user?.accountType ?? '') }}
        onSubmit={(v) => user && type.mutateAsync({ user, accountType: v.accountType })}
      >
        <SelectField name="accountType" label={t('users.field.accountType')} required options={options.list('accountType')} />
      </FormDialog>

      <FormDialog
        open={is('upline')}
        onClose={onClose}
        title={t('users.upline.title', { user: name })}
        schema={uplineForm}
        defaultValues={{ upLineId: '' }}
        onSubmit={(v) => user && upline.mutateAsync({ user, upLineId: v.upLineId })}
      >
        <Text textStyle="sm" color="fg.muted">
          {user?.parentUserId
            ? t('users.upline.current', {
                upline: user.parentUserName ? `#${user.parentUserId} (${user.parentUserName})` : `#${user.parentUserId}`,
              })
            : t('users.upline.none')}
        </Text>
        <UplinePicker name="upLineId" label={t('users.field.upline')} required exclude={user?.id} />
      </FormDialog>

      <ConfirmDialog
        open={is('removeUpline')}
        destructive
        title={t('users.removeUpline.title')}
        message={t('users.removeUpline.message', { user: name, upline: user?.parentUserId ? `#${user.parentUserId}` : '' })}
        confirmLabel={t('users.removeUpline.confirm')}
        loading={removeUpline.isPending}
        onCancel={onClose}
        onConfirm={() => user && removeUpline.mutate({ user }, { onSettled: onClose })}
      />

      <FormDialog
        open={is('status')}
        onClose={onClose}
        title={t('users.status.title', { user: name })}
        schema={statusForm}
        defaultValues={{ status: String(user?.status ?? '') }}
        onSubmit={(v) => {
          if (!user) return;
          if (v.status === 3 && user.status !== 3) {
            setDisabling(user);
            return;
          }
          return status.mutateAsync({ user, status: v.status });
        }}
      >
        <SelectField name="status" label={t('users.field.status')} required options={options.list('accountStatus')} />
      </FormDialog>
      <ConfirmDialog
        open={disabling !== null}
        destructive
        title={t('users.disable.title')}
        message={t('users.disable.message', { user: disabling ? userName(disabling) : '' })}
        confirmLabel={t('users.disable.confirm')}
        loading={status.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && status.mutate({ user: disabling, status: 3 }, { onSettled: () => setDisabling(null) })}
      />

      <FormDialog
        open={is('password')}
        onClose={onClose}
        title={t('users.password.title', { user: name })}
        schema={passwordForm}
        defaultValues={{ password: '', confirm: '' }}
        fieldMessages={passwordMessages}
        onSubmit={(v) => user && password.mutateAsync({ user, password: v.password })}
      >
        <PasswordField name="password" label={t('users.field.newPassword')} required helperText={t('users.validation.password')} />
        <PasswordField name="confirm" label={t('users.field.confirmPassword')} required />
      </FormDialog>

      <FormDialog
        open={is('withdrawPassword')}
        onClose={onClose}
        title={t('users.withdrawPassword.title', { user: name })}
        schema={passwordForm}
        defaultValues={{ password: '', confirm: '' }}
        fieldMessages={passwordMessages}
        onSubmit={(v) => user && withdrawPassword.mutateAsync({ user, password: v.password })}
      >
        <PasswordField name="password" label={t('users.field.newWithdrawPassword')} required helperText={t('users.validation.password')} />
        <PasswordField name="confirm" label={t('users.field.confirmPassword')} required />
      </FormDialog>

      <FormDialog
        open={is('level')}
        onClose={onClose}
        title={t('users.level.title', { user: name })}
        schema={levelForm}
        defaultValues={{ level: String(user?.userLevel ?? '') }}
        onSubmit={(v) => user && level.mutateAsync({ user, userLevel: v.level })}
      >
        <SelectField name="level" label={t('users.field.userLevel')} required options={levelOptions} />
      </FormDialog>

      <FormDialog
        open={is('marketingLevel')}
        onClose={onClose}
        title={t('users.marketingLevel.title', { user: name })}
        schema={levelForm}
        defaultValues={{ level: String(user?.userMarketingLevel ?? '') }}
        onSubmit={(v) => user && marketingLevel.mutateAsync({ user, userMarketingLevel: v.level })}
      >
        <SelectField name="level" label={t('users.field.marketingLevel')} required options={marketingOptions} />
      </FormDialog>

      <FormDialog
        open={is('flowVolume')}
        onClose={onClose}
        title={t('users.flowVolume.title', { user: name })}
        schema={flowVolumeForm}
        defaultValues={{ direction: 'add', amount: '', remark: '' }}
        fieldMessages={{ amount: t('users.validation.positiveAmount') }}
        onSubmit={(v) =>
          user && flowVolume.mutateAsync({ user, amount: v.direction === 'remove' ? `-${v.amount}` : v.amount, remark: v.remark })
        }
      >
        <SelectField
          name="direction"
          label={t('users.field.direction')}
          required
          options={[
            { value: 'add', label: t('users.flowVolume.add') },
            { value: 'remove', label: t('users.flowVolume.remove') },
          ]}
        />
        <NumberField name="amount" label={t('users.field.amount')} required />
        <TextareaField name="remark" label={t('users.field.remark')} />
      </FormDialog>

      <FreezeAmountDialog user={is('freeze') ? user : null} onClose={onClose} />

      <ConfirmDialog
        open={is('freezeAll') || is('thawAll')}
        destructive={is('freezeAll')}
        title={is('freezeAll') ? t('users.freezeAll.title') : t('users.thawAll.title')}
        message={is('freezeAll') ? t('users.freezeAll.message', { user: name }) : t('users.thawAll.message', { user: name })}
        confirmLabel={is('freezeAll') ? t('users.freezeAll.confirm') : t('users.thawAll.confirm')}
        loading={freezeAll.isPending}
        onCancel={onClose}
        onConfirm={() => user && freezeAll.mutate({ user, direction: is('freezeAll') ? 'freeze' : 'thaw' }, { onSettled: onClose })}
      />
    </>
  );
}
