import { api } from '@console/client';
import type {
  FollowBatchResult,
  FollowListChanged,
  FollowListEntry,
  FollowListEntryChange,
  FollowListType,
  LeadingOrder,
} from '@console/contracts/schemas/copy-trading';
import { definePagedList, useMutationWithToast, usePagedQuery } from '@console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { leadingOrderKeys } from '../leading-orders/api';

/** Query keys: the first element is the API path; a change of a list also moves its order's counts. */
export const followerListKeys = {
  list: ['follow/detail/list'] as const,
};

/** The permission that changes each list: inviting and blocking are granted apart. */
export const EDIT_PERMISSION: Record<FollowListType, string> = { invite: 'leadingOrders.invite', block: 'leadingOrders.block' };

/** The leading order a list belongs to (`listId` of the address), as the fixed part of every request. */
export function listOf(type: FollowListType, listId: string | undefined): { detailId: number; type: FollowListType } | null {
  const detailId = Number(listId);
  return Number.isSafeInteger(detailId) && detailId > 0 ? { detailId, type } : null;
}

/** An order's invite list and block list (`copyFollowLists`), each fetched ahead by its route. */
export const inviteList = definePagedList<FollowListEntry>('copyFollowLists', followerListKeys.list, (p) => listOf('invite', p.listId));
export const blockList = definePagedList<FollowListEntry>('copyFollowLists', followerListKeys.list, (p) => listOf('block', p.listId));

export function useFollowerList(request: Record<string, string | number>, enabled: boolean) {
  return usePagedQuery<FollowListEntry>(followerListKeys.list, request, { enabled });
}

/** The leading order itself (its leader, round and who may follow it), read through the list's id filter. */
export function useLeadingOrder(detailId: number | null) {
  return useQuery({
    queryKey: [...leadingOrderKeys.list, { orderId: detailId, pageNum: 1, pageSize: 1 }],
    queryFn: ({ signal }) => api.page<LeadingOrder>('follow/list', { orderId: detailId, pageNum: 1, pageSize: 1 }, { signal }),
    enabled: detailId !== null,
    select: (page) => page.records[0] ?? null,
  });
}

/** Puts one account on the list, or takes it off; the toast names the account and the list. */
export function useChangeFollowerList(action: 'add' | 'remove') {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: FollowListEntryChange) =>
      api.post<FollowListChanged>(action === 'add' ? 'follow/invite/add' : 'follow/invite/remove', body),
    successMessage: ({ entry, action: done }) =>
      t(`followerLists.toast.${done}.${entry.type}`, { account: entry.accountId, id: entry.detailId }),
    invalidate: [followerListKeys.list, leadingOrderKeys.list],
  });
}

/**
 * A file of account ids for the list: `preview` answers each row's verdict and changes nothing; `apply` adds the
 * valid rows and answers the same verdicts with what was added.
 */
export interface BatchFile {
  detailId: number;
  type: FollowListType;
  file: File;
}

function sendFollowerBatch(body: BatchFile & { mode: 'preview' | 'apply' }) {
  const form = new FormData();
  form.append('detailId', String(body.detailId));
  form.append('type', body.type);
  form.append('mode', body.mode);
  form.append('file', body.file, body.file.name);
  return api.post<FollowBatchResult>('follow/invite/add/batch', form);
}

/** The preview of a file: nothing changes, so no toast and no refresh. */
export function useFollowerBatchPreview() {
  return useMutation({ mutationFn: (body: BatchFile) => sendFollowerBatch({ ...body, mode: 'preview' }) });
}

/** Applies a file: the valid rows are added; the toast says how many. */
export function useFollowerBatchApply() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: BatchFile) => sendFollowerBatch({ ...body, mode: 'apply' }),
    successMessage: (r) => t(`followerLists.toast.batch.${r.type}`, { count: r.applied }),
    invalidate: [followerListKeys.list, leadingOrderKeys.list],
  });
}
