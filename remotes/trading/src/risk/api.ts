import { api } from '@console/client';
import type { RiskPreview, RiskRecord, RiskSetting } from '@console/contracts/schemas/trading-risk';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { definePagedList, usePagedQuery } from '@console/ui';

export const riskKeys = {
  settings: ['risk/setting/list'] as const,
  records: ['risk/record/list'] as const,
  preview: ['risk/setting/preview'] as const,
};

/** How often the guards list asks again: the live price and the state follow the feed. */
export const GUARD_REFRESH_MS = 3000;

export const riskSettingsList = definePagedList<RiskSetting>('riskSettings', riskKeys.settings);
export const riskRecordsList = definePagedList<RiskRecord>('riskRecords', riskKeys.records);

export function useRiskSettings(request: Record<string, string | number>) {
  return usePagedQuery<RiskSetting>(riskKeys.settings, request, { refetchInterval: GUARD_REFRESH_MS });
}

export function useRiskRecords(request: Record<string, string | number>) {
  return usePagedQuery<RiskRecord>(riskKeys.records, request);
}

/** The guard's settings as the preview and the save take them. */
export interface GuardSettings {
  cid: number;
  price?: string;
  averageWindowSeconds: number;
  bandPercent: string;
  stalenessSeconds: number;
  breachesToTrip: number;
  cooldownSeconds: number;
}

/** One key per set of settings: the preview shown is the preview of exactly these. */
export const settingsKey = (s: GuardSettings) =>
  JSON.stringify([s.cid, s.price ?? '', s.averageWindowSeconds, s.bandPercent, s.stalenessSeconds, s.breachesToTrip, s.cooldownSeconds]);

/** How the settings would have behaved over the last 24 hours of recorded ticks; null while they are not valid. */
export function useGuardPreview(settings: GuardSettings | null) {
  return useQuery({
    queryKey: [...riskKeys.preview, settings],
    queryFn: ({ signal }) => api.post<RiskPreview>('risk/setting/preview', settings, { signal, silent: true }),
    enabled: settings !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSaveGuard() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: GuardSettings & { halt: number; reason: string; tradingPair: string }) =>
      api.post<RiskSetting>('risk/setting/add', body),
    successMessage: (s, body) => t(body.halt === 1 ? 'riskPairs.toast.halted' : 'riskPairs.toast.saved', { code: s.code }),
    invalidate: [riskKeys.settings, riskKeys.records],
  });
}

export function useRearmGuard() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { cid: number; tradingPair: string; reason: string }) => api.post<RiskSetting>('risk/setting/loop', body),
    successMessage: (s) => t('riskPairs.toast.rearmed', { code: s.code }),
    invalidate: [riskKeys.settings, riskKeys.records],
  });
}
