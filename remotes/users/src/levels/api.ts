import { api } from '@console/client';
import type { MarketingLevel, MarketingLevelInput, Page, UserLevel, UserLevelInput } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

/** Which levels a tab manages. The query keys start with the list path, as the user screens' pickers do. */
export const LEVEL_KINDS = {
  user: { base: 'account/userLevel', key: ['account/userLevel/list'] as const },
  marketing: { base: 'account/userMarketing', key: ['account/userMarketing/list'] as const },
} as const;
export type LevelKind = keyof typeof LEVEL_KINDS;

type LevelOf<K extends LevelKind> = K extends 'user' ? UserLevel : MarketingLevel;
type InputOf<K extends LevelKind> = K extends 'user' ? UserLevelInput : MarketingLevelInput;

export function useLevels<K extends LevelKind>(kind: K, query: Record<string, string | number>) {
  const { base, key } = LEVEL_KINDS[kind];
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => api.post<Page<LevelOf<K>>>(`${base}/list`, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Adds a level, or edits the level `id`. */
export function useSaveLevel<K extends LevelKind>(kind: K) {
  const { t } = useAreaTranslation();
  const { base, key } = LEVEL_KINDS[kind];
  return useMutationWithToast({
    mutationFn: ({ id, values }: { id?: number; values: InputOf<K> }) =>
      id ? api.put<LevelOf<K>>(`${base}/edit/${id}`, values) : api.post<LevelOf<K>>(`${base}/add`, values),
    successMessage: (level, { id }) => t(id ? 'levels.toast.edited' : 'levels.toast.added', { name: level.name, level: level.level }),
    invalidate: [key],
  });
}

export function useDeleteLevel(kind: LevelKind) {
  const { t } = useAreaTranslation();
  const { base, key } = LEVEL_KINDS[kind];
  return useMutationWithToast({
    mutationFn: ({ id }: { id: number; name: string }) => api.delete<null>(`${base}/del/${id}`),
    successMessage: (_data, { name }) => t('levels.toast.deleted', { name }),
    invalidate: [key],
  });
}
