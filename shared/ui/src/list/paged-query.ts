import { api, type RouteVisit } from '@console/client';
import type { ListKey } from '@console/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FilterField } from '../filter-bar';
import { defineList, LIST_FRESH_MS } from './prefetch';
import { useList } from './use-list';

/**
 * The query of a page of a list from the API: the key's first element is the list's API path, so invalidating
 * the key refreshes every page and filter of the list.
 */
export function pagedQuery<T>(key: readonly [string]) {
  return (request: Record<string, unknown>) => ({
    queryKey: [...key, request],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.page<T>(key[0], request, { signal }),
    staleTime: LIST_FRESH_MS,
  });
}

/**
 * A list read page by page from its API path, as its route fetches it ahead: opened from the menu (without
 * filters; its filters come from its filter bar as it draws), its first page with the values the route's
 * parameters fix (a tab's status; `null`: an address that shows no list, such as an unknown tab).
 */
export function definePagedList<T>(
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

export interface PagedQueryOptions {
  /** False while the list cannot be asked for yet (a choice it depends on is not made). */
  enabled?: boolean;
  /** Asks again this often (ms), for lists whose rows move on their own (prices, live rounds). */
  refetchInterval?: number;
}

/** A page of a list from the API, the page before kept on screen while the next one loads. */
export function usePagedQuery<T>(key: readonly [string], request: Record<string, unknown>, options: PagedQueryOptions = {}) {
  return useQuery({
    ...pagedQuery<T>(key)(request),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
}

/**
 * A list whose rows move on their own (live rounds, positions marked to the feed), asked again every `everyMs`
 * while the page is visible. `fetch` asks quietly (`silent`): a failed poll does not toast each time, the list
 * shows its error with Retry. Only a change of filters or page dims the table; a poll replaces the figures in place.
 */
export function usePolledList<T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>, everyMs: number) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
    refetchInterval: everyMs,
  });
  return { ...query, isFetching: query.isFetching && (query.isPlaceholderData || query.data === undefined) };
}

const namesOf = (field: FilterField) => (field.type === 'dateRange' ? [field.startName, field.endName] : [field.name]);

/**
 * A list of the registry whose filters are its filter bar's fields (most used first): each starts empty and is
 * kept in the URL; ids and choices go to the API as numbers, free text (and the choices named in `textChoices`)
 * as typed. `fixed` is what the page adds itself (a tab's status or wallet type, the record the list belongs to).
 * Answers the kit's list state and the fields for its filter bar.
 */
export function useFilterBarList(
  key: ListKey,
  fields: FilterField[],
  fixed?: Record<string, string | number>,
  textChoices: readonly string[] = [],
) {
  const names = fields.flatMap(namesOf).join(',');
  const numeric = fields
    .flatMap((field) => (field.type === 'text' || field.type === 'dateRange' || textChoices.includes(field.name) ? [] : [field.name]))
    .join(',');
  const defaults = useMemo(() => Object.fromEntries(names.split(',').map((name) => [name, ''])), [names]);
  const numericNames = useMemo(() => (numeric ? numeric.split(',') : []), [numeric]);
  const list = useList(key, defaults, { numeric: numericNames, fixed });
  return { list, fields };
}
