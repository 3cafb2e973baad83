import { Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type WithdrawalSetting, type WithdrawalSettingAddInput, withdrawalSettingAdd } from '@console/contracts';
import { CoinAmount, type DataTableColumn, FieldRow, formatDecimal, NumberField, SwitchField } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { useDeleteWithdrawalSetting, useSaveWithdrawalSetting, useWithdrawalSettings } from './api';
import { CoinSettingsTable } from './CoinSettingsTable';
import { FlagBadge, OptionalAmount } from './components';
import type { SettingsTabName } from './paths';

/** The form's values (the setting's id is added on submit: the form edits the same fields as it adds). */
function formValues(s: WithdrawalSetting | null): WithdrawalSettingAddInput {
  if (!s) {
    return {
      coinId: '',
      isWithdrawalAllowed: 1,
      withdrawalFeePercentage: '0',
      withdrawalFeeAmount: '0',
      minWithdrawalAmount: '0',
      maxWithdrawalAmount: '',
      dualApprovalAmount: '',
      clientOrder: 0,
    };
  }
  return {
    coinId: s.coinId,
    isWithdrawalAllowed: s.isWithdrawalAllowed,
    withdrawalFeePercentage: s.withdrawalFeePercentage,
    withdrawalFeeAmount: s.withdrawalFeeAmount,
    minWithdrawalAmount: s.minWithdrawalAmount,
    maxWithdrawalAmount: s.maxWithdrawalAmount ?? '',
    dualApprovalAmount: s.dualApprovalAmount ?? '',
    clientOrder: s.clientOrder,
  };
}

/** Withdrawal fees, limits and permission of each coin, and the way to its blockchains. */
export function WithdrawalSettingsTab({ tabName }: { tabName: SettingsTabName }) {
  const { t } = useAreaTranslation();
  const canManage = useCan('financeSettings.withdrawalChannels');
  const list = useWithdrawalSettings();
  const save = useSaveWithdrawalSetting();
  const remove = useDeleteWithdrawalSetting();

  const columns = useMemo<DataTableColumn<WithdrawalSetting>[]>(
    () => [
      {
        id: 'allowed',
        header: t('settings.column.allowed'),
        cell: (s) => <FlagBadge value={s.isWithdrawalAllowed} on={t('settings.allowed')} off={t('settings.notAllowed')} />,
      },
      {
        id: 'fee',
        header: t('settings.column.fee'),
        numeric: true,
        cell: (s) => (
          <Stack gap="0" align="flex-end">
            <Text whiteSpace="nowrap">{`${formatDecimal(s.withdrawalFeePercentage)} %`}</Text>
            <CoinAmount value={s.withdrawalFeeAmount} code={s.coinName} textStyle="xs" color="fg.muted" />
          </Stack>
        ),
      },
      {
        id: 'dual',
        header: t('settings.column.dualApproval'),
        numeric: true,
        cell: (s) => <OptionalAmount value={s.dualApprovalAmount} unit={s.coinName} none={t('settings.dualDefault')} />,
      },
    ],
    [t],
  );

  return (
    <CoinSettingsTable
      kind="withdrawal"
      tabName={tabName}
      canManage={canManage}
      list={list}
      limits={(s) => ({ min: s.minWithdrawalAmount, max: s.maxWithdrawalAmount })}
      columns={columns}
      remove={remove}
      entries={(s) => s.withdrawalChannel}
      deleteMessage={(s) => t('settings.withdrawal.deleteMessage', { coin: s.coinName })}
      form={{
        schema: withdrawalSettingAdd,
        values: formValues,
        size: 'lg',
        fieldMessages: {
          withdrawalFeePercentage: t('settings.validation.percentage'),
          withdrawalFeeAmount: t('settings.validation.amount'),
          minWithdrawalAmount: t('settings.validation.amount'),
          maxWithdrawalAmount: t('settings.validation.maxWithdrawal'),
          dualApprovalAmount: t('settings.validation.amount'),
        },
        onSubmit: (v, s) => save.mutateAsync(s ? { ...v, id: s.id } : v),
        fields: () => (
          <>
            <SwitchField
              name="isWithdrawalAllowed"
              numeric
              label={t('settings.field.isWithdrawalAllowed')}
              helperText={t('settings.field.isWithdrawalAllowedHint')}
            />
            <FieldRow>
              <NumberField name="withdrawalFeePercentage" label={t('settings.field.feePercentage')} required />
              <NumberField name="withdrawalFeeAmount" label={t('settings.field.feeAmount')} required />
            </FieldRow>
            <FieldRow>
              <NumberField name="minWithdrawalAmount" label={t('settings.field.minWithdrawal')} required />
              <NumberField name="maxWithdrawalAmount" label={t('settings.field.maxWithdrawal')} helperText={t('settings.field.maxHint')} />
            </FieldRow>
            <NumberField
              name="dualApprovalAmount"
              label={t('settings.field.dualApproval')}
              helperText={t('settings.field.dualApprovalHint')}
            />
          </>
        ),
      }}
    />
  );
}
