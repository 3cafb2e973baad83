import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type ChannelTestResult,
  OTP_LANGUAGES,
  type SmsChannel,
  type SmtpChannel,
  smsChannelTest,
  smtpChannelTest,
} from '@console/contracts/schemas/settings-otp';
import { DialogFrame, FormDialog, KeyValue, SelectField, TextField } from '@console/ui';
import { useRef, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { type ChannelKind, useTestChannel } from './api';

/**
 * "Send test": a real message with a new code through the channel (to an address or number the admin gives, in
 * one of the three languages), then what happened: delivered with the server's answer and the OTP record written,
 * or not delivered and why.
 */
export function ChannelTestDialog({
  kind,
  channel,
  onClose,
}: {
  kind: ChannelKind;
  channel: SmtpChannel | SmsChannel | null;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const test = useTestChannel(kind);
  const [result, setResult] = useState<ChannelTestResult | null>(null);
  const [resultOf, setResultOf] = useState('');
  // The dialog keeps the channel's name while it closes (the channel is gone by then).
  const shownName = useRef('');
  if (channel) shownName.current = channel.channelName;
  const languages = OTP_LANGUAGES.map((language) => ({ value: language, label: t(`otpSetting.language.${language}`) }));
  return (
    <>
      <FormDialog
        open={channel !== null}
        onClose={onClose}
        size="sm"
        title={t('otpSetting.test.title', { name: shownName.current })}
        submitLabel={t('otpSetting.test.send')}
        schema={(kind === 'smtp' ? smtpChannelTest : smsChannelTest) as typeof smtpChannelTest}
        defaultValues={(kind === 'smtp' ? { email: '', language: 'en-US' } : { mobile: '', language: 'en-US' }) as never}
        fieldMessages={{ email: t('otpSetting.validation.email'), mobile: t('otpSetting.validation.mobile') }}
        onSubmit={async (body) => {
          if (!channel) return;
          const answer = await test.mutateAsync({ id: channel.channelId, body });
          setResultOf(channel.channelName);
          setResult(answer);
        }}
      >
        <Text textStyle="sm" color="fg.muted">
          {t(kind === 'smtp' ? 'otpSetting.test.mailHint' : 'otpSetting.test.smsHint')}
        </Text>
        {kind === 'smtp' ? (
          <TextField name="email" required label={t('otpSetting.test.email')} placeholder="someone@example.com" />
        ) : (
          <TextField name="mobile" required label={t('otpSetting.test.mobile')} placeholder="+8613800000000" />
        )}
        <SelectField name="language" required label={t('otpSetting.test.language')} options={languages} />
      </FormDialog>
      <DialogFrame
        open={result !== null}
        onClose={() => setResult(null)}
        size="sm"
        title={t('otpSetting.test.resultTitle', { name: resultOf })}
      >
        {result ? (
          <Stack gap="3" aria-label={t('otpSetting.test.resultTitle', { name: resultOf })}>
            <HStack>
              <Badge colorPalette={result.delivered ? 'green' : 'red'} size="lg">
                {result.delivered ? t('otpSetting.test.delivered') : t('otpSetting.test.notDelivered')}
              </Badge>
              <Text textStyle="sm" color="fg.muted">
                {t('otpSetting.test.duration', { ms: result.durationMs })}
              </Text>
            </HStack>
            <KeyValue label={t('otpSetting.test.recipient')}>{result.recipient}</KeyValue>
            <KeyValue label={t('otpSetting.test.detail')}>
              <Text fontFamily="mono" textStyle="sm" wordBreak="break-word">
                {result.detail}
              </Text>
            </KeyValue>
            <KeyValue label={t('otpSetting.test.record')}>
              {result.otpRecordId ? t('otpSetting.test.recordWritten', { id: result.otpRecordId }) : t('otpSetting.test.noRecord')}
            </KeyValue>
          </Stack>
        ) : null}
      </DialogFrame>
    </>
  );
}
