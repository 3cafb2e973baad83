import { Button, Stack } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type FinanceSettingsRecord, type FinanceSettingsUpdateInput, financeSettingsUpdate } from '@console/contracts';
import { NumberField, SwitchField } from '@console/ui';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useAreaTranslation } from '../i18n';
import { useFinanceSwitches, useSaveFinanceSwitches } from './api';
import { SettingsCard, UpdatedLine, useSettingsForm } from './components';

function formValues(s: FinanceSettingsRecord): FinanceSettingsUpdateInput {
  return {
    depositNeedReview: s.depositNeedReview,
    withdrawNeedKyc: s.withdrawNeedKyc,
    withdrawNeedPwd: s.withdrawNeedPwd,
    withdrawalDualApprovalAmount: s.withdrawalDualApprovalAmount,
  };
}

/** The finance switches: whether deposits need review and what a withdrawal requires of the user. */
export function FinanceSwitchesTab() {
  const { t } = useAreaTranslation();
  const canEdit = useCan('financeSettings.edit');
  const settings = useFinanceSwitches();
  const save = useSaveFinanceSwitches();
  const values = useMemo(() => (settings.data ? formValues(settings.data) : undefined), [settings.data]);
  const { form, submit } = useSettingsForm({
    schema: financeSettingsUpdate,
    values,
    fieldMessages: { withdrawalDualApprovalAmount: t('settings.validation.amount') },
    onSubmit: (v) => save.mutateAsync(v),
  });
  return (
    <SettingsCard
      title={t('settings.switches.title')}
      description={t('settings.switches.description')}
      loading={settings.isLoading}
      error={settings.error}
      onRetry={() => settings.refetch()}
      footer={
        <>
          <UpdatedLine date={settings.data?.updateDate} by={settings.data?.updatedBy} />
          {canEdit ? (
            <Button type="submit" form="finance-switches" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t('settings.action.save')}
            </Button>
          ) : null}
        </>
      }
    >
      <FormProvider {...form}>
        <form id="finance-switches" onSubmit={submit} noValidate aria-label={t('settings.switches.title')}>
          <Stack gap="5">
            <SwitchField
              name="depositNeedReview"
              numeric
              disabled={!canEdit}
              label={t('settings.switches.depositNeedReview')}
              helperText={t('settings.switches.depositNeedReviewHint')}
            />
            <SwitchField
              name="withdrawNeedKyc"
              numeric
              disabled={!canEdit}
              label={t('settings.switches.withdrawNeedKyc')}
              helperText={t('settings.switches.withdrawNeedKycHint')}
            />
            <SwitchField
              name="withdrawNeedPwd"
              numeric
              disabled={!canEdit}
              label={t('settings.switches.withdrawNeedPwd')}
              helperText={t('settings.switches.withdrawNeedPwdHint')}
            />
            <NumberField
              name="withdrawalDualApprovalAmount"
              disabled={!canEdit}
              label={t('settings.switches.dualApprovalAmount')}
              helperText={t('settings.switches.dualApprovalAmountHint')}
            />
          </Stack>
        </form>
      </FormProvider>
    </SettingsCard>
  );
}
