import { api, useCan } from '@console/client';
import type {
  AnomalySettings,
  AnomalySettingsUpdateInput,
  DepositChannel,
  DepositChannelSaveInput,
  DepositSetting,
  DepositSettingSaveInput,
  FinanceSettingsRecord,
  FinanceSettingsUpdateInput,
  UplineCandidate,
  WithdrawalChain,
  WithdrawalChainAddInput,
  WithdrawalSetting,
  WithdrawalSettingAddInput,
  WithdrawalSettingEditInput,
} from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

/**
 * Query keys: the first element is the API path, so a change invalidates every view of what it touches.
 * A coin's settings embed its channels, so a channel change refreshes the settings list too.
 */
export const settingsKeys = {
  switches: ['finance/setting'] as const,
  depositSettings: ['finance/deposit/setting/list'] as const,
  depositChannels: ['finance/deposit/channel/list'] as const,
  withdrawalSettings: ['finance/withdrawal/channel/list'] as const,
  withdrawalChains: ['finance/withdrawal/chain/list'] as const,
  anomaly: ['finance/withdrawal/anomaly'] as const,
  agents: ['account/change/upLine/init'] as const,
};
const DEPOSIT_VIEWS: QueryKey[] = [settingsKeys.depositSettings, settingsKeys.depositChannels];
const WITHDRAWAL_VIEWS: QueryKey[] = [settingsKeys.withdrawalSettings, settingsKeys.withdrawalChains];

// ------------------------------------------------------------------ finance switches

export function useFinanceSwitches() {
  return useQuery({
    queryKey: settingsKeys.switches,
    queryFn: ({ signal }) => api.post<FinanceSettingsRecord>('finance/setting', {}, { signal }),
  });
}

export function useSaveFinanceSwitches() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: FinanceSettingsUpdateInput) => api.post<FinanceSettingsRecord>('finance/setting/update', body),
    successMessage: t('settings.toast.switchesSaved'),
    invalidate: [settingsKeys.switches],
  });
}

// ------------------------------------------------------------------ deposit settings and channels

export function useDepositSettings() {
  return useQuery({
    queryKey: settingsKeys.depositSettings,
    queryFn: ({ signal }) => api.get<DepositSetting[]>('finance/deposit/setting/list', undefined, { signal }),
  });
}

export function useSaveDepositSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: DepositSettingSaveInput) => api.post<DepositSetting>('finance/deposit/setting/saveOrUpdate', body),
    successMessage: (s, body) =>
      t(body.id === undefined ? 'settings.toast.depositAdded' : 'settings.toast.depositSaved', { coin: s.coinName }),
    invalidate: DEPOSIT_VIEWS,
  });
}

export function useDeleteDepositSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (s: DepositSetting) => api.post<{ id: number; deleted: boolean }>(`finance/deposit/setting/delete/${s.id}`),
    successMessage: (_data, s) => t('settings.toast.depositDeleted', { coin: s.coinName }),
    invalidate: DEPOSIT_VIEWS,
  });
}

export function useDepositChannels(settingId: number) {
  return useQuery({
    queryKey: [...settingsKeys.depositChannels, settingId],
    queryFn: ({ signal }) => api.get<DepositChannel[]>(`finance/deposit/channel/${settingId}/list`, undefined, { signal }),
    enabled: settingId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSaveDepositChannel(coin: string) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: DepositChannelSaveInput) => api.post<DepositChannel>('finance/deposit/channel/saveOrUpdate', body),
    successMessage: (c, body) =>
      t(body.id === undefined ? 'settings.toast.channelAdded' : 'settings.toast.channelSaved', { chain: c.blockChain, coin }),
    invalidate: DEPOSIT_VIEWS,
  });
}

export function useDeleteDepositChannel(coin: string) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (c: DepositChannel) => api.post<{ id: number; deleted: boolean }>(`finance/deposit/channel/delete/${c.id}`),
    successMessage: (_data, c) => t('settings.toast.channelDeleted', { chain: c.blockChain, coin }),
    invalidate: DEPOSIT_VIEWS,
  });
}

