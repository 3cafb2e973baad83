import { api, type RouteVisit } from '@console/client';
import type { MarketingLevel, MarketingLevelInput, Page, UserLevel, UserLevelInput } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
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

/** The list of each kind of level: its filters and its page query, which the route also fetches ahead of the page. */
function levelList<K extends LevelKind>(kind: K) {
  const { base, key } = LEVEL_KINDS[kind];
  return defineList({
    key: kind === 'user' ? 'userLevels' : 'marketingLevels',
    defaults: { name: '', level: '' },
    options: { numeric: ['level'] },
    query: (query) => ({
      queryKey: [...key, query],
      queryFn: ({ signal }) => api.post<Page<LevelOf<K>>>(`${base}/list`, query, { signal }),
    }),
  });
}

export const LEVEL_LISTS = { user: levelList('user'), marketing: levelList('marketing') };

/** The tabs of the levels page (`/users/settings/<tab>`), each the list of one kind of level. */
export const LEVEL_TABS = { 'user-level': 'user', 'marketing-level': 'marketing' } as const satisfies Record<string, LevelKind>;

/** The route's prefetch: the list of the tab in the address. */
export function prefetchLevels(visit: RouteVisit): void {
  const kind = LEVEL_TABS[visit.params.tabName as keyof typeof LEVEL_TABS];
  if (kind) LEVEL_LISTS[kind].prefetch(visit);
}

export function useLevels<K extends LevelKind>(kind: K, query: Record<string, string | number>) {
  return useQuery({ ...(LEVEL_LISTS[kind] as ReturnType<typeof levelList<K>>).query(query), placeholderData: keepPreviousData });
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
