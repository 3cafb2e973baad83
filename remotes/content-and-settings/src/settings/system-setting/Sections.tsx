import { Heading, Stack } from '@chakra-ui/react';
import { useCan, useCurrencies } from '@console/client';
import {
  fieldsOfSection,
  REASON_REQUIRED,
  SYSTEM_SETTING_FIELDS,
  type SystemSettingField,
  type SystemSettingSection,
  systemSettingValues,
} from '@console/contracts/schemas/settings';
import type { SettingValue, SystemSettingsBySection } from '@console/contracts/schemas/settings-answers';
import { FieldRow, NumberField, SelectField, SwitchField, TextareaField, TextField } from '@console/ui';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { SettingsForm } from '../common/SettingsForm';
import { VersionHistory } from '../common/VersionHistory';
import { useSaveSystemSetting, useSystemSetting } from './api';
import { LogoField } from './LogoField';

const FLAGS = new Set<string>([
  'downloadButtonActivation',
  'maintenanceActivation',
  'emailSignupActivation',
  'smsSignupActivation',
  'demoFundActivation',
  'reportActivation',
]);
const LISTS = new Set<string>(['iosDownloadUrl', 'androidDownloadUrl']);
const LOGOS = ['backstageLogoSquare', 'backstageLogoHorizontal', 'backstageLogoIco', 'webLogoSquare', 'webLogoHorizontal', 'appLogo'];

/** Download addresses are typed one per line; the API takes a list. */
const lines = (list: z.ZodType<unknown, string[]>) =>
  z
    .string()
    .transform((s) =>
      s
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(list);

function formSchema(section: SystemSettingSection): z.ZodObject {
  const fields = fieldsOfSection(section);
  const shape = systemSettingValues.pick(Object.fromEntries(fields.map((f) => [f, true])) as Record<SystemSettingField, true>).shape;
  const withLines = Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, LISTS.has(name) ? lines(schema as z.ZodType<unknown, string[]>) : schema]),
  );
  return z.object(withLines);
}

/** The form's values from the saved section: lists as lines, switches and texts as they are. */
function toFormValues(section: SystemSettingSection) {
  return (saved: SystemSettingsBySection[SystemSettingSection]) => {
    const values = saved as unknown as Record<string, SettingValue>;
    return Object.fromEntries(
      fieldsOfSection(section).map((f) => [f, LISTS.has(f) ? ((values[f] as string[]) ?? []).join('\n') : values[f]]),
    );
  };
}

/** Whether the admin may change a field (each field has its own edit permission). */
function useFieldPermissions(): (field: SystemSettingField) => boolean {
  const canName = useCan('systemSettings.editName');
  const canContact = useCan('systemSettings.editContact');
  const canLogos = useCan('systemSettings.editLogos');
  const canDownload = useCan('systemSettings.editAppDownload');
  const canMaintenance = useCan('systemSettings.editMaintenance');
  const canSignUp = useCan('systemSettings.editSignUp');
  const canDemoFund = useCan('systemSettings.editDemoFund');
  const canReport = useCan('systemSettings.editReport');
  return useCallback(
    (field) =>
      ({
        'systemSettings.editName': canName,
        'systemSettings.editContact': canContact,
        'systemSettings.editLogos': canLogos,
        'systemSettings.editAppDownload': canDownload,
        'systemSettings.editMaintenance': canMaintenance,
        'systemSettings.editSignUp': canSignUp,
        'systemSettings.editDemoFund': canDemoFund,
        'systemSettings.editReport': canReport,
      })[SYSTEM_SETTING_FIELDS[field].permission],
    [canName, canContact, canLogos, canDownload, canMaintenance, canSignUp, canDemoFund, canReport],
  );
}

const TIME_ZONES: string[] = (() => {
  try {
    const zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    return zones.includes('UTC') ? zones : ['UTC', ...zones];
  } catch {
    return ['UTC'];
  }
})();

