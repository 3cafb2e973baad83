import { api } from '@console/client';
import type { Kyc, KycReviewInput, Page } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const kycKeys = { list: ['account/kyc/list'] as const, userDetail: ['account/detail'] as const };

export function useKycList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...kycKeys.list, query],
    queryFn: ({ signal }) => api.post<Page<Kyc>>('account/kyc/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewKyc() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: KycReviewInput & { name: string }) =>
      api.post<Kyc>('account/kyc/edit', { id: body.id, reviewType: body.reviewType, rejectReason: body.rejectReason }),
    successMessage: (kyc) => t(kyc.status === 1 ? 'kyc.toast.approved' : 'kyc.toast.rejected', { name: kyc.name }),
    // The user's detail shows the KYC state too.
    invalidate: [kycKeys.list, kycKeys.userDetail],
  });
}
