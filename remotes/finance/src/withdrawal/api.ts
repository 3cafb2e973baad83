import { api } from '@console/client';
import { type SummarisedPage, WITHDRAWAL_STATUS, type WithdrawalRecord, type WithdrawalSummary } from '@console/contracts';
import { defineList, type ExportFormat, formatDecimal, useMutationWithToast } from '@console/ui';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import type { RecordEdits } from '../records/actions';
import { RECORD_FILTER_DEFAULTS, recordTabOptions, type StatusTab } from '../records/format';

/** Query keys, the API path first. A review moves the held amount, so wallets and their log change too. */
export const withdrawalKeys = {
  list: ['finance/withdrawalRecord/list'] as const,
  walletChanges: ['finance/walletChangeLog/list'] as const,
  wallets: ['finance/user/wallet/list'] as const,
};
const WITHDRAWAL_VIEWS: QueryKey[] = [withdrawalKeys.list];
const MONEY_VIEWS: QueryKey[] = [withdrawalKeys.list, withdrawalKeys.walletChanges, withdrawalKeys.wallets];

export type WithdrawalPage = SummarisedPage<WithdrawalRecord, WithdrawalSummary>;

/** How often a list holding a withdrawal that is paying out is read again, until the provider settled it. */
export const PAYOUT_POLL_MS = 4000;

/** Review-state tabs: the work to do first (new requests, then those waiting for a second approval). */
export const WITHDRAWAL_TABS: readonly StatusTab[] = [
  { name: 'pending', status: WITHDRAWAL_STATUS.pending },
  { name: 'second-approval', status: WITHDRAWAL_STATUS.firstApproval },
  { name: 'paying-out', status: WITHDRAWAL_STATUS.payingOut },
  { name: 'approved', status: WITHDRAWAL_STATUS.approved },
  { name: 'rejected', status: WITHDRAWAL_STATUS.rejected },
  { name: 'all' },
];

const WITHDRAWAL_FILTERS = { ...RECORD_FILTER_DEFAULTS, withdrawalType: '', isFirstTimeWithdrawal: '', address: '', anomalyType: '' };

/** The withdrawals list of a tab: its filters and its page query, which the route also fetches ahead of the page. */
export const withdrawalsList = defineList({
  key: 'withdrawals',
  defaults: WITHDRAWAL_FILTERS,
  options: (params) =>
    recordTabOptions<typeof WITHDRAWAL_FILTERS>(WITHDRAWAL_TABS, ['withdrawalType', 'isFirstTimeWithdrawal'], params.tabName),
  query: (query) => ({
    queryKey: [...withdrawalKeys.list, query],
    queryFn: ({ signal }) => api.post<WithdrawalPage>('finance/withdrawalRecord/list', query, { signal }),
  }),
});

export function useWithdrawalList(query: Record<string, string | number>) {
  return useQuery({
    ...withdrawalsList.query(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.records.some((w) => w.status === WITHDRAWAL_STATUS.payingOut) ? PAYOUT_POLL_MS : false),
  });
}

function named(w: Pick<WithdrawalRecord, 'id' | 'amount' | 'code'>) {
  return { id: w.id, amount: formatDecimal(w.amount), code: w.code };
}

/** The toast of a review, by the state the withdrawal is in afterwards. */
const REVIEW_TOAST: Record<number, string> = {
  1: 'withdrawal.toast.approved',
  2: 'withdrawal.toast.rejected',
  3: 'withdrawal.toast.firstApproval',
};

/** Exports the withdrawals matching the list's filters (and tab): a file, or a job of the export center when the list is large. */
export function exportWithdrawals(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/finance/export/withdrawalRecord', { ...filters, excelType }, `withdrawals.${excelType}`);
}

export function useReviewWithdrawal() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; withdrawalType: 1 | 2; remark?: string; reason?: string }) =>
      api.post<WithdrawalRecord>('finance/withdrawal/review', body),
    successMessage: (w) => t(REVIEW_TOAST[w.status] ?? 'withdrawal.toast.reviewed', named(w)),
    invalidate: MONEY_VIEWS,
  });
}

export function useFixWithdrawalAmount(kind: 'report' | 'convert') {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, amount }: { id: number; amount: string }) =>
      kind === 'report'
        ? api.post<WithdrawalRecord>('finance/withdrawal/reportAmount/fix', { id, reportAmount: amount })
        : api.post<WithdrawalRecord>('finance/withdrawal/convertAmount/fix', { id, convertAmount: amount }),
    successMessage: (w) => t(kind === 'report' ? 'withdrawal.toast.reportFixed' : 'withdrawal.toast.convertFixed', named(w)),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

export function useEditWithdrawalRemark() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, remark }: { id: number; remark: string }) =>
      api.post<WithdrawalRecord>('finance/withdrawal/remark/fix', { id, remark }),
    successMessage: (w) => t('withdrawal.toast.remark', named(w)),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

export function useDeleteWithdrawal() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (w: WithdrawalRecord) => api.delete<{ id: number; deleted: boolean }>(`finance/withdrawal/${w.id}/delete`),
    successMessage: (_data, w) => t('withdrawal.toast.deleted', named(w)),
    invalidate: WITHDRAWAL_VIEWS,
  });
}

/** The corrections and the deletion of withdrawals (the dialogs shared with deposits run them). */
export function useWithdrawalEdits(): RecordEdits<WithdrawalRecord> {
  return {
    fixReport: useFixWithdrawalAmount('report'),
    fixConvert: useFixWithdrawalAmount('convert'),
    remark: useEditWithdrawalRemark(),
    remove: useDeleteWithdrawal(),
  };
}

/**
 * Sends an open withdrawal to the payout provider (the last approval it needs): the answer is the
 * withdrawal paying out. A refusal by the provider (it is open again) or an unknown outcome (still paying
 * out) answers 502: the client shows its message, and the lists are read again either way.
 */
export function useAutoPayout() {
  const { t } = useAreaTranslation();
  const queryClient = useQueryClient();
  return useMutationWithToast({
    mutationFn: (w: WithdrawalRecord) => api.post<WithdrawalRecord>(`finance/withdrawal/auto/review/${w.id}`),
    successMessage: (w) => t('withdrawal.toast.payoutSubmitted', { ...named(w), actual: formatDecimal(w.actualAmount) }),
    invalidate: MONEY_VIEWS,
    onError: () => Promise.all(MONEY_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
