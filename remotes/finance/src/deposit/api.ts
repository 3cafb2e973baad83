import { api, useCan } from '@console/client';
import type { DepositRecord, DepositSummary, OperatorDepositInput, SummarisedPage, UplineCandidate, UserWallet } from '@console/contracts';
import { type ExportFormat, formatDecimal, useMutationWithToast } from '@console/ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import type { RecordEdits } from '../records/actions';

/**
 * Query keys: the first element is the API path, so a change invalidates every page and filter of what
 * it touches. A credited deposit also moves a wallet and writes its change log.
 */
export const depositKeys = {
  list: ['finance/depositRecord/list'] as const,
  walletChanges: ['finance/walletChangeLog/list'] as const,
  wallets: ['finance/user/wallet/list'] as const,
  userSearch: ['account/fuzzyQuery'] as const,
};
const DEPOSIT_VIEWS: QueryKey[] = [depositKeys.list];
const MONEY_VIEWS: QueryKey[] = [depositKeys.list, depositKeys.walletChanges, depositKeys.wallets];

export type DepositPage = SummarisedPage<DepositRecord, DepositSummary>;

export function useDepositList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...depositKeys.list, query],
    queryFn: ({ signal }) => api.post<DepositPage>('finance/depositRecord/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `#id` of a deposit with its amount, as toasts name it. */
function named(d: Pick<DepositRecord, 'id' | 'amount' | 'code'>) {
  return { id: d.id, amount: formatDecimal(d.amount), code: d.code };
}

/** Exports the deposits matching the list's filters (and tab): a file, or a job of the export center when the list is large. */
export function exportDeposits(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/finance/export/depositRecord', { ...filters, excelType }, `deposits.${excelType}`);
}

export function useOperatorDeposit() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: OperatorDepositInput) => api.post<DepositRecord>('finance/deposit', body),
    successMessage: (d) =>
      t(d.status === 1 ? 'deposit.toast.createdCredited' : 'deposit.toast.createdPending', { ...named(d), user: d.accountId }),
    invalidate: MONEY_VIEWS,
  });
}

export function useReviewDeposit() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; reviewType: 1 | 2; reason: string }) => api.post<DepositRecord>('finance/deposit/review', body),
    successMessage: (d) => t(d.status === 1 ? 'deposit.toast.approved' : 'deposit.toast.rejected', named(d)),
    invalidate: MONEY_VIEWS,
  });
}

export function useFixDepositAmount(kind: 'report' | 'convert') {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, amount }: { id: number; amount: string }) =>
      kind === 'report'
        ? api.post<DepositRecord>('finance/deposit/reportAmount/fix', { id, reportAmount: amount })
        : api.post<DepositRecord>('finance/deposit/convertAmount/fix', { id, convertAmount: amount }),
    successMessage: (d) => t(kind === 'report' ? 'deposit.toast.reportFixed' : 'deposit.toast.convertFixed', named(d)),
    invalidate: DEPOSIT_VIEWS,
  });
}

export function useEditDepositRemark() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, remark }: { id: number; remark: string }) => api.patch<DepositRecord>('finance/deposit', { id, remark }),
    successMessage: (d) => t('deposit.toast.remark', named(d)),
    invalidate: DEPOSIT_VIEWS,
  });
}

export function useDeleteDeposit() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (d: DepositRecord) => api.delete<{ id: number; deleted: boolean }>(`finance/depositRecord/${d.id}/delete`),
    successMessage: (_data, d) => t('deposit.toast.deleted', named(d)),
    invalidate: DEPOSIT_VIEWS,
  });
}

/** Users found by id, e-mail, mobile or invitation code (granted with the operator deposit). */
export function useUserSearch(keyword: string) {
  return useQuery({
    queryKey: [...depositKeys.userSearch, keyword],
    queryFn: ({ signal }) => api.post<UplineCandidate[]>('account/fuzzyQuery', { keyword, limit: 20 }, { signal }),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The wallets of one user: which coins a deposit can go to, with their balances (needs the wallet balance permission). */
export function useUserWallets(accountId: number | null) {
  const allowed = useCan('walletBalance.list');
  const query = useQuery({
    queryKey: [...depositKeys.wallets, 'of-user', accountId],
    queryFn: ({ signal }) => api.page<UserWallet>('finance/user/wallet/list', { accountId, pageNum: 1, pageSize: 500 }, { signal }),
    select: (page) => page.records,
    enabled: allowed && accountId !== null,
  });
  return { ...query, allowed };
}

/** The corrections and the deletion of deposits (the dialogs shared with withdrawals run them). */
export function useDepositEdits(): RecordEdits<DepositRecord> {
  return {
    fixReport: useFixDepositAmount('report'),
    fixConvert: useFixDepositAmount('convert'),
    remark: useEditDepositRemark(),
    remove: useDeleteDeposit(),
  };
}
