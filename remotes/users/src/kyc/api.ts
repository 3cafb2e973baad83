import { api, type RequestOptions } from '@console/client';
import type { Kyc, KycReviewInput, Page } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const kycKeys = { list: ['account/kyc/list'] as const, userDetail: ['account/detail'] as const };

/** The KYC list: its filters (pending first) and its page query, which the route also fetches ahead of the page. */
export const kycList = defineList({
  key: 'kyc',
  defaults: { status: '0', account: '', name: '', idNumber: '', startTime: '', endTime: '', country: '' },
  query: (query) => ({
    queryKey: [...kycKeys.list, query],
    queryFn: ({ signal }) => api.post<Page<Kyc>>('account/kyc/list', query, { signal }),
  }),
});

export function useKycList(query: Record<string, string | number>) {
  return useQuery({ ...kycList.query(query), placeholderData: keepPreviousData });
}

/**
 * The pending application a reviewer takes next: the first of the list's own filters and order, still
 * pending now (the one just decided no longer is). Asked only once a decision was made.
 */
export function useNextPendingKyc(filters: Record<string, string | number>, enabled: boolean) {
  const query = { ...filters, status: 0, pageNum: 1, pageSize: 1 };
  return useQuery({
    queryKey: [...kycKeys.list, 'next', query],
    queryFn: ({ signal }) => api.post<Page<Kyc>>('account/kyc/list', query, { signal }),
    enabled,
  });
}

/** One review through `account/kyc/edit`: the only way an application is decided, alone or in bulk. */
export function reviewKyc(body: KycReviewInput, options?: RequestOptions): Promise<Kyc> {
  return api.post<Kyc>('account/kyc/edit', { id: body.id, reviewType: body.reviewType, rejectReason: body.rejectReason }, options);
}

export function useReviewKyc() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: KycReviewInput & { name: string }) => reviewKyc(body),
    successMessage: (kyc) => t(kyc.status === 1 ? 'kyc.toast.approved' : 'kyc.toast.rejected', { name: kyc.name }),
    // The user's detail shows the KYC state too.
    invalidate: [kycKeys.list, kycKeys.userDetail],
  });
}