// ------------------------------------------------------------------ withdrawal settings and blockchains

export function useWithdrawalSettings() {
  return useQuery({
    queryKey: settingsKeys.withdrawalSettings,
    queryFn: ({ signal }) => api.post<WithdrawalSetting[]>('finance/withdrawal/channel/list', {}, { signal }),
  });
}

export function useSaveWithdrawalSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: WithdrawalSettingAddInput | WithdrawalSettingEditInput) =>
      'id' in body && body.id !== undefined
        ? api.post<WithdrawalSetting>('finance/withdrawal/channel/edit', body)
        : api.post<WithdrawalSetting>('finance/withdrawal/channel/add', body),
    successMessage: (s, body) =>
      t('id' in body && body.id !== undefined ? 'settings.toast.withdrawalSaved' : 'settings.toast.withdrawalAdded', { coin: s.coinName }),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

export function useDeleteWithdrawalSetting() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (s: WithdrawalSetting) => api.post<{ id: number; deleted: boolean }>(`finance/withdrawal/delete/${s.id}`),
    successMessage: (_data, s) => t('settings.toast.withdrawalDeleted', { coin: s.coinName }),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

export function useWithdrawalChains(settingId: number) {
  return useQuery({
    queryKey: [...settingsKeys.withdrawalChains, settingId],
    queryFn: ({ signal }) => api.get<WithdrawalChain[]>(`finance/withdrawal/channel/${settingId}/list`, undefined, { signal }),
    enabled: settingId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Adds a blockchain entry, or with `id` edits one (the spec's `finance/withdrawal/add` does both). */
export function useSaveWithdrawalChain(coin: string) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: WithdrawalChainAddInput) => api.post<WithdrawalChain>('finance/withdrawal/add', body),
    successMessage: (c, body) =>
      t(body.id === undefined ? 'settings.toast.chainAdded' : 'settings.toast.chainSaved', { chain: c.blockChain, coin }),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

export function useDeleteWithdrawalChain(coin: string) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (c: WithdrawalChain) => api.post<{ id: number; deleted: boolean }>(`finance/withdrawal/channel/delete/${c.id}`),
    successMessage: (_data, c) => t('settings.toast.chainDeleted', { chain: c.blockChain, coin }),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

/** The calls of a coin's blockchain entries of each kind, as its blockchain page makes them. */
export const depositChannelCalls = { useList: useDepositChannels, useSave: useSaveDepositChannel, useRemove: useDeleteDepositChannel };
export const withdrawalChainCalls = { useList: useWithdrawalChains, useSave: useSaveWithdrawalChain, useRemove: useDeleteWithdrawalChain };

// ------------------------------------------------------------------ withdrawal anomaly alerts

export function useAnomalySettings() {
  return useQuery({
    queryKey: settingsKeys.anomaly,
    queryFn: ({ signal }) => api.get<AnomalySettings>('finance/withdrawal/anomaly', undefined, { signal }),
  });
}

export function useSaveAnomalySettings() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: AnomalySettingsUpdateInput) => api.post<AnomalySettings>('finance/withdrawal/anomaly/settings', body),
    successMessage: t('settings.toast.anomalySaved'),
    invalidate: [settingsKeys.anomaly],
  });
}

/** How many agents the picker offers at once; a search narrows them. */
export const AGENT_CHOICES = 50;

/**
 * Agents a suspicious-agent alert can name, searched on the server by id, e-mail, mobile or invitation
 * code. The alert settings permission grants this list.
 */
export function useAgentCandidates(keyword: string) {
  const allowed = useCan('financeSettings.anomalyAlerts');
  const query = useQuery({
    queryKey: [...settingsKeys.agents, keyword],
    queryFn: ({ signal }) =>
      api.get<UplineCandidate[]>('account/change/upLine/init', { ...(keyword ? { keyword } : {}), limit: AGENT_CHOICES }, { signal }),
    enabled: allowed,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, allowed };
}
