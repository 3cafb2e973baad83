import { api, type RouteVisit } from '@console/client';
import type { ListKey } from '@console/contracts';
import { defineList } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The query of a page of a list from the API: the key's first element is the list's API path. */
export function pagedQuery<T>(key: readonly [string]) {
  return (request: Record<string, unknown>) => ({
    queryKey: [...key, request],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.page<T>(key[0], request, { signal }),
  });
}

/**
 * A finance list as its route fetches it ahead: opened from the menu (without filters; its filters come from
 * its filter bar as it draws), its first page with the tab's fixed values (`null`: an unknown tab).
 */
export function financeList<T>(
  key: ListKey,
  apiKey: readonly [string],
  fixed: (params: RouteVisit['params']) => Record<string, string | number> | null = () => ({}),
) {
  return defineList({
    key,
    defaults: {},
    unfilteredOnly: true,
    options: (params) => {
      const values = fixed(params);
      return values && { fixed: values };
    },
    query: pagedQuery<T>(apiKey),
  });
}

/**
 * A page of a list from the API, the page before kept on screen while the next one loads. The key's first element
 * is the list's API path, so invalidating the key refreshes every page and filter of the list.
 */
export function usePagedQuery<T>(key: readonly [string], request: Record<string, unknown>, enabled = true) {
  return useQuery({
    ...pagedQuery<T>(key)(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}
