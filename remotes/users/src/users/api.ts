import { api } from '@console/client';
import type { FlowRecord, FlowVolume, SubordinateUser, UplineCandidate, User, UserDetail, UserWallet } from '@console/contracts';
import { defineList, type ExportFormat, useMutationWithToast } from '@console/ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { LIST_TAB, userName } from './format';

/**
 * Query keys of the user screens: the first element is the API path, so a change invalidates every page
 * and filter of what it touches.
 */
export const userKeys = {
  list: ['account/list'] as const,
  detail: ['account/detail'] as const,
  subordinate: ['account/subordinate'] as const,
  flowList: ['flow/list'] as const,
  flowVolume: ['flow/volume'] as const,
  wallets: ['finance/user/wallet/list'] as const,
  levels: ['account/userLevel/list'] as const,
  marketingLevels: ['account/userMarketing/list'] as const,
  uplineCandidates: ['account/change/upLine/init'] as const,
};

/** Everything a change to a user can alter on screen. */
const USER_VIEWS: QueryKey[] = [userKeys.list, userKeys.detail, userKeys.subordinate];
const WALLET_VIEWS: QueryKey[] = [userKeys.list, userKeys.detail, userKeys.wallets];

/** Longest page the API serves: pickers that show every choice at once ask for it. */
const ALL_ROWS = 500;

export type UserListQuery = Record<string, string | number>;

/** A user level or marketing level, as the pickers show it. */
export interface LevelRecord {
  id: number;
  level: number;
  name: string;
}

/** The users list (the list tab): its filters and its page query, which the route also fetches ahead of the page. */
export const usersList = defineList({
  key: 'users',
  defaults: {
    accountId: '',
    email: '',
    mobileNumber: '',
    status: '',
    accountType: '',
    startTime: '',
    endTime: '',
    invitationCode: '',
    upline: '',
    userLevel: '',
    userMarketingLevel: '',
    loginIp: '',
    region: '',
    timeZone: '',
    blockChainAddress: '',
    remark: '',
  },
  options: (params) =>
    params.tabName === undefined || params.tabName === LIST_TAB
      ? { numeric: ['accountId', 'accountType', 'status', 'upline', 'userLevel', 'userMarketingLevel'] }
      : null,
  query: (query) => ({
    queryKey: [...userKeys.list, query],
    queryFn: ({ signal }) => api.page<User>('account/list', query, { signal }),
  }),
});

export function useUserList(query: UserListQuery) {
  return useQuery({ ...usersList.query(query), placeholderData: keepPreviousData });
}

function useLevelList(path: 'account/userLevel/list' | 'account/userMarketing/list', key: readonly string[]) {
  return useQuery({
    queryKey: [...key, 'all'],
    queryFn: ({ signal }) => api.page<LevelRecord>(path, { pageNum: 1, pageSize: ALL_ROWS }, { signal }),
    select: (page) => [...page.records].sort((a, b) => a.level - b.level),
    staleTime: 60_000,
  });
}

export const useUserLevels = () => useLevelList('account/userLevel/list', userKeys.levels);
export const useMarketingLevels = () => useLevelList('account/userMarketing/list', userKeys.marketingLevels);

/** Agents a user can be placed under (the upline picker), searched on the server by id, e-mail, mobile or code. */
export function useUplineCandidates(keyword: string, enabled = true) {
  return useQuery({
    queryKey: [...userKeys.uplineCandidates, keyword],
    queryFn: ({ signal }) =>
      api.get<UplineCandidate[]>('account/change/upLine/init', { ...(keyword ? { keyword } : {}), limit: UPLINE_CHOICES }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** How many agents the picker offers at once; a search narrows them. */
export const UPLINE_CHOICES = 50;

export function useUserDetail(accountId: number) {
  return useQuery({
    queryKey: [...userKeys.detail, accountId],
    queryFn: ({ signal }) => api.get<UserDetail>(`account/detail/${accountId}`, undefined, { signal }),
    enabled: accountId > 0,
  });
}

export function useSubordinates(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...userKeys.subordinate, query],
    queryFn: ({ signal }) => api.page<SubordinateUser>('account/subordinate', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFlowRecords(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...userKeys.flowList, query],
    queryFn: ({ signal }) => api.page<FlowRecord>('flow/list', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The flow volume the user still has to trade before a withdrawal. */
export function useFlowVolume(accountId: number) {
  return useQuery({
    queryKey: [...userKeys.flowVolume, accountId],
    queryFn: ({ signal }) => api.get<FlowVolume>(`flow/volume/${accountId}`, undefined, { signal }),
    select: (data) => data.flowVolume,
  });
}

/** The wallets of one user (every coin and wallet type). */
export function useUserWallets(accountId: number | null) {
  return useQuery({
    queryKey: [...userKeys.wallets, accountId],
    queryFn: ({ signal }) => api.page<UserWallet>('finance/user/wallet/list', { accountId, pageNum: 1, pageSize: ALL_ROWS }, { signal }),
    select: (page) => page.records,
    enabled: accountId !== null,
  });
}

/** A change to one user: the target rides along so the toast can name it. */
type On<T = object> = { user: Pick<User, 'id' | 'email' | 'mobileNumber' | 'countryCode'> } & T;

function useUserChange<T>(
  send: (v: On<T>) => Promise<unknown>,
  message: string,
  invalidate = USER_VIEWS,
  params: (v: On<T>) => Record<string, unknown> = () => ({}),
) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: send,
    successMessage: (_data, v: On<T>) => t(message, { user: userName(v.user), ...params(v) }),
    invalidate,
  });
}

export interface CreateUserBody {
  password: string;
  email?: string;
  mobile?: string;
  countryCode?: string;
  remarks?: string;
  accountType: number;
  upLineId?: number;
}

export function useCreateUser() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: CreateUserBody) => api.post<{ id: number; invitationCode: string }>('account/create', body),
    successMessage: (data) => t('users.toast.created', { id: data.id, code: data.invitationCode }),
    invalidate: [userKeys.list, userKeys.subordinate],
  });
}

