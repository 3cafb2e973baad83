import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { PerpetualSettings, PerpetualSettingsPatch } from '@console/contracts/schemas/perpetual';
import {
  ConfirmDialog,
  DateText,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  useOptions,
  useUiTranslation,
  zodFormResolver,
} from '@console/ui';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useAreaTranslation } from '../i18n';
import { ChangesTable, changeValue } from '../lists/changes';
import { SETTINGS_TABS, type SettingsTabName, useSaveSettings, useSettingLabel } from './api';
import { changedSettings, type SettingsForm, tabSchema, toForm } from './schema';

/** How each setting is edited (a number or decimal typed as text unless named here). */
const SWITCHES = new Set(['perpetualSwitch', 'displayInClient', 'leverageSwitch', 'tpSlRangeLimitSwitch']);
const CHOICES: Record<string, string> = {
  marginInputMode: 'perpetualMarginInputMode',
  leverageMode: 'perpetualLeverageMode',
  feeMode: 'perpetualFeeModeType',
};
const WHOLE = new Set(['sliderValue', 'fixedLeverageMultiple', 'openLeverageDefault']);
const LISTS = new Set(['buttonValue', 'openLeverageMultiples']);

function SettingField({ field, disabled }: { field: string; disabled: boolean }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const label = t(`systemSettings.field.${field}.label`);
  const helperText = t(`systemSettings.field.${field}.hint`);
  if (SWITCHES.has(field)) return <SwitchField name={field} numeric label={label} helperText={helperText} disabled={disabled} />;
  if (CHOICES[field]) {
    const choices = options.list(CHOICES[field]).map((o) => ({ value: o.value, label: o.label }));
    return <SelectField name={field} label={label} helperText={helperText} options={choices} disabled={disabled} required />;
  }
  if (LISTS.has(field)) return <TextField name={field} label={label} helperText={helperText} disabled={disabled} required />;
  return <NumberField name={field} integer={WHOLE.has(field)} label={label} helperText={helperText} disabled={disabled} required />;
}

/**
 * One tab of the perpetual settings: its settings validated together before anything is sent, then a
 * confirmation listing each change (before and after), and a save of only what changed. An admin without
 * perpetualSettings.edit reads the values, disabled.
 */
export function SettingsTab({ tab, saved }: { tab: SettingsTabName; saved: PerpetualSettings }) {
  const { t } = useAreaTranslation();
  const { t: uiT } = useUiTranslation();
  const labelOf = useSettingLabel();
  const canEdit = useCan('perpetualSettings.edit');
  const save = useSaveSettings();
  const fields = SETTINGS_TABS.find((candidate) => candidate.name === tab)?.fields ?? [];
  const values = useMemo(() => toForm(saved, fields), [saved, fields]);
  const schema = useMemo(() => tabSchema(tab, t), [tab, t]);
  const form = useForm<SettingsForm, unknown, Record<string, unknown>>({
    resolver: zodFormResolver(schema as never, uiT),
    defaultValues: values,
    mode: 'onTouched',
  });
  const [pending, setPending] = useState<PerpetualSettingsPatch | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    form.reset(values);
  }, [values]);

  const submit = form.handleSubmit((parsed) => {
    const patch = changedSettings(saved, parsed);
    if (Object.keys(patch).length) setPending(patch);
  });
  const confirm = async () => {
    if (!pending) return;
    try {
      await save.mutateAsync({ id: saved.id, patch: pending });
    } catch (error) {
      // The client has already shown the API's message; a field the API names is marked on the form.
      const named = (error as { fields?: unknown } | null)?.fields;
      for (const field of Array.isArray(named) ? (named as { path?: unknown; message?: string }[]) : []) {
        if (typeof field?.path === 'string') form.setError(field.path as Path<SettingsForm>, { type: 'server', message: field.message });
      }
    } finally {
      setPending(null);
    }
  };
  const changes = pending
    ? Object.entries(pending).map(([field, to]) => ({
        field,
        from: changeValue(saved[field as keyof PerpetualSettings] as never),
        to: changeValue(to as never),
      }))
    : [];
  const { isDirty } = form.formState;
  const title = t(`systemSettings.tab.${tab}`);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="5" maxW="3xl">
          <Stack gap="1" mb="4">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t(`systemSettings.about.${tab}`)}
            </Text>
          </Stack>
          <Stack gap="5">
            {fields.map((field) => (
              <SettingField key={field} field={field} disabled={!canEdit} />
            ))}
          </Stack>
          <Flex mt="5" pt="4" borderTopWidth="1px" borderColor="border.surface" justify="space-between" align="center" gap="3" wrap="wrap">
            <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {saved.updateDate ? (
                <>
                  {`${t('systemSettings.updated')} `}
                  <DateText value={saved.updateDate} />
                  {` · ${saved.updatedBy ?? t('systemSettings.updatedByNobody')}`}
                </>
              ) : (
                t('systemSettings.neverSaved')
              )}
            </Text>
            {canEdit ? (
              <HStack gap="2">
                <Button variant="outline" size="sm" onClick={() => form.reset(values)} disabled={!isDirty || save.isPending}>
                  {t('systemSettings.action.reset')}
                </Button>
                <Button type="submit" colorPalette="brand" size="sm" loading={save.isPending} disabled={!isDirty}>
                  {t('systemSettings.action.save')}
                </Button>
              </HStack>
            ) : (
              <Text textStyle="xs" color="fg.muted">
                {t('systemSettings.readOnly')}
              </Text>
            )}
          </Flex>
        </Box>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('systemSettings.confirm.title', { count: changes.length })}
        message={
          <Stack gap="3">
            <Text>{t('systemSettings.confirm.message')}</Text>
            <ChangesTable changes={changes} labelOf={labelOf} label={t('systemSettings.confirm.changes')} />
          </Stack>
        }
        confirmLabel={t('systemSettings.action.save')}
        loading={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </FormProvider>
  );
}
