import { api, type RequestOptions } from '@console/client';
import type { AdminManager, Page, PermissionTreeNode, Role, RoleUser } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../i18n';
import { queryKeys } from '../common/keys';

/** A page of roles: paging, filters and sort as the list's URL holds them. */
/** The roles list: its filters and its page query, which the route also fetches ahead of the page. */
export const rolesList = defineList({
  key: 'roles',
  defaults: { name: '' },
  query: (query) => ({
    queryKey: [...queryKeys.roles, query],
    queryFn: ({ signal }) => api.post<Page<Role>>('auth/role/list', query, { signal }),
  }),
});

export function useRoleList(query: Record<string, string | number>) {
  return useQuery({ ...rolesList.query(query), placeholderData: keepPreviousData });
}

export function useAddRole() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { roleName: string; remark?: string }) => api.post<Role>('auth/role/add', body),
    successMessage: (_data, body) => t('roles.toast.added', { name: body.roleName }),
    invalidate: [queryKeys.roles],
  });
}

export function useEditRole() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: { id: number; roleName: string; remark?: string }) => api.post<Role>('auth/role/edit', body),
    successMessage: (_data, body) => t('roles.toast.edited', { name: body.roleName }),
    invalidate: [queryKeys.roles, queryKeys.admins],
  });
}

export function useDeleteRole() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id }: { id: number; name: string }) => api.post<unknown>('auth/role/delete', { id }),
    successMessage: (_data, { name }) => t('roles.toast.deleted', { name }),
    invalidate: [queryKeys.roles],
  });
}

/** The permission tree with the role's permissions flagged. */
export function usePermissionTree(roleId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.permissionTree, roleId],
    queryFn: ({ signal }) => api.get<PermissionTreeNode[]>(`auth/list/${roleId}`, undefined, { signal }),
    enabled: roleId !== null,
    gcTime: 0,
  });
}

export function useSaveRolePermissions() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ id, menuIds }: { id: number; name: string; menuIds: number[] }) => api.post<unknown>('auth/role/auths', { id, menuIds }),
    successMessage: (_data, { name }) => t('roles.toast.permissionsSaved', { name }),
    invalidate: [queryKeys.permissionTree],
  });
}

/** The holders of a role: its id, paging, filters and sort as the list's URL holds them. */
export function useRoleUsers(query: Record<string, string | number>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...queryKeys.roleUsers, query],
    queryFn: ({ signal }) => api.post<Page<RoleUser>>('auth/role/users', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Admins whose account contains `account`, to pick one to add to a role. */
export function useAdminCandidates(account: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.admins, 'candidates', account],
    queryFn: ({ signal }) =>
      api.get<Page<AdminManager>>('manage/list', { pageNum: 1, pageSize: 50, ...(account ? { account } : {}) }, { signal }),
    select: (page) => page.records,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `role` is the role as the page names it, for the toast. */
interface RoleUserChange {
  roleId: number;
  role: string;
  accountId: number;
  account: string;
}

export function useAddRoleUser() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ roleId, accountId }: RoleUserChange) => api.post<unknown>('auth/role/users/add', { roleId, accountId }),
    successMessage: (_data, { account, role }) => t('roleUsers.toast.added', { account, role }),
    invalidate: [queryKeys.roleUsers, queryKeys.roles, queryKeys.admins],
  });
}

/** Takes the role from one holder; a refusal says why (the API's answer). */
export function removeRoleUser({ roleId, accountId }: { roleId: number; accountId: number }, opts?: RequestOptions): Promise<unknown> {
  return api.post<unknown>('auth/role/users/delete', { roleId, accountId }, opts);
}

export function useRemoveRoleUser() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (change: RoleUserChange) => removeRoleUser(change),
    successMessage: (_data, { account, role }) => t('roleUsers.toast.removed', { account, role }),
    invalidate: [queryKeys.roleUsers, queryKeys.roles, queryKeys.admins],
  });
}