export const useEditRemark = () =>
  useUserChange<{ site?: string; remark: string }>(
    ({ user, site, remark }) => api.post('account/update/remark', { accountId: user.id, site, remark }),
    'users.toast.remark',
  );

export const useChangeType = () =>
  useUserChange<{ accountType: number }>(
    ({ user, accountType }) => api.post('account/change/userType', { accountId: user.id, accountType }),
    'users.toast.type',
  );

export const useChangeUpline = () =>
  useUserChange<{ upLineId: number }>(
    ({ user, upLineId }) => api.post('account/change/upLine', { accountId: user.id, upLineId, uplineType: 1 }),
    'users.toast.upline',
  );

export const useRemoveUpline = () =>
  useUserChange(({ user }) => api.post('account/discard/line', { accountId: user.id }), 'users.toast.uplineRemoved');

export const useChangeStatus = () =>
  useUserChange<{ status: number }>(
    ({ user, status }) => api.post('account/update/status', { accountId: user.id, status }),
    'users.toast.status',
  );

export const useResetPassword = () =>
  useUserChange<{ password: string }>(
    ({ user, password }) => api.post('account/password/edit', { accountId: user.id, password }),
    'users.toast.password',
  );

export const useResetWithdrawPassword = () =>
  useUserChange<{ password: string }>(
    ({ user, password }) => api.post('account/withdrawPassword/edit', { accountId: user.id, password }),
    'users.toast.withdrawPassword',
  );

export const useChangeLevel = () =>
  useUserChange<{ userLevel: number }>(
    ({ user, userLevel }) => api.post('account/update/userLevel', { accountId: user.id, userLevel }),
    'users.toast.level',
  );

export const useChangeMarketingLevel = () =>
  useUserChange<{ userMarketingLevel: number }>(
    ({ user, userMarketingLevel }) => api.post('account/update/userMarketingLevel', { accountId: user.id, userMarketingLevel }),
    'users.toast.marketingLevel',
  );

export const useEditFlowVolume = () =>
  useUserChange<{ amount: string; remark?: string }>(
    ({ user, amount, remark }) => api.post('flow/edit', { accountId: user.id, flowLogType: 3, amount, remark }),
    'users.toast.flowVolume',
    [...USER_VIEWS, userKeys.flowList, userKeys.flowVolume],
  );

export interface WalletAmountChange {
  coinId: number;
  walletType: number;
  amount: string;
  remark?: string;
  /** Freeze moves the amount from available to backstage frozen; thaw moves it back. */
  direction: 'freeze' | 'thaw';
  code: string;
}

export const useFreezeAmount = () =>
  useUserChange<WalletAmountChange>(
    ({ user, direction, coinId, walletType, amount, remark }) =>
      direction === 'freeze'
        ? api.post('account/freezeSingle/wallet', { accountId: user.id, coinId, walletType, amount, executionType: 1, fundType: 1, remark })
        : api.post('account/thawSingle/wallet', { accountId: user.id, coinId, walletType, amount, remark }),
    'users.toast.walletChanged',
    WALLET_VIEWS,
    (v) => ({ context: v.direction, amount: v.amount, code: v.code }),
  );

export const useFreezeAll = () =>
  useUserChange<{ direction: 'freeze' | 'thaw' }>(
    ({ user, direction }) => api.post(`account/${direction === 'freeze' ? 'freezeAll' : 'thawAll'}/wallet/${user.id}`),
    'users.toast.allChanged',
    WALLET_VIEWS,
    (v) => ({ context: v.direction }),
  );

/** Exports the users matching the list's filters: a file, or a job of the export center when the list is large. */
export function exportUsers(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download('reporting/user/export', { ...filters, excelType }, `users.${excelType}`);
}
