import { api, useCan, useSession } from '@console/client';
import type { WithdrawalRecord } from '@console/contracts';
import type { BulkAction } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { userLabel } from '../records/format';
import { withdrawalKeys } from './api';
import { isOpen } from './WithdrawalActions';

/** A review through the single-record call, its refusal (409, 404) kept quiet: the bulk result lists it with the API's reason. */
const review = (w: WithdrawalRecord, body: { withdrawalType: 1 | 2; remark?: string; reason?: string }) =>
  api.post<WithdrawalRecord>('finance/withdrawal/review', { id: w.id, ...body }, { silent: true });

/**
 * Approving or rejecting the ticked withdrawals, one after another through the single-record review and
 * its rules: above the dual-approval amount an approval is the first of two (the record then waits for a
 * second, different admin), one this admin already approved is refused before anything is sent, and one
 * reviewed meanwhile answers 409. A rejection returns the held amount and asks its reason once.
 */
export function useWithdrawalBulkActions(): BulkAction<WithdrawalRecord>[] {
  const { t } = useAreaTranslation();
  const canReview = useCan('withdrawal.review');
  const me = useSession().manager?.id;
  return useMemo(() => {
    if (!canReview) return [];
    const describe = (w: WithdrawalRecord) => t('withdrawal.bulk.record', { id: w.id, user: userLabel(w) });
    const closed = (w: WithdrawalRecord) => (isOpen(w) ? null : t('withdrawal.bulk.notOpen'));
    const invalidate = [withdrawalKeys.list, withdrawalKeys.walletChanges, withdrawalKeys.wallets];
    const approve: BulkAction<WithdrawalRecord> = {
      id: 'approve',
      label: t('withdrawal.action.approve'),
      title: (count) => t('withdrawal.bulk.approveTitle', { count }),
      confirmLabel: t('withdrawal.bulk.approveConfirm'),
      describe,
      amount: (w) => ({ code: w.code, value: w.amount }),
      // Four eyes: the second approval of a large withdrawal must come from another admin.
      refusal: (w) => closed(w) ?? (w.approvals.some((a) => a.adminId === me) ? t('withdrawal.bulk.approvedByMe') : null),
      input: { label: t('withdrawal.review.remark'), required: false },
      run: (w, remark) => review(w, { withdrawalType: 1, ...(remark ? { remark } : {}) }),
      invalidate,
    };
    const reject: BulkAction<WithdrawalRecord> = {
      id: 'reject',
      label: t('withdrawal.action.reject'),
      danger: true,
      title: (count) => t('withdrawal.bulk.rejectTitle', { count }),
      confirmLabel: t('withdrawal.bulk.rejectConfirm'),
      describe,
      amount: (w) => ({ code: w.code, value: w.amount }),
      refusal: closed,
      input: { label: t('withdrawal.review.reason'), required: true },
      run: (w, reason) => review(w, { withdrawalType: 2, reason }),
      invalidate,
    };
    return [approve, reject];
  }, [t, canReview, me]);
}
