import { api, useCan } from '@console/client';
import {
  DEPOSIT_STATUS,
  type DepositRecord,
  type DepositSummary,
  type OperatorDepositInput,
  type SummarisedPage,
  UPLOAD_FIELD,
  type UplineCandidate,
  type UserWallet,
} from '@console/contracts';
import { defineList, type ExportFormat, formatDecimal, useCoinDecimals, useMutationWithToast } from '@console/ui';
import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import type { RecordEdits } from '../records/actions';
import { RECORD_FILTER_DEFAULTS, recordTabOptions, type StatusTab } from '../records/format';

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

/** Review-state tabs: pending first, since that is the work to do. */
export const DEPOSIT_TABS: readonly StatusTab[] = [
  { name: 'pending', status: DEPOSIT_STATUS.pending },
  { name: 'approved', status: DEPOSIT_STATUS.approved },
  { name: 'rejected', status: DEPOSIT_STATUS.rejected },
  { name: 'all' },
];

const DEPOSIT_FILTERS = { ...RECORD_FILTER_DEFAULTS, source: '', isFirstTime: '', operator: '' };

/** The deposits list of a tab: its filters and its page query, which the route also fetches ahead of the page. */
export const depositsList = defineList({
  key: 'deposits',
  defaults: DEPOSIT_FILTERS,
  options: (params) => recordTabOptions<typeof DEPOSIT_FILTERS>(DEPOSIT_TABS, ['source', 'isFirstTime'], params.tabName),
  query: (query) => ({
    queryKey: [...depositKeys.list, query],
    queryFn: ({ signal }) => api.post<DepositPage>('finance/depositRecord/list', query, { signal }),
  }),
});

export function useDepositList(query: Record<string, string | number>) {
  return useQuery({ ...depositsList.query(query), placeholderData: keepPreviousData });
}

/**
 * `#id` of a deposit with its amounts as toasts and dialogs name them, in the coin's decimals: `total` is
 * what an approval credits (amount and bonus), `amount` what the user sent, `bonus` what staff added.
 */
export function depositNames(d: Pick<DepositRecord, 'id' | 'amount' | 'bonusAmount' | 'totalAmount' | 'code'>, decimals?: number) {
  return {
    id: d.id,
    amount: formatDecimal(d.amount, decimals),
    bonus: formatDecimal(d.bonusAmount, decimals),
    total: formatDecimal(d.totalAmount, decimals),
    code: d.code,
  };
}

/** The names of a deposit in its coin's decimals. */
function useDepositNames() {
  const decimalsOf = useCoinDecimals();
  return (d: DepositRecord) => depositNames(d, decimalsOf(d.code));
}

/** Exports the deposits matching the list's filters (and tab): a file, or a job of the export center when the list is large. */
export function exportDeposits(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/finance/export/depositRecord', { ...filters, excelType }, `deposits.${excelType}`);
}

export function useOperatorDeposit() {
  const { t } = useAreaTranslation();
  const named = useDepositNames();
  return useMutationWithToast({
    mutationFn: (body: OperatorDepositInput) => api.post<DepositRecord>('finance/deposit', body),
    successMessage: (d) =>
      t(d.status === 1 ? 'deposit.toast.createdCredited' : 'deposit.toast.createdPending', { ...named(d), user: d.accountId }),
    invalidate: MONEY_VIEWS,
  });
}

export function useReviewDeposit() {
  const { t } = useAreaTranslation();
  const named = useDepositNames();
  return useMutationWithToast({
    mutationFn: (body: { id: number; reviewType: 1 | 2; reason: string }) => api.post<DepositRecord>('finance/deposit/review', body),
    successMessage: (d) => t(d.status === 1 ? 'deposit.toast.approved' : 'deposit.toast.rejected', named(d)),
    invalidate: MONEY_VIEWS,
  });
}

export function useFixDepositAmount(kind: 'report' | 'convert') {
  const { t } = useAreaTranslation();
  const named = useDepositNames();
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
  const named = useDepositNames();
  return useMutationWithToast({
    mutationFn: ({ id, remark }: { id: number; remark: string }) => api.patch<DepositRecord>('finance/deposit', { id, remark }),
    successMessage: (d) => t('deposit.toast.remark', named(d)),
    invalidate: DEPOSIT_VIEWS,
  });
}

export function useDeleteDeposit() {
  const { t } = useAreaTranslation();
  const named = useDepositNames();
  return useMutationWithToast({
    mutationFn: (d: DepositRecord) => api.delete<{ id: number; deleted: boolean }>(`finance/depositRecord/${d.id}/delete`),
    successMessage: (_data, d) => t('deposit.toast.deleted', named(d)),
    invalidate: DEPOSIT_VIEWS,
  });
}

/** Uploads a deposit's proof (an image or a PDF) to the console's file storage: the answer is the stored file's address. */
export function useUploadProof() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      // Quiet: the proof field says what went wrong beside itself.
      return api.post<string>('fileStorage/uploadFile', form, { silent: true });
    },
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