/** One section of the system settings as a form with its history. */
export function SystemSettingSectionForm({ section }: { section: SystemSettingSection }) {
  const { t } = useAreaTranslation();
  const query = useSystemSetting(section);
  const save = useSaveSystemSetting(section);
  const can = useFieldPermissions();
  const currencies = useCurrencies();
  const fields = fieldsOfSection(section);
  const canEdit = fields.some(can);
  const schema = useMemo(() => formSchema(section), [section]);
  const toValues = useMemo(() => toFormValues(section), [section]);
  const label = (field: string) => t(`systemSetting.field.${field}`);
  const formatValue = (field: string, value: SettingValue) =>
    FLAGS.has(field) ? (value === 1 ? t('settingsCommon.on') : t('settingsCommon.off')) : null;

  const field = (name: SystemSettingField) => {
    const disabled = !can(name);
    if (FLAGS.has(name)) return <SwitchField key={name} name={name} numeric label={label(name)} disabled={disabled} />;
    if (LISTS.has(name))
      return (
        <TextareaField key={name} name={name} rows={2} label={label(name)} helperText={t('systemSetting.hint.urls')} disabled={disabled} />
      );
    switch (name) {
      case 'contactInfo':
      case 'maintenanceAnnouncement':
        return <TextareaField key={name} name={name} rows={3} label={label(name)} disabled={disabled} />;
      case 'demoFundRenewAmount':
        return <NumberField key={name} name={name} required label={label(name)} disabled={disabled} />;
      case 'demoFundCoinCode':
        return (
          <SelectField
            key={name}
            name={name}
            required
            label={label(name)}
            disabled={disabled}
            options={currencies.map((c) => ({ value: c.code, label: c.code }))}
          />
        );
      case 'reportTimeZone':
        return (
          <SelectField
            key={name}
            name={name}
            required
            label={label(name)}
            helperText={t('systemSetting.hint.reportTimeZone')}
            disabled={disabled}
            options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))}
          />
        );
      default:
        return <TextField key={name} name={name} required={name === 'systemName'} label={label(name)} disabled={disabled} />;
    }
  };

  return (
    <SettingsForm
      title={t(`systemSetting.section.${section}.title`)}
      description={t(`systemSetting.section.${section}.description`)}
      query={query}
      toValues={toValues}
      schema={schema}
      canEdit={canEdit}
      reasonRequired={REASON_REQUIRED.includes(section)}
      onSave={(changed, reason) => save.mutateAsync({ fields: changed, reason })}
      history={
        <VersionHistory
          setting={section}
          canRevert={canEdit}
          invalidate={[['system/setting', section]]}
          fieldLabel={label}
          formatValue={formatValue}
        />
      }
    >
      {section === 'system-info' ? (
        <>
          <FieldRow>
            {field('systemName')}
            {field('contactInfo')}
          </FieldRow>
          <Heading as="h3" size="sm">
            {t('systemSetting.group.backstageLogos')}
          </Heading>
          <FieldRow>
            {LOGOS.slice(0, 3).map((name) => (
              <LogoField key={name} name={name} label={label(name)} disabled={!can(name as SystemSettingField)} />
            ))}
          </FieldRow>
          <Heading as="h3" size="sm">
            {t('systemSetting.group.clientLogos')}
          </Heading>
          <FieldRow>
            {LOGOS.slice(3).map((name) => (
              <LogoField key={name} name={name} label={label(name)} disabled={!can(name as SystemSettingField)} />
            ))}
          </FieldRow>
          <Heading as="h3" size="sm">
            {t('systemSetting.group.appDownload')}
          </Heading>
          <Stack gap="4">
            {field('downloadButtonActivation')}
            <FieldRow>
              {field('iosDownloadUrl')}
              {field('androidDownloadUrl')}
            </FieldRow>
          </Stack>
        </>
      ) : (
        fields.map(field)
      )}
    </SettingsForm>
  );
}
