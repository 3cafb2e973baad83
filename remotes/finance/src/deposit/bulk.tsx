import { api, useCan } from '@console/client';
import { DEPOSIT_STATUS, type DepositRecord } from '@console/contracts';
import type { BulkAction } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { userLabel } from '../records/format';
import { depositKeys } from './api';

/** A review through the single-record call, its refusal (409, 404) kept quiet: the bulk result lists it with the API's reason. */
const review = (d: DepositRecord, reviewType: 1 | 2, reason: string) =>
  api.post<DepositRecord>('finance/deposit/review', { id: d.id, reviewType, reason }, { silent: true });

/**
 * Approving or rejecting the ticked deposits, one after another through the single-record review (a
 * reviewed one answers 409 and is listed as refused). The API asks a reason for either decision: it is
 * asked once. An approval credits the total (amount and bonus), which the confirmation adds up per coin.
 */
export function useDepositBulkActions(): BulkAction<DepositRecord>[] {
  const { t } = useAreaTranslation();
  const canReview = useCan('deposit.review');
  return useMemo(() => {
    if (!canReview) return [];
    const describe = (d: DepositRecord) => t('deposit.bulk.record', { id: d.id, user: userLabel(d) });
    const refusal = (d: DepositRecord) =>
      d.status === DEPOSIT_STATUS.pending
        ? null
        : t('deposit.bulk.notPending', { status: t(`deposit.tab.${d.status === 1 ? 'approved' : 'rejected'}`) });
    const invalidate = [depositKeys.list, depositKeys.walletChanges, depositKeys.wallets];
    const approve: BulkAction<DepositRecord> = {
      id: 'approve',
      label: t('deposit.action.approve'),
      title: (count) => t('deposit.bulk.approveTitle', { count }),
      confirmLabel: t('deposit.bulk.approveConfirm'),
      describe,
      amount: (d) => ({ code: d.code, value: d.totalAmount }),
      refusal,
      input: { label: t('deposit.review.reason'), required: true },
      run: (d, reason) => review(d, 1, reason),
      invalidate,
    };
    const reject: BulkAction<DepositRecord> = {
      id: 'reject',
      label: t('deposit.action.reject'),
      danger: true,
      title: (count) => t('deposit.bulk.rejectTitle', { count }),
      confirmLabel: t('deposit.bulk.rejectConfirm'),
      describe,
      amount: (d) => ({ code: d.code, value: d.amount }),
      refusal,
      input: { label: t('deposit.review.reason'), required: true },
      run: (d, reason) => review(d, 2, reason),
      invalidate,
    };
    return [approve, reject];
  }, [t, canReview]);
}
