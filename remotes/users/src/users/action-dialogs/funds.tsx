import { ConfirmDialog, FormDialog, NumberField, SelectField, TextareaField } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { useEditFlowVolume, useFreezeAll } from '../api';
import { userName } from '../format';
import { flowVolumeForm } from '../forms';
import type { UserActionDialogProps } from './types';

/** Adds to or removes from the user's flow volume, always typed as a positive amount. */
export function FlowVolumeDialog({ user, onClose }: UserActionDialogProps) {
  const { t } = useAreaTranslation();
  const flowVolume = useEditFlowVolume();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('users.flowVolume.title', { user: userName(user) })}
      schema={flowVolumeForm}
      defaultValues={{ direction: 'add', amount: '', remark: '' }}
      fieldMessages={{ amount: t('users.validation.positiveAmount') }}
      onSubmit={(v) => flowVolume.mutateAsync({ user, amount: v.direction === 'remove' ? `-${v.amount}` : v.amount, remark: v.remark })}
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
  );
}

/** Freezes every wallet of the user (`thaw`: gives back all staff froze), after naming the user. */
export function FreezeAllDialog({ user, onClose, thaw = false }: UserActionDialogProps & { thaw?: boolean }) {
  const { t } = useAreaTranslation();
  const freezeAll = useFreezeAll();
  const words = thaw ? 'users.thawAll' : 'users.freezeAll';
  return (
    <ConfirmDialog
      open
      destructive={!thaw}
      title={t(`${words}.title`)}
      message={t(`${words}.message`, { user: userName(user) })}
      confirmLabel={t(`${words}.confirm`)}
      loading={freezeAll.isPending}
      onCancel={onClose}
      onConfirm={() => freezeAll.mutate({ user, direction: thaw ? 'thaw' : 'freeze' }, { onSettled: onClose })}
    />
  );
}
