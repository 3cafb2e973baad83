import { useCan } from '@console/client';
import { type Kyc, KYC_STATUS } from '@console/contracts';
import { type BulkAction, useOptions } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { kycKeys, reviewKyc } from './api';

/** The document images an application lacks (their labels), which a reviewer should look at before approving. */
export function missingDocuments(kyc: Pick<Kyc, 'passportFile1' | 'passportFile2'>, labels: { front: string; back: string }): string[] {
  return [kyc.passportFile1 ? null : labels.front, kyc.passportFile2 ? null : labels.back].filter((l): l is string => l !== null);
}

/**
 * Approve and reject of the ticked applications (with `kyc.review`): each one through the single review
 * call, so an application another admin decided meanwhile is refused with the API's reason (409). An
 * application that is no longer pending on screen is left out before anything is sent, and so is an
 * approval of one with a missing document image: that one is looked at on its own, with its warning.
 */
export function useKycBulkActions(): BulkAction<Kyc>[] {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const canReview = useCan('kyc.review');
  return useMemo(() => {
    if (!canReview) return [];
    const describe = (k: Kyc) => t('kyc.bulk.record', { id: k.id, name: k.name, account: k.account ?? t('kyc.userId', { id: k.userId }) });
    const notPending = (k: Kyc) =>
      k.status === KYC_STATUS.pending ? null : t('kyc.bulk.notPending', { status: options.label('kycReviewType', k.status) });
    const invalidate = [kycKeys.list, kycKeys.userDetail];
    const labels = { front: t('kyc.review.front'), back: t('kyc.review.back') };
    return [
      {
        id: 'approve',
        label: t('kyc.bulk.approve'),
        title: (count) => t('kyc.bulk.approveTitle', { count }),
        confirmLabel: t('kyc.bulk.approveConfirm'),
        describe,
        refusal: (k) => {
          const missing = missingDocuments(k, labels);
          return notPending(k) ?? (missing.length ? t('kyc.bulk.missingDocument', { documents: missing.join(', ') }) : null);
        },
        run: (k) => reviewKyc({ id: k.id, reviewType: KYC_STATUS.approved }, { silent: true }),
        invalidate,
      },
      {
        id: 'reject',
        label: t('kyc.bulk.reject'),
        danger: true,
        title: (count) => t('kyc.bulk.rejectTitle', { count }),
        confirmLabel: t('kyc.bulk.rejectConfirm'),
        describe,
        refusal: notPending,
        input: { label: t('kyc.bulk.reason'), required: true },
        run: (k, reason) => reviewKyc({ id: k.id, reviewType: KYC_STATUS.rejected, rejectReason: reason }, { silent: true }),
        invalidate,
      },
    ];
  }, [t, options, canReview]);
}
