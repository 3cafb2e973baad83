import { api } from '@console/client';
import type { AdminManager, AuthenticatorRotation, Page, Role, RoleAssignmentItem } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { ALL_ROWS, queryKeys } from '../common/keys';

export interface AdminAddBody {
  account: string;
  password: string;
  roleId: number;
  managerName?: string;
  salesAccount?: string;
  timeZone?: string;
}

export interface AdminEditBody {
  roleId?: number;
  managerName?: string;
  salesAccount?: string | null;
  timeZone?: string;
  status?: number;
  locked?: number;
  password?: string;
}

/** A page of administrators: paging, filters and sort as the list's URL holds them. */
/** The administrators list: its filters and its page query, which the route also fetches ahead of the page. */
export const adminsList = defineList({
  key: 'admins',
  defaults: { account: '', roleId: '', status: '', id: '' },
  options: { numeric: ['id', 'roleId', 'status'] },
  query: (query) => ({
    queryKey: [...queryKeys.admins, query],
    queryFn: ({ signal }) => api.get<Page<AdminManager>>('manage/list', { ...query }, { signal }),
  }),
});

export function useAdminList(query: Record<string, string | number>) {
  return useQuery({
    ...adminsList.query(query),
    placeholderData: keepPreviousData,
  });
}

/** Every role, for the role pickers and the role filter. */
export function useAllRoles(enabled = true) {
  return useQuery({
    queryKey: [...queryKeys.roles, 'all'],
    queryFn: ({ signal }) => api.post<Page<Role>>('auth/role/list', { pageNum: 1, pageSize: ALL_ROWS }, { signal }),
    select: (page) => page.records,
    enabled,
  });
}

/** A new admin, with the two-factor secret they were given (shown once, to hand over). */
export type AddedAdmin = AdminManager & { authenticator: AuthenticatorRotation };

export function useAddAdmin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: AdminAddBody) => api.post<AddedAdmin>('manage/add', body),
    successMessage: (_data, body) => t('admins.toast.added', { account: body.account }),
    invalidate: [queryKeys.admins, queryKeys.roles],
  });
}

export function useEditAdmin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, body }: { id: number; account: string; body: AdminEditBody }) => api.put<AdminManager>(`manage/edit/${id}`, body),
    successMessage: (_data, { account }) => t('admins.toast.edited', { account }),
    invalidate: [queryKeys.admins, queryKeys.roles, queryKeys.roleUsers],
  });
}

export function useDeleteAdmin() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id }: { id: number; account: string }) => api.delete<unknown>(`manage/del/${id}`),
    successMessage: (_data, { account }) => t('admins.toast.deleted', { account }),
    invalidate: [queryKeys.admins, queryKeys.roles, queryKeys.roleUsers],
  });
}

/** A new two-factor secret for the admin; the answer is the only time it is shown. */
export function useRotateAuthenticator() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id }: { id: number; account: string }) => api.get<AuthenticatorRotation>(`manage/googlePassword/${id}`),
    successMessage: (_data, { account }) => t('admins.toast.rotated', { account }),
  });
}

export function useRoleAssignment(accountId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.roleAssignment, accountId],
    queryFn: ({ signal }) =>
      api.post<Page<RoleAssignmentItem>>('auth/manager/role/add/init', { accountId, pageNum: 1, pageSize: ALL_ROWS }, { signal }),
    select: (page) => page.records,
    enabled: accountId !== null,
    gcTime: 0,
  });
}

export function useAssignRoles() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ accountId, roleIds }: { accountId: number; account: string; roleIds: number[] }) =>
      api.post<unknown>('auth/manager/role/add', { accountId, roleIds }),
    successMessage: (_data, { account }) => t('admins.toast.rolesAssigned', { account }),
    invalidate: [queryKeys.admins, queryKeys.roles, queryKeys.roleUsers, queryKeys.roleAssignment],
  });
}
