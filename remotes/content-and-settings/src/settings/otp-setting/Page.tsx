import { PageHeader, PathTabRoute, PathTabs } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { OTP_PATH, OTP_TABS } from './api';
import { SmsChannels, SmtpChannels } from './Channels';
import { OtpSettingForm } from './SettingForm';

/** One-time codes (`/settings/otp-setting/{tabName}`): the OTP setting, the mail (SMTP) channels and the SMS channels. */
export default function OtpSettingPage() {
  const { t } = useAreaTranslation();
  const tabs = (current: string) => (
    <PathTabs tabs={OTP_TABS} current={current} basePath={OTP_PATH} label={(name) => t(`otpSetting.tab.${name}`)} />
  );
  return (
    <PathTabRoute tabs={OTP_TABS} basePath={OTP_PATH}>
      {(tab) =>
        tab.name === 'setting' ? (
          <>
            <PageHeader title={t('routes.otpSetting')} description={t('otpSetting.description')} />
            {tabs(tab.name)}
            <OtpSettingForm />
          </>
        ) : tab.name === 'smtp' ? (
          <SmtpChannels tabs={tabs(tab.name)} />
        ) : (
          <SmsChannels tabs={tabs(tab.name)} />
        )
      }
    </PathTabRoute>
  );
}
