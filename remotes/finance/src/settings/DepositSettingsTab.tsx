import { useCan } from '@console/client';
import { type DepositSetting, type DepositSettingSaveInput, depositSettingSave } from '@console/contracts';
import { FieldRow, formatDecimal, NumberField } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useDeleteDepositSetting, useDepositSettings, useSaveDepositSetting } from './api';
import { CoinSettingsTable } from './CoinSettingsTable';
import type { SettingsTabName } from './paths';

function formValues(s: DepositSetting | null): DepositSettingSaveInput {
  if (!s) return { coinId: '' as unknown as number, minDepositAmount: '0', maxDepositAmount: '', clientOrder: 0 };
  return {
    id: s.id,
    coinId: s.coinId,
    minDepositAmount: s.minDepositAmount,
    maxDepositAmount: s.maxDepositAmount ?? '',
    clientOrder: s.clientOrder,
  };
}

/** Deposit limits of each coin, and the way to its blockchain channels. */
export function DepositSettingsTab({ tabName }: { tabName: SettingsTabName }) {
  const { t } = useAreaTranslation();
  const canManage = useCan('financeSettings.depositChannels');
  const list = useDepositSettings();
  const save = useSaveDepositSetting();
  const remove = useDeleteDepositSetting();

  return (
    <CoinSettingsTable
      kind="deposit"
      tabName={tabName}
      canManage={canManage}
      list={list}
      limits={(s) => ({ min: s.minDepositAmount, max: s.maxDepositAmount })}
      remove={remove}
      entries={(s) => s.depositChannel}
      deleteMessage={(s) =>
        t('settings.deposit.deleteMessage', {
          coin: s.coinName,
          min: formatDecimal(s.minDepositAmount),
          max: s.maxDepositAmount ? formatDecimal(s.maxDepositAmount) : t('settings.noMaximum'),
        })
      }
      form={{
        schema: depositSettingSave,
        values: formValues,
        fieldMessages: {
          minDepositAmount: t('settings.validation.amount'),
          maxDepositAmount: t('settings.validation.maxDeposit'),
        },
        onSubmit: (v) => save.mutateAsync(v),
        fields: () => (
          <>
            <FieldRow>
              <NumberField name="minDepositAmount" label={t('settings.field.minDeposit')} required />
              <NumberField name="maxDepositAmount" label={t('settings.field.maxDeposit')} helperText={t('settings.field.maxHint')} />
            </FieldRow>
          </>
        ),
      }}
    />
  );
}
