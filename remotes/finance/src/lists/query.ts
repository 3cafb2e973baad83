import { api } from '@console/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * A page of a list from the API, the page before kept on screen while the next one loads. The key's first element
 * is the list's API path, so invalidating the key refreshes every page and filter of the list.
 */
export function usePagedQuery<T>(key: readonly [string], request: Record<string, unknown>, enabled = true) {
  return useQuery({
    queryKey: [...key, request],
    queryFn: ({ signal }) => api.page<T>(key[0], request, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
