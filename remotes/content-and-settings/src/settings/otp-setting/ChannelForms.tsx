import {
  SMS_CONTENT_TYPES,
  type SmsChannel,
  type SmtpChannel,
  smsChannelAdd,
  smsChannelEdit,
  smtpChannelAdd,
  smtpChannelEdit,
} from '@console/contracts/schemas/settings-otp';
import { FieldRow, FormDrawer, NumberField, PasswordField, SelectField, SwitchField, TextField } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { useSaveChannel } from './api';

/*
 * The add and edit drawers of the channels. Every field is required; the password and the secret key are
 * write-only: an edit shows only that one is stored, and sending one replaces it.
 */

export function SmtpChannelDrawer({ open, channel, onClose }: { open: boolean; channel: SmtpChannel | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const save = useSaveChannel('smtp');
  const editing = channel !== null;
  const defaults = {
    channelName: channel?.channelName ?? '',
    smtpHost: channel?.smtpHost ?? '',
    smtpPort: channel ? String(channel.smtpPort) : '587',
    smtpUsername: channel?.smtpUsername ?? '',
    smtpPassword: '',
    senderEmail: channel?.senderEmail ?? '',
    activation: 0,
  };
  const { activation: _activation, ...editDefaults } = defaults;
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={editing ? t('otpSetting.smtp.editTitle', { name: channel.channelName }) : t('otpSetting.smtp.addTitle')}
      submitLabel={t('otpSetting.form.save')}
      schema={(editing ? smtpChannelEdit : smtpChannelAdd) as typeof smtpChannelAdd}
      defaultValues={(editing ? editDefaults : defaults) as never}
      fieldMessages={{
        smtpHost: t('otpSetting.validation.host'),
        smtpPort: t('otpSetting.validation.port'),
        senderEmail: t('otpSetting.validation.email'),
        channelName: t('otpSetting.validation.required'),
        smtpUsername: t('otpSetting.validation.required'),
        smtpPassword: t('otpSetting.validation.required'),
      }}
      onSubmit={(body) => save.mutateAsync({ id: channel?.channelId ?? null, body })}
    >
      <TextField name="channelName" required label={t('otpSetting.field.channelName')} />
      <FieldRow>
        <TextField name="smtpHost" required label={t('otpSetting.field.smtpHost')} placeholder="smtp.example.com" />
        <NumberField name="smtpPort" integer required label={t('otpSetting.field.smtpPort')} helperText={t('otpSetting.hint.port')} />
      </FieldRow>
      <FieldRow>
        <TextField name="smtpUsername" required label={t('otpSetting.field.smtpUsername')} />
        <PasswordField
          name="smtpPassword"
          required={!editing}
          label={t('otpSetting.field.smtpPassword')}
          helperText={
            editing ? t('otpSetting.hint.secretKeep', { masked: channel.smtpPassword.masked ?? '••••' }) : t('otpSetting.hint.secretNew')
          }
        />
      </FieldRow>
      <TextField name="senderEmail" required label={t('otpSetting.field.senderEmail')} placeholder="no-reply@example.com" />
      {editing ? null : <SwitchField name="activation" numeric label={t('otpSetting.field.activation')} />}
    </FormDrawer>
  );
}

export function SmsChannelDrawer({ open, channel, onClose }: { open: boolean; channel: SmsChannel | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const save = useSaveChannel('sms');
  const editing = channel !== null;
  const defaults = {
    channelName: channel?.channelName ?? '',
    apiUrl: channel?.apiUrl ?? '',
    publicKey: channel?.publicKey ?? '',
    secretKey: '',
    templateId: channel?.templateId ?? '',
    appId: channel?.appId ?? '',
    contentType: channel?.contentType ?? 'application/json',
    activation: 0,
  };
  const { activation: _activation, ...editDefaults } = defaults;
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={editing ? t('otpSetting.sms.editTitle', { name: channel.channelName }) : t('otpSetting.sms.addTitle')}
      submitLabel={t('otpSetting.form.save')}
      schema={(editing ? smsChannelEdit : smsChannelAdd) as typeof smsChannelAdd}
      defaultValues={(editing ? editDefaults : defaults) as never}
      fieldMessages={{
        apiUrl: t('otpSetting.validation.url'),
        channelName: t('otpSetting.validation.required'),
        publicKey: t('otpSetting.validation.required'),
        secretKey: t('otpSetting.validation.required'),
        templateId: t('otpSetting.validation.required'),
        appId: t('otpSetting.validation.required'),
      }}
      onSubmit={(body) => save.mutateAsync({ id: channel?.channelId ?? null, body })}
    >
      <TextField name="channelName" required label={t('otpSetting.field.channelName')} />
      <TextField name="apiUrl" required label={t('otpSetting.field.apiUrl')} placeholder="https://sms.example.com/send" />
      <FieldRow>
        <TextField name="appId" required label={t('otpSetting.field.appId')} />
        <TextField name="templateId" required label={t('otpSetting.field.templateId')} />
      </FieldRow>
      <FieldRow>
        <TextField name="publicKey" required label={t('otpSetting.field.publicKey')} />
        <PasswordField
          name="secretKey"
          required={!editing}
          label={t('otpSetting.field.secretKey')}
          helperText={
            editing ? t('otpSetting.hint.secretKeep', { masked: channel.secretKey.masked ?? '••••' }) : t('otpSetting.hint.secretNew')
          }
        />
      </FieldRow>
      <SelectField
        name="contentType"
        required
        label={t('otpSetting.field.contentType')}
        options={SMS_CONTENT_TYPES.map((type) => ({ value: type, label: type }))}
      />
      {editing ? null : <SwitchField name="activation" numeric label={t('otpSetting.field.activation')} />}
    </FormDrawer>
  );
}
