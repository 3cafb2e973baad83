import {
  SMS_CONTENT_TYPES,
  type SmsChannel,
  type SmtpChannel,
  smsChannelAdd,
  smsChannelEdit,
  smtpChannelAdd,
  smtpChannelEdit,
} from '@console/contracts/schemas/settings-otp';
import type { ReactNode } from 'react';
import { FieldRow, FormDrawer, NumberField, PasswordField, SelectField, SwitchField, TextareaField, TextField } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { useSaveChannel } from './api';

/*
 * The add and edit drawers of the channels. Every field is required; the password and the secret key are
 * write-only: an edit shows only that one is stored, and sending one replaces it.
 */

interface ChannelDrawerProps<C> {
  open: boolean;
  channel: C | null;
  onClose: () => void;
}

/**
 * What the two channels' drawers share: add or edit (an edit sends no `activation`: the list's switch turns a
 * channel on or off), the write-only secret with its hint, and the save.
 */
function ChannelDrawer({
  kind,
  open,
  onClose,
  channelId,
  channelName,
  schema,
  defaults,
  fieldMessages,
  children,
}: {
  kind: 'smtp' | 'sms';
  open: boolean;
  onClose: () => void;
  channelId: number | null;
  channelName: string | null;
  schema: typeof smtpChannelAdd | typeof smsChannelAdd;
  defaults: Record<string, string | number>;
  fieldMessages: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const save = useSaveChannel(kind);
  const editing = channelId !== null;
  const { activation: _activation, ...editDefaults } = defaults;
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={editing ? t(`otpSetting.${kind}.editTitle`, { name: channelName }) : t(`otpSetting.${kind}.addTitle`)}
      submitLabel={t('otpSetting.form.save')}
      schema={schema as typeof smtpChannelAdd}
      defaultValues={(editing ? { ...editDefaults, reason: '' } : { ...defaults, activation: 0, reason: '' }) as never}
      fieldMessages={fieldMessages}
      // An empty reason is no reason: the version keeps none.
      onSubmit={({ reason, ...body }) => save.mutateAsync({ id: channelId, body: reason ? { ...body, reason } : body })}
    >
      {children}
      {editing ? null : <SwitchField name="activation" numeric label={t('otpSetting.field.activation')} />}
      <TextareaField name="reason" rows={2} label={t('settingsCommon.reason.label')} helperText={t('settingsCommon.reason.optionalHint')} />
    </FormDrawer>
  );
}

/** A write-only secret: required when adding; on an edit, empty keeps the stored one (shown masked). */
function SecretField({ name, label, masked }: { name: string; label: string; masked: string | null | undefined }) {
  const { t } = useAreaTranslation();
  const editing = masked !== undefined;
  return (
    <PasswordField
      name={name}
      required={!editing}
      label={label}
      helperText={editing ? t('otpSetting.hint.secretKeep', { masked: masked ?? '••••' }) : t('otpSetting.hint.secretNew')}
    />
  );
}

export function SmtpChannelDrawer({ open, channel, onClose }: ChannelDrawerProps<SmtpChannel>) {
  const { t } = useAreaTranslation();
  const required = t('otpSetting.validation.required');
  return (
    <ChannelDrawer
      kind="smtp"
      open={open}
      onClose={onClose}
      channelId={channel?.channelId ?? null}
      channelName={channel?.channelName ?? null}
      schema={channel ? (smtpChannelEdit as unknown as typeof smtpChannelAdd) : smtpChannelAdd}
      defaults={{
        channelName: channel?.channelName ?? '',
        smtpHost: channel?.smtpHost ?? '',
        smtpPort: channel ? String(channel.smtpPort) : '587',
        smtpUsername: channel?.smtpUsername ?? '',
        smtpPassword: '',
        senderEmail: channel?.senderEmail ?? '',
      }}
      fieldMessages={{
        smtpHost: t('otpSetting.validation.host'),
        smtpPort: t('otpSetting.validation.port'),
        senderEmail: t('otpSetting.validation.email'),
        channelName: required,
        smtpUsername: required,
        smtpPassword: required,
      }}
    >
      <TextField name="channelName" required label={t('otpSetting.field.channelName')} />
      <FieldRow>
        <TextField name="smtpHost" required label={t('otpSetting.field.smtpHost')} placeholder="smtp.example.com" />
        <NumberField name="smtpPort" integer required label={t('otpSetting.field.smtpPort')} helperText={t('otpSetting.hint.port')} />
      </FieldRow>
      <FieldRow>
        <TextField name="smtpUsername" required label={t('otpSetting.field.smtpUsername')} />
        <SecretField
          name="smtpPassword"
          label={t('otpSetting.field.smtpPassword')}
          masked={channel ? channel.smtpPassword.masked : undefined}
        />
      </FieldRow>
      <TextField name="senderEmail" required label={t('otpSetting.field.senderEmail')} placeholder="no-reply@example.com" />
    </ChannelDrawer>
  );
}

export function SmsChannelDrawer({ open, channel, onClose }: ChannelDrawerProps<SmsChannel>) {
  const { t } = useAreaTranslation();
  const required = t('otpSetting.validation.required');
  return (
    <ChannelDrawer
      kind="sms"
      open={open}
      onClose={onClose}
      channelId={channel?.channelId ?? null}
      channelName={channel?.channelName ?? null}
      schema={channel ? (smsChannelEdit as unknown as typeof smsChannelAdd) : smsChannelAdd}
      defaults={{
        channelName: channel?.channelName ?? '',
        apiUrl: channel?.apiUrl ?? '',
        publicKey: channel?.publicKey ?? '',
        secretKey: '',
        templateId: channel?.templateId ?? '',
        appId: channel?.appId ?? '',
        contentType: channel?.contentType ?? 'application/json',
      }}
      fieldMessages={{
        apiUrl: t('otpSetting.validation.url'),
        channelName: required,
        publicKey: required,
        secretKey: required,
        templateId: required,
        appId: required,
      }}
    >
      <TextField name="channelName" required label={t('otpSetting.field.channelName')} />
      <TextField name="apiUrl" required label={t('otpSetting.field.apiUrl')} placeholder="https://sms.example.com/send" />
      <FieldRow>
        <TextField name="appId" required label={t('otpSetting.field.appId')} />
        <TextField name="templateId" required label={t('otpSetting.field.templateId')} />
      </FieldRow>
      <FieldRow>
        <TextField name="publicKey" required label={t('otpSetting.field.publicKey')} />
        <SecretField name="secretKey" label={t('otpSetting.field.secretKey')} masked={channel ? channel.secretKey.masked : undefined} />
      </FieldRow>
      <SelectField
        name="contentType"
        required
        label={t('otpSetting.field.contentType')}
        options={SMS_CONTENT_TYPES.map((type) => ({ value: type, label: type }))}
      />
    </ChannelDrawer>
  );
}
