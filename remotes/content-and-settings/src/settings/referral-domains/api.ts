import { api, useCan } from '@console/client';
import type { Page, UplineCandidate } from '@console/contracts';
import type { SettingSaved } from '@console/contracts/schemas/settings-answers';
import type { Country, ReferralDomain, ReferralDomainAdd } from '@console/contracts/schemas/settings-platform';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { VERSIONS_KEY } from '../common/versions';

export const REFERRAL_DOMAINS_KEY = ['referralDomain/list'] as const;

export const referralDomainList = defineList({
  key: 'referralDomains',
  defaults: { domainUrl: '', tierAgent: '' },
  query: (query) => ({
    queryKey: [...REFERRAL_DOMAINS_KEY, query],
    queryFn: ({ signal }) => api.post<Page<ReferralDomain>>('referralDomain/list', query, { signal }),
  }),
});

export function useReferralDomains(query: Record<string, string | number>) {
  return useQuery({ ...referralDomainList.query(query), placeholderData: keepPreviousData });
}

/** The countries a domain can be meant for (codes; the screen names them in the admin's language). */
export function useCountries() {
  return useQuery({
    queryKey: ['referralDomain/country/list'],
    queryFn: ({ signal }) => api.get<Country[]>('referralDomain/country/list', undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** How many agents the picker offers at once; a search narrows them. */
const AGENT_CHOICES = 50;

/** The agents of the users area's agent list (`account/change/upLine/init`), found by id, e-mail, mobile or code. */
export function useAgentCandidates(keyword: string, enabled: boolean) {
  const allowed = useCan('referralDomains.add');
  return useQuery({
    queryKey: ['account/change/upLine/init', 'referral', keyword],
    queryFn: ({ signal }) =>
      api.get<UplineCandidate[]>('account/change/upLine/init', { ...(keyword ? { keyword } : {}), limit: AGENT_CHOICES }, { signal }),
    enabled: allowed && enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

const invalidate = [REFERRAL_DOMAINS_KEY, VERSIONS_KEY];

export function useAddReferralDomain() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: ReferralDomainAdd) => api.post<SettingSaved>('referralDomain/add', body),
    successMessage: (_saved, body) => t('referralDomains.toast.added', { domain: body.domainUrl }),
    invalidate,
  });
}

export function useDeleteReferralDomain() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ domain, reason }: { domain: ReferralDomain; reason?: string }) =>
      api.post<SettingSaved>(`referralDomain/del/${domain.id}`, reason ? { reason } : {}),
    successMessage: (_saved, { domain }) => t('referralDomains.toast.deleted', { domain: domain.domainUrl }),
    invalidate,
  });
}
