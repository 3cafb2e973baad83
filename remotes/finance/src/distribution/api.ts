import { api } from '@console/client';
import type { DistributionHourlyRecord, DistributionPayment, DistributionRunnerSummary } from '@console/contracts';
import { formatDecimal, useMutationWithToast } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { definePagedList, usePagedQuery } from '@console/ui';

/** Query keys: the first element is the API path. A reissue credits a wallet and writes its change log. */
export const distributionKeys = {
  list: ['finance/multiLevel/list'] as const,
  runners: ['finance/multiLevel/list/hourly'] as const,
  hourly: ['finance/multiLevel/list/hourly/detail'] as const,
  walletChanges: ['finance/walletChangeLog/list'] as const,
  wallets: ['finance/user/wallet/list'] as const,
};

/** What the route fetches ahead of the page: the list's first page as the menu opens it. */
export const distributionPaymentsList = definePagedList<DistributionPayment>('distributionPayments', distributionKeys.list);

export function useDistributionPayments(request: Record<string, string | number>) {
  return usePagedQuery<DistributionPayment>(distributionKeys.list, request);
}

export function useReissuePayment() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (p: DistributionPayment) => api.post<DistributionPayment>(`finance/multiLevel/reissue/${p.id}`),
    successMessage: (p) => t('distribution.toast.reissued', { id: p.id, amount: formatDecimal(p.distributionBonus), code: p.code }),
    invalidate: [distributionKeys.list, distributionKeys.walletChanges, distributionKeys.wallets],
  });
}

export interface PeriodQuery {
  accountId: number;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

export function useDistributionRunners(query: PeriodQuery, enabled: boolean) {
  return usePagedQuery<DistributionRunnerSummary>(distributionKeys.runners, { ...query }, { enabled });
}

export function useDistributionHourly(
  query: PeriodQuery & { futuresRunnerId: number; investmentUserId?: number; layer?: number },
  enabled: boolean,
) {
  return usePagedQuery<DistributionHourlyRecord>(distributionKeys.hourly, { ...query }, { enabled });
}
