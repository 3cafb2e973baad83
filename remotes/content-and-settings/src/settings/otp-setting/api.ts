import { api, queryClient, type RouteVisit } from '@console/client';
import type { Page } from '@console/contracts';
import type { SettingSaved } from '@console/contracts/schemas/settings-answers';
import type {
  ChannelSaved,
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
export const channelListKey = (kind: ChannelKind) => (kind === 'smtp' ? SMTP_KEY : SMS_KEY);
/** Each kind's channels are a versioned setting: every change is a version in its history. */
export const channelSetting = (kind: ChannelKind): 'smtp-channels' | 'sms-channels' => (kind === 'smtp' ? 'smtp-channels' : 'sms-channels');
/** A change's toast: the version it made, or that nothing changed. */
const versionNote = (t: ReturnType<typeof useAreaTranslation>['t'], saved: ChannelSaved<Channel>) =>
  saved.versionId === null ? t('otpSetting.toast.unchanged') : t('otpSetting.toast.version', { id: saved.versionId });

export function useSaveChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, body }: { id: number | null; body: SmtpChannelAdd | SmtpChannelEdit | SmsChannelAdd | SmsChannelEdit }) =>
      id === null
        ? api.post<ChannelSaved<Channel>>(`${base(kind)}Add`, body)
        : api.put<ChannelSaved<Channel>>(`${base(kind)}Edit/${id}`, body),
    successMessage: (saved, { id }) =>
      `${t(id === null ? 'otpSetting.toast.added' : 'otpSetting.toast.edited', { name: saved.channel.channelName })} · ${versionNote(t, saved)}`,
    invalidate: [channelListKey(kind), VERSIONS_KEY],
  });
}

export function useSwitchChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (channel: Channel) =>
      api.patch<ChannelSaved<Channel>>(`${base(kind)}SwitchEnabled/${channel.channelId}`, { activation: channel.activation ? 0 : 1 }),
    successMessage: ({ channel }) => t(channel.activation ? 'otpSetting.toast.on' : 'otpSetting.toast.off', { name: channel.channelName }),
    invalidate: [channelListKey(kind), VERSIONS_KEY],
  });
}

export function useDeleteChannel(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ channel, reason }: { channel: Channel; reason?: string }) =>
      api.delete<ChannelSaved<Channel>>(`${base(kind)}Delete/${channel.channelId}`, undefined, { body: { reason } }),
    successMessage: (saved) => `${t('otpSetting.toast.deleted', { name: saved.channel.channelName })} · ${versionNote(t, saved)}`,
    invalidate: [channelListKey(kind), VERSIONS_KEY],
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
