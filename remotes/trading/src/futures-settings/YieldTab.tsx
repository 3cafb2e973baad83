import { Alert, List } from '@chakra-ui/react';
import { useCan } from '@console/client';
import {
  type FuturesYieldGameplay,
  type FuturesYieldSettings,
  futuresYieldSettingsForm,
} from '@console/contracts/schemas/trading-settings';
import { FieldRow, NumberField, SelectField, TextField, useOptions, useUiTranslation, zodFormResolver } from '@console/ui';
import Decimal from 'decimal.js';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useFuturesSettings, useSaveYieldSettings } from './api';
import { SettingsCard, serverFieldErrors } from './SettingsCard';

/** The fields as typed: choices and whole numbers as text, the buttons' stakes as one comma-separated line. */
interface YieldFormIn {
  clientMode: string;
  sliderValue: string;
  buttonValue: string;
  clientNumShow: string;
  yieldMode: string;
  minYield: string;
  maxYield: string;
}

/** The contract's yield part over the form, with its lower bound not above its upper bound. */
const yieldForm = z.preprocess(
  (raw) => {
    const v = raw as YieldFormIn;
    return {
      ...v,
      clientMode: Number(v.clientMode),
      yieldMode: Number(v.yieldMode),
      buttonValue: v.buttonValue
        .split(/[,，\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    };
  },
  futuresYieldSettingsForm.refine(
    (s) => !/^\d+(\.\d+)?$/.test(s.minYield) || !/^\d+(\.\d+)?$/.test(s.maxYield) || new Decimal(s.minYield).lte(s.maxYield),
    {
      path: ['minYield'],
      message: 'must not be more than maxYield',
    },
  ),
);
type YieldFormOut = z.output<typeof futuresYieldSettingsForm>;

const toValues = (s: FuturesYieldSettings): YieldFormIn => ({
  clientMode: String(s.clientMode),
  sliderValue: String(s.sliderValue),
  buttonValue: s.buttonValue.join(', '),
  clientNumShow: String(s.clientNumShow),
  yieldMode: String(s.yieldMode),
  minYield: s.minYield,
  maxYield: s.maxYield,
});

/**
 * The global yield settings: how the client's stake picker works (a slider with its step, or buttons of fixed
 * stakes), how many decimals of a yield the client shows and which true yield it shows, and the range of yield
 * ratios a gameplay may be saved with. Nothing here randomises what clients see (DESIGN section 5): the spec's
 * real-time random yields are not offered. An admin without futureSettings.edit reads the values, disabled.
 */
export function YieldTab() {
  const { t } = useAreaTranslation();
  const { t: uiT } = useUiTranslation();
  const options = useOptions();
  const canEdit = useCan('futureSettings.edit');
  const settings = useFuturesSettings();
  const save = useSaveYieldSettings();
  const saved = settings.data?.yield;
  const values = useMemo(() => (saved ? toValues(saved) : undefined), [saved]);
  const resolver = useMemo<Resolver<YieldFormIn, unknown, YieldFormOut>>(() => {
    const base = zodFormResolver(yieldForm as unknown as z.ZodType<YieldFormOut, YieldFormIn>, uiT, {
      minYield: t('futuresSettings.validation.yield'),
      maxYield: t('futuresSettings.validation.yield'),
    });
    // The stakes are one field on the form: a fault in any of them (or in their count) is said once, under it.
    return async (...args) => {
      const result = await base(...args);
      if (!result.errors.buttonValue) return result;
      return {
        values: {},
        errors: { ...result.errors, buttonValue: { type: 'validate', message: t('futuresSettings.validation.buttons') } },
      };
    };
  }, [t, uiT]);
  const form = useForm<YieldFormIn, unknown, YieldFormOut>({ resolver, mode: 'onTouched' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    if (values) form.reset(values);
  }, [values]);
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
    } catch (error) {
      for (const { name, message } of serverFieldErrors(error, 'yield')) {
        form.setError(name as Path<YieldFormIn>, { type: 'server', message });
      }
    }
  });
  const { isDirty, isSubmitting } = form.formState;
  const choices = (name: string) => options.list(name).map((o) => ({ value: o.value, label: o.label }));

  return (
    <FormProvider {...form}>
      <SettingsCard
        title={t('futuresSettings.yield.title')}
        description={t('futuresSettings.yield.description')}
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
        <FieldRow>
          <SelectField
            name="clientMode"
            required
            disabled={!canEdit}
            label={t('futuresSettings.yield.clientMode')}
            helperText={t('futuresSettings.yield.clientModeHint')}
            options={choices('yieldClientMode')}
          />
          <NumberField
            name="sliderValue"
            integer
            required
            disabled={!canEdit}
            label={t('futuresSettings.yield.sliderValue')}
            helperText={t('futuresSettings.yield.sliderValueHint')}
          />
        </FieldRow>
        <TextField
          name="buttonValue"
          required
          disabled={!canEdit}
          label={t('futuresSettings.yield.buttonValue')}
          helperText={t('futuresSettings.yield.buttonValueHint')}
        />
        <FieldRow>
          <SelectField
            name="yieldMode"
            required
            disabled={!canEdit}
            label={t('futuresSettings.yield.yieldMode')}
            helperText={t('futuresSettings.yield.yieldModeHint')}
            options={choices('yieldMode')}
          />
          <NumberField
            name="clientNumShow"
            integer
            required
            disabled={!canEdit}
            label={t('futuresSettings.yield.clientNumShow')}
            helperText={t('futuresSettings.yield.clientNumShowHint')}
          />
        </FieldRow>
        <FieldRow>
          <NumberField
            name="minYield"
            required
            disabled={!canEdit}
            label={t('futuresSettings.yield.minYield')}
            helperText={t('futuresSettings.yield.minYieldHint')}
          />
          <NumberField
            name="maxYield"
            required
            disabled={!canEdit}
            label={t('futuresSettings.yield.maxYield')}
            helperText={t('futuresSettings.yield.maxYieldHint')}
          />
        </FieldRow>
        {saved?.outsideRange.length ? <OutsideRange gameplays={saved.outsideRange} /> : null}
      </SettingsCard>
    </FormProvider>
  );
}

/** The gameplays a narrowed range left outside it (the saved settings name them), each with its pair and ratio. */
function OutsideRange({ gameplays }: { gameplays: FuturesYieldGameplay[] }) {
  const { t } = useAreaTranslation();
  return (
    <Alert.Root status="warning" size="sm" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('futuresSettings.yield.outsideTitle', { count: gameplays.length })}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" my="1">
            {gameplays.map((g) => (
              <List.Item key={g.id}>
                {g.tradingPairCode} {g.name}: {g.yieldRatio}
                {g.status === 1 ? '' : ` (${t('futuresSettings.yield.outsideInactive')})`}
              </List.Item>
            ))}
          </List.Root>
          {t('futuresSettings.yield.outsideHint')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
