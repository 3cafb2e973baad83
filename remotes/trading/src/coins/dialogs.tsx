import { Text } from '@chakra-ui/react';
import type { Coin } from '@console/contracts/schemas/trading-coins';
import { FieldRow, FormDialog, NumberField, SwitchField, TextField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { ImageField } from '../lists/ImageField';
import { useAddCoin, useChangeCoinIcon, useEditCoin } from './api';

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalWhole = z.union([z.literal('').transform(() => undefined), whole(0, 100000)]).optional();
const image = z.instanceof(File, { message: 'image' });

const addForm = z.object({
  name: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,15}$/)),
  fullName: z.string().trim().min(1).max(60),
  decimals: whole(0, 18),
  sort: optionalWhole,
  icon: image,
});

/** Adds a coin with its icon (both in one call: a refused form stores no file). */
export function AddCoinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const add = useAddCoin();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('coins.add.title')}
      schema={addForm}
      defaultValues={{ name: '', fullName: '', decimals: '8', sort: '', icon: null } as never}
      fieldMessages={{ name: t('coins.validation.code'), icon: t('common.image.required') }}
      onSubmit={(v) => add.mutateAsync(v)}
    >
      <FieldRow>
        <TextField name="name" label={t('coins.field.code')} helperText={t('coins.field.codeHint')} required />
        <TextField name="fullName" label={t('coins.field.fullName')} required />
      </FieldRow>
      <FieldRow>
        <NumberField name="decimals" integer label={t('coins.field.decimals')} helperText={t('coins.field.decimalsHint')} required />
        <NumberField name="sort" integer label={t('coins.field.sort')} helperText={t('coins.field.sortHint')} />
      </FieldRow>
      <ImageField name="icon" label={t('coins.field.icon')} required />
    </FormDialog>
  );
}

const editForm = z.object({
  fullName: z.string().trim().min(1).max(60),
  sort: whole(0, 100000),
  display: z.number().int(),
  supportTransfer: z.number().int(),
  depositWithdrawal: z.number().int(),
});

/** Edits what a coin may do (shown to users, transfers, deposits and withdrawals), its full name and order. */
export function EditCoinDialog({ coin, onClose }: { coin: Coin | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const edit = useEditCoin();
  return (
    <FormDialog
      open={coin !== null}
      onClose={onClose}
      title={t('coins.edit.title', { code: coin?.code ?? '' })}
      schema={editForm}
      defaultValues={
        {
          fullName: coin?.fullName ?? '',
          sort: String(coin?.sort ?? 0),
          display: coin?.display ?? 1,
          supportTransfer: coin?.supportTransfer ?? 0,
          depositWithdrawal: coin?.supportDepositWithDrawal ?? 0,
        } as never
      }
      onSubmit={(v) => edit.mutateAsync({ id: coin!.id, ...v })}
    >
      <FieldRow>
        <TextField name="fullName" label={t('coins.field.fullName')} required />
        <NumberField name="sort" integer label={t('coins.field.sort')} required />
      </FieldRow>
      <SwitchField name="display" numeric label={t('coins.field.display')} helperText={t('coins.field.displayHint')} />
      <SwitchField name="supportTransfer" numeric label={t('coins.field.transfer')} />
      <SwitchField name="depositWithdrawal" numeric label={t('coins.field.depositWithdrawal')} />
      <Text textStyle="sm" color="fg.muted">
        {t('coins.edit.decimalsFixed', { decimals: coin?.decimals ?? 0 })}
      </Text>
    </FormDialog>
  );
}

const iconForm = z.object({ icon: image });

/** Replaces a coin's icon. */
export function ChangeIconDialog({ coin, onClose }: { coin: Coin | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const change = useChangeCoinIcon();
  return (
    <FormDialog
      open={coin !== null}
      onClose={onClose}
      title={t('coins.icon.title', { code: coin?.code ?? '' })}
      schema={iconForm}
      defaultValues={{ icon: null } as never}
      fieldMessages={{ icon: t('common.image.required') }}
      onSubmit={(v) => change.mutateAsync({ id: coin!.id, icon: v.icon })}
    >
      <ImageField name="icon" label={t('coins.field.icon')} current={coin?.logo} required />
    </FormDialog>
  );
}
