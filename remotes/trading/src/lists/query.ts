import { api } from '@console/client';
import type { ListKey } from '@console/contracts';
import { defineList, type FilterField, useList } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The query of a page of a list: the key's first element is the list's API path. */
export function pagedQuery<T>(key: readonly [string]) {
  return (request: Record<string, unknown>) => ({
    queryKey: [...key, request],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.page<T>(key[0], request, { signal }),
  });
}

/**
 * A trading list as its route fetches it ahead: opened from the menu without filters (its filters come from its
 * filter bar as it draws), with the tab's fixed values (`null`: an unknown tab).
 */
export function tradingList<T>(
  key: ListKey,
  apiKey: readonly [string],
  fixed: (params: Record<string, string | undefined>) => Record<string, string | number> | null = () => ({}),
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

/** A page of a list, the page before kept on screen while the next one loads; invalidating the key refreshes every page. */
export function usePagedQuery<T>(key: readonly [string], request: Record<string, unknown>, refetchInterval?: number) {
  return useQuery({ ...pagedQuery<T>(key)(request), placeholderData: keepPreviousData, refetchInterval });
}

const namesOf = (field: FilterField) => (field.type === 'dateRange' ? [field.startName, field.endName] : [field.name]);

/**
 * A list of the kit whose filters are its filter bar's fields (most used first): each starts empty and is kept
 * in the URL; ids and choices go to the API as numbers, free text as typed. `fixed` is what a tab adds.
 */
export function useTradingList(key: ListKey, fields: FilterField[], fixed?: Record<string, string | number>, textChoices: string[] = []) {
  const names = fields.flatMap(namesOf).join(',');
  const numeric = fields
    .flatMap((field) => (field.type === 'text' || field.type === 'dateRange' || textChoices.includes(field.name) ? [] : [field.name]))
    .join(',');
  const defaults = useMemo(() => Object.fromEntries(names.split(',').map((name) => [name, ''])), [names]);
  const numericNames = useMemo(() => (numeric ? numeric.split(',') : []), [numeric]);
  const list = useList(key, defaults, { numeric: numericNames, fixed });
  return { list, fields };
}

/** A tab of a list kept in the path (`/convert/order/buy`), with what it adds to every request and export. */
export interface PathTab {
  name: string;
  fixed: Record<string, string | number>;
}
