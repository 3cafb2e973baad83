import { api } from '@console/client';
import type { Page } from '@console/contracts';
import type {
  InfoContent,
  InfoContentRow,
  InfoContentUpdate,
  InfoRevision,
  InfoRevisionDiff,
  InfoUpload,
} from '@console/contracts/schemas/info-center';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const INFO_LIST_KEY = ['info-center/list'] as const;
const contentKey = (id: number) => ['info-center', id] as const;
const revisionsKey = (id: number) => ['info-center', id, 'revisions'] as const;

export const infoContentList = defineList({
  key: 'infoCenter',
  defaults: { id: '', tags: '', startTime: '', endTime: '', language: '', state: '' },
  query: (query) => ({
    queryKey: [...INFO_LIST_KEY, query],
    queryFn: ({ signal }) => api.post<Page<InfoContentRow>>('info-center/list', query, { signal }),
  }),
});

export function useInfoContents(query: Record<string, string | number>) {
  return useQuery({ ...infoContentList.query(query), placeholderData: keepPreviousData });
}

/** An article whole (every language's version), for the editor. */
export function useInfoContent(id: number | undefined) {
  return useQuery({
    queryKey: contentKey(id ?? 0),
    queryFn: ({ signal }) => api.get<InfoContent>(`info-center/${id}`, undefined, { signal }),
    enabled: id !== undefined,
  });
}

export function useRevisions(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: revisionsKey(id ?? 0),
    queryFn: ({ signal }) => api.get<InfoRevision[]>(`info-center/${id}/revisions`, undefined, { signal }),
    enabled: id !== undefined && enabled,
  });
}

export function useRevisionDiff(id: number | undefined, from: number | undefined, to: number | undefined) {
  return useQuery({
    queryKey: [...revisionsKey(id ?? 0), 'diff', from, to],
    queryFn: ({ signal }) => api.get<InfoRevisionDiff>(`info-center/${id}/revisions/diff`, { from: from!, to: to! }, { signal }),
    enabled: id !== undefined && from !== undefined && to !== undefined && from !== to,
  });
}

/** A key for the images of one edit; they are attached to the article when it is saved with it. */
export const generateTempKey = () => api.get<{ tempKey: string }>('info-center/generateTempKey').then((a) => a.tempKey);

/** Uploads an image of the edit holding `tempKey` (the key sent before the file, as the API reads it). */
export function uploadImage(tempKey: string, file: File): Promise<InfoUpload> {
  const form = new FormData();
  form.append('tempKey', tempKey);
  form.append('file', file);
  return api.post<InfoUpload>('info-center/upload', form);
}

export const deleteImage = (id: number, tempKey: string) => api.get<null>(`info-center/deleteFile/${id}`, { tempKey });

export function useSaveContent() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: InfoContentUpdate) => api.post<{ id: number; revision: number }>('info-center/update', body),
    successMessage: (saved) => t('infoCenter.toast.saved', { id: saved.id, revision: saved.revision }),
    invalidate: [INFO_LIST_KEY, ['info-center']],
  });
}

export function useDeleteContent() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (row: InfoContentRow) => api.post<null>(`info-center/delete/${row.id}`),
    successMessage: (_done, row) => t('infoCenter.toast.deleted', { id: row.id }),
    invalidate: [INFO_LIST_KEY],
  });
}

export function useRestoreRevision(id: number) {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (revision: InfoRevision) =>
      api.post<{ id: number; revision: number }>(`info-center/${id}/revisions/${revision.id}/restore`),
    successMessage: (_saved, revision) => t('infoCenter.toast.restored', { number: revision.number }),
    invalidate: [INFO_LIST_KEY, ['info-center']],
  });
}
