import { Heading, Stack } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { settingFlag } from '@console/contracts/schemas/settings';
import type { SettingValue } from '@console/contracts/schemas/settings-answers';
import { OTP_LANGUAGES, type OtpSetting, otpMessageTemplates } from '@console/contracts/schemas/settings-otp';
import { FieldRow, PasswordField, SwitchField, TextareaField, TextField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { SettingsForm } from '../common/SettingsForm';
import { VersionHistory } from '../common/VersionHistory';
import { otpSettingQuery, useOtpSetting, useUpdateOtpSetting } from './api';

/** The form's fields: the secret is write-only (empty keeps the stored one); the messages per language. */
const settingSchema = z.object({
  registerEnabled: settingFlag,
  recaptchaSmsEnabled: settingFlag,
  recaptchaEmailEnable: settingFlag,
  recaptchaKey: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/),
  recaptchaBackstageKey: z.string().max(200),
  otpMessageTemplates,
});

const toValues = (s: OtpSetting) => ({
  registerEnabled: s.registerEnabled,
  recaptchaSmsEnabled: s.recaptchaSmsEnabled,
  recaptchaEmailEnable: s.recaptchaEmailEnable,
  recaptchaKey: s.recaptchaKey,
  recaptchaBackstageKey: '',
  otpMessageTemplates: s.otpMessageTemplates,
});

/** The OTP setting: sign-up by code, reCAPTCHA (site key, and the secret write-only), and the messages in three languages. */
export function OtpSettingForm() {
  const { t } = useAreaTranslation();
  const query = useOtpSetting();
  const update = useUpdateOtpSetting();
  const canEdit = useCan('otpSettings.edit');
  const canRecaptcha = useCan('otpSettings.recaptcha');
  const secret = query.data?.recaptchaBackstageKey;
  const label = (field: string) => {
    const template = /^otpMessageTemplates\.([\w-]+)\.(\w+)$/.exec(field);
    return template ? `${t(`otpSetting.template.${template[2]}`)} (${template[1]})` : t(`otpSetting.field.${field}`);
  };
  const formatValue = (field: string, value: SettingValue) =>
    field.endsWith('Enabled') || field.endsWith('Enable') ? (value === 1 ? t('settingsCommon.on') : t('settingsCommon.off')) : null;
  return (
    <SettingsForm
      title={t('otpSetting.setting.title')}
      description={t('otpSetting.setting.description')}
      query={query}
      toValues={toValues}
      schema={settingSchema}
      canEdit={canEdit || canRecaptcha}
      reasonRequired={false}
      fieldMessages={{
        recaptchaKey: t('otpSetting.validation.siteKey'),
        ...Object.fromEntries(
          OTP_LANGUAGES.flatMap((language) => [
            [`otpMessageTemplates.${language}.emailSubject`, t('otpSetting.validation.subject')],
            [`otpMessageTemplates.${language}.emailContent`, t('otpSetting.validation.code')],
            [`otpMessageTemplates.${language}.smsContent`, t('otpSetting.validation.code')],
          ]),
        ),
      }}
      onSave={(changed, reason) => {
        const { recaptchaBackstageKey, ...rest } = changed as Record<string, unknown>;
        return update.mutateAsync({
          ...rest,
          ...(recaptchaBackstageKey ? { recaptchaBackstageKey: String(recaptchaBackstageKey) } : {}),
          reason,
        });
      }}
      history={
        <VersionHistory
          setting="otp"
          canRevert={canEdit || canRecaptcha}
          invalidate={[otpSettingQuery.queryKey]}
          fieldLabel={label}
          formatValue={formatValue}
        />
      }
    >
      <SwitchField
        name="registerEnabled"
        numeric
        label={label('registerEnabled')}
        helperText={t('otpSetting.hint.registerEnabled')}
        disabled={!canEdit}
      />
      <Heading as="h3" size="sm">
        {t('otpSetting.group.recaptcha')}
      </Heading>
      <FieldRow>
        <SwitchField name="recaptchaSmsEnabled" numeric label={label('recaptchaSmsEnabled')} disabled={!canRecaptcha} />
        <SwitchField name="recaptchaEmailEnable" numeric label={label('recaptchaEmailEnable')} disabled={!canRecaptcha} />
      </FieldRow>
      <FieldRow>
        <TextField
          name="recaptchaKey"
          label={label('recaptchaKey')}
          helperText={t('otpSetting.hint.recaptchaKey')}
          disabled={!canRecaptcha}
        />
        <PasswordField
          name="recaptchaBackstageKey"
          label={label('recaptchaBackstageKey')}
          helperText={
            secret?.configured ? t('otpSetting.hint.secretStored', { masked: secret.masked ?? '••••' }) : t('otpSetting.hint.secretNone')
          }
          disabled={!canRecaptcha}
        />
      </FieldRow>
      {OTP_LANGUAGES.map((language) => (
        <Stack key={language} gap="3" as="fieldset">
          <Heading as="h3" size="sm">
            {t('otpSetting.group.messages', { language: t(`otpSetting.language.${language}`) })}
          </Heading>
          <TextField
            name={`otpMessageTemplates.${language}.emailSubject`}
            required
            label={label(`otpMessageTemplates.${language}.emailSubject`)}
            disabled={!canEdit}
          />
          <TextareaField
            name={`otpMessageTemplates.${language}.emailContent`}
            required
            rows={2}
            label={label(`otpMessageTemplates.${language}.emailContent`)}
            helperText={t('otpSetting.hint.code')}
            disabled={!canEdit}
          />
          <TextareaField
            name={`otpMessageTemplates.${language}.smsContent`}
            required
            rows={2}
            label={label(`otpMessageTemplates.${language}.smsContent`)}
            helperText={t('otpSetting.hint.code')}
            disabled={!canEdit}
          />
        </Stack>
      ))}
    </SettingsForm>
  );
}
