import { api, queryClient, type RouteVisit } from '@console/client';
import type { Page } from '@console/contracts';
import type { SettingSaved } from '@console/contracts/schemas/settings-answers';
import type {
  ChannelTestResult,
  OtpSetting,
  OtpSettingEdit,
  SmsChannel,
  SmsChannelAdd,
  SmsChannelEdit,
  SmsChannelTest,
  SmtpChannel,
  SmtpChannelAdd,
  SmtpChannelEdit,
  SmtpChannelTest,
} from '@console/contracts/schemas/settings-otp';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

/** The OTP page: `/settings/otp-setting/{tabName}`, the setting and the two kinds of channel. */
export const OTP_PATH = '/settings/otp-setting';
export const OTP_TABS = [{ name: 'setting' }, { name: 'smtp' }, { name: 'sms' }] as const;

export const otpSettingQuery = queryOptions({
  queryKey: ['otp/setting'] as const,
  queryFn: ({ signal }) => api.get<OtpSetting>('otp/setting', undefined, { signal }),
});

const SMTP_KEY = ['otp/smtpChannelList'] as const;
const SMS_KEY = ['otp/smsChannelList'] as const;

export const smtpChannelList = defineList({
  key: 'smtpChannels',
  defaults: { channelName: '', activation: '' },
  query: (query) => ({
    queryKey: [...SMTP_KEY, query],
    queryFn: ({ signal }) => api.post<Page<SmtpChannel>>('otp/smtpChannelList', query, { signal }),
  }),
});

export const smsChannelList = defineList({
  key: 'smsChannels',
  defaults: { channelName: '', activation: '' },
  query: (query) => ({
    queryKey: [...SMS_KEY, query],
    queryFn: ({ signal }) => api.post<Page<SmsChannel>>('otp/smsChannelList', query, { signal }),
  }),
});

export function prefetchOtpSetting(visit: RouteVisit): void {
  if (visit.params.tabName === 'smtp') smtpChannelList.prefetch(visit);
  else if (visit.params.tabName === 'sms') smsChannelList.prefetch(visit);
  else void queryClient.prefetchQuery(otpSettingQuery);
}

export const useOtpSetting = () => useQuery(otpSettingQuery);
export const useSmtpChannels = (query: Record<string, string | number>) =>
  useQuery({ ...smtpChannelList.query(query), placeholderData: keepPreviousData });
export const useSmsChannels = (query: Record<string, string | number>) =>
  useQuery({ ...smsChannelList.query(query), placeholderData: keepPreviousData });

export function useUpdateOtpSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: OtpSettingEdit) => api.patch<SettingSaved>('otp/settingEdit/1', body),
    successMessage: (saved) => (saved.version ? t('otpSetting.toast.saved', { id: saved.version.id }) : t('otpSetting.toast.unchanged')),
    invalidate: [otpSettingQuery.queryKey, VERSIONS_KEY],
  });
}

/** A channel of either kind as the screens handle it. */
export type ChannelKind = 'smtp' | 'sms';
type Channel = SmtpChannel | SmsChannel;

const base = (kind: ChannelKind) => (kind === 'smtp' ? 'otp/smtpChannel' : 'otp/smsChannel');
const listKey = (kind: ChannelKind) => (kind === 'smtp' ? SMTP_KEY : SMS_KEY);

export function useSaveChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, body }: { id: number | null; body: SmtpChannelAdd | SmtpChannelEdit | SmsChannelAdd | SmsChannelEdit }) =>
      id === null ? api.post<Channel>(`${base(kind)}Add`, body) : api.put<Channel>(`${base(kind)}Edit/${id}`, body),
    successMessage: (channel, { id }) =>
      t(id === null ? 'otpSetting.toast.added' : 'otpSetting.toast.edited', { name: channel.channelName }),
    invalidate: [listKey(kind)],
  });
}

export function useSwitchChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (channel: Channel) =>
      api.patch<Channel>(`${base(kind)}SwitchEnabled/${channel.channelId}`, { activation: channel.activation ? 0 : 1 }),
    successMessage: (channel) => t(channel.activation ? 'otpSetting.toast.on' : 'otpSetting.toast.off', { name: channel.channelName }),
    invalidate: [listKey(kind)],
  });
}

export function useDeleteChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (channel: Channel) => api.delete<Channel>(`${base(kind)}Delete/${channel.channelId}`),
    successMessage: (channel) => t('otpSetting.toast.deleted', { name: channel.channelName }),
    invalidate: [listKey(kind)],
  });
}

/** Sends a real test message through a channel; the result (delivered or why not) is shown by the screen. */
export function useTestChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, body }: { id: number; body: SmtpChannelTest | SmsChannelTest }) =>
      api.post<ChannelTestResult>(`${base(kind)}Test/${id}`, body),
    successMessage: (result) =>
      result.delivered ? t('otpSetting.toast.delivered', { recipient: result.recipient }) : t('otpSetting.toast.notDelivered'),
    invalidate: [['otp/recordList']],
  });
}
