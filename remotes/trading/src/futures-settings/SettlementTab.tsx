import { useCan } from '@console/client';
import {
  type FuturesSettlementSettings,
  type FuturesSettlementSettingsForm,
  futuresSettlementSettingsForm,
} from '@console/contracts/schemas/trading-settings';
import { NumberField, useUiTranslation, zodFormResolver } from '@console/ui';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useFuturesSettings, useSaveSettlementSettings } from './api';
import { SettingsCard, serverFieldErrors } from './SettingsCard';

type FormOut = z.output<typeof futuresSettlementSettingsForm>;

const toValues = (s: FuturesSettlementSettings): FuturesSettlementSettingsForm => ({
  taxRatio: s.taxRatio,
  rebateRatio: s.rebateRatio,
  closeStalenessSeconds: String(s.closeStalenessSeconds),
});

/**
 * What settlement uses: the tax on winnings, the rebate on losing stakes, and how old a round's closing price
 * may be before the round is voided and refunded. A save applies to orders placed and rounds opened after it
 * (placed orders keep their ratios, a running round its limit), which the fields' hints say. An admin
 * without futureSettings.edit reads the values, disabled.
 */
export function SettlementTab() {
  const { t } = useAreaTranslation();
  const { t: uiT } = useUiTranslation();
  const canEdit = useCan('futureSettings.edit');
  const settings = useFuturesSettings();
  const save = useSaveSettlementSettings();
  const saved = settings.data?.settlement;
  const values = useMemo(() => (saved ? toValues(saved) : undefined), [saved]);
  const form = useForm<FuturesSettlementSettingsForm, unknown, FormOut>({
    resolver: zodFormResolver(futuresSettlementSettingsForm, uiT, {
      taxRatio: t('futuresSettings.validation.ratio'),
      rebateRatio: t('futuresSettings.validation.ratio'),
    }),
    mode: 'onTouched',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    if (values) form.reset(values);
  }, [values]);
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
    } catch (error) {
      for (const { name, message } of serverFieldErrors(error, 'settlement')) {
        form.setError(name as Path<FuturesSettlementSettingsForm>, { type: 'server', message });
      }
    }
  });
  const { isDirty, isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <SettingsCard
        title={t('futuresSettings.settlement.title')}
        description={t('futuresSettings.settlement.description')}
        loadError={settings.error}
        onRetry={() => settings.refetch()}
        loading={settings.isLoading}
        saved={saved}
        canEdit={canEdit}
        dirty={isDirty}
        submitting={isSubmitting}
        onReset={() => form.reset(values)}
        onSubmit={submit}
      >
        <NumberField
          name="taxRatio"
          disabled={!canEdit}
          required
          label={t('futuresSettings.settlement.taxRatio')}
          helperText={t('futuresSettings.settlement.taxRatioHint')}
        />
        <NumberField
          name="rebateRatio"
          disabled={!canEdit}
          required
          label={t('futuresSettings.settlement.rebateRatio')}
          helperText={t('futuresSettings.settlement.rebateRatioHint')}
        />
        <NumberField
          name="closeStalenessSeconds"
          integer
          disabled={!canEdit}
          required
          label={t('futuresSettings.settlement.closeStalenessSeconds')}
          helperText={t('futuresSettings.settlement.closeStalenessSecondsHint')}
        />
      </SettingsCard>
    </FormProvider>
  );
}
