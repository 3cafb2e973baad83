import { Stack } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type FinanceSettingsRecord, type FinanceSettingsUpdateInput, financeSettingsUpdate } from '@console/contracts';
import { NumberField } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useFinanceSwitches, useSaveFinanceSwitches } from './api';
import { FlagSwitch, SettingsFormCard } from './components';

function formValues(s: FinanceSettingsRecord): FinanceSettingsUpdateInput {
  return {
    depositNeedReview: s.depositNeedReview,
    withdrawNeedKyc: s.withdrawNeedKyc,
    withdrawNeedPwd: s.withdrawNeedPwd,
    withdrawalDualApprovalAmount: s.withdrawalDualApprovalAmount,
  };
}

const SWITCHES = ['depositNeedReview', 'withdrawNeedKyc', 'withdrawNeedPwd'] as const;

/** The finance switches: whether deposits need review and what a withdrawal requires of the user. */
export function FinanceSwitchesTab() {
  const { t } = useAreaTranslation();
  const canEdit = useCan('financeSettings.edit');
  const switches = useFinanceSwitches();
  const save = useSaveFinanceSwitches();
  return (
    <SettingsFormCard
      title={t('settings.switches.title')}
      description={t('settings.switches.description')}
      query={switches}
      toValues={formValues}
      canEdit={canEdit}
      schema={financeSettingsUpdate}
      fieldMessages={{ withdrawalDualApprovalAmount: t('settings.validation.amount') }}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Stack gap="5">
        {SWITCHES.map((name) => (
          <FlagSwitch key={name} texts="settings.switches" name={name} disabled={!canEdit} />
        ))}
        <NumberField
          name="withdrawalDualApprovalAmount"
          disabled={!canEdit}
          label={t('settings.switches.dualApprovalAmount')}
          helperText={t('settings.switches.dualApprovalAmountHint')}
        />
      </Stack>
    </SettingsFormCard>
  );
}
