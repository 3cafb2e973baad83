import { LISTS, type ListColumnSetting, type ListKey, type SortDirection } from '@console/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ColumnSort } from '../data-table';
import { parseColumnsParam } from '../table/columns';
import { type FilterValues, readUrlState, toRequestParams, type UrlState, useUrlState } from '../url-state';
import { useListSettings } from './settings';

/** The URL parameters of a list's sort and of the columns a shared link or a saved view shows. */
export const SORT_PARAMS = { orderBy: 'orderBy', orderDirection: 'orderDirection' } as const;
export const COLUMNS_PARAM = 'columns';

export interface ListOptions<F extends FilterValues> {
  /** Filters sent as numbers (ids, statuses). */
  numeric?: readonly (keyof F)[];
  pageSize?: number;
  /** Sent with every request of the list and its export, whatever the filters (a status tab, a record's id). */
  fixed?: Record<string, string | number>;
}

export interface ListState<F extends FilterValues> {
  key: ListKey;
  /** The URL's filters and paging (the filter bar and the pagination work on it). */
  url: UrlState<F>;
  /** The applied filters, without the sort. */
  filters: F;
  /** Whether any filter differs from its default (the empty state says "nothing matches" then). */
  filtered: boolean;
  sort: ColumnSort | null;
  setSort: (sort: ColumnSort | null) => void;
  /** Sort keys the API accepts for this list (the sortable columns). */
  sortKeys: readonly string[];
  /** What the list call sends: paging, filters, the fixed values and the sort. */
  request: Record<string, string | number>;
  /** What its export sends: the same without paging. */
  exportParams: Record<string, string | number>;
  /** The columns a shared link or an opened view asks for, over the admin's own arrangement. */
  linkedColumns: ListColumnSetting[] | null;
  /** The rows ticked for bulk actions, by row id; cleared when the filters change. */
  selected: Map<string, unknown>;
  setSelected: (next: Map<string, unknown>) => void;
  settings: ReturnType<typeof useListSettings>;
}

type WithSort<F> = F & { orderBy: string; orderDirection: string };

function sortOf(key: ListKey, orderBy: string, orderDirection: string): ColumnSort | null {
  return (LISTS[key].sorts as readonly string[]).includes(orderBy) ? { id: orderBy, desc: orderDirection !== 'asc' } : null;
}

/** What a list's export sends: the filters, the fixed values and the sort. */
function exportParamsOf<F extends FilterValues>(
  filters: F,
  options: ListOptions<F>,
  sort: ColumnSort | null,
): Record<string, string | number> {
  return {
    ...toRequestParams(filters, options.numeric ?? []),
    ...(options.fixed ?? {}),
    ...(sort ? { orderBy: sort.id, orderDirection: sort.desc ? 'desc' : 'asc' } : {}),
  };
}

/**
 * The request `useList` sends for the address `search`, worked out without rendering the list: the route's
 * prefetch asks for the very same page (same query key) while the list's code is still loading.
 */
export function listRequest<F extends FilterValues>(
  key: ListKey,
  defaults: F,
  options: ListOptions<F>,
  search: string | URLSearchParams,
): Record<string, string | number> {
  const state = readUrlState(search, { ...defaults, orderBy: '', orderDirection: '' }, options.pageSize);
  const { orderBy, orderDirection, ...filters } = state.filters;
  const exportParams = exportParamsOf(filters as unknown as F, options, sortOf(key, orderBy, orderDirection));
  return { pageNum: state.pageNum, pageSize: state.pageSize, ...exportParams };
}

/**
 * The state of one list of the registry: filters, paging and sort in the URL (so a list can be bookmarked,
 * shared and walked with Back), the request its API call sends, and the admin's columns and views.
 */
export function useList<F extends FilterValues>(key: ListKey, defaults: F, options: ListOptions<F> = {}): ListState<F> {
  const sortKeys = LISTS[key].sorts as readonly string[];
  const url = useUrlState<WithSort<F>>({ ...defaults, orderBy: '', orderDirection: '' }, { pageSize: options.pageSize });
  const [searchParams] = useSearchParams();
  const settings = useListSettings(key);
  const { orderBy, orderDirection, ...rest } = url.filters;
  const filters = rest as unknown as F;
  const filtersKey = JSON.stringify(filters);
  const fixedKey = JSON.stringify(options.fixed ?? {});
  const [selection, setSelection] = useState<{ for: string; rows: Map<string, unknown> }>({ for: '', rows: new Map() });
  const selectionFor = `${filtersKey}|${fixedKey}`;

  const sort = sortOf(key, orderBy, orderDirection);
  const direction: SortDirection | undefined = sort ? (sort.desc ? 'desc' : 'asc') : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised filters and fixed values
  const exportParams = useMemo(() => exportParamsOf(filters, options, sort), [filtersKey, fixedKey, sort?.id, direction]);
  const request = useMemo(
    () => ({ pageNum: url.pageNum, pageSize: url.pageSize, ...exportParams }),
    [url.pageNum, url.pageSize, exportParams],
  );

  return {
    key,
    url: url as unknown as UrlState<F>,
    filters,
    filtered: Object.entries(filters).some(([name, value]) => value !== (defaults as FilterValues)[name]),
    sort,
    setSort: (next) =>
      url.setFilters({ orderBy: next?.id ?? '', orderDirection: next ? (next.desc ? 'desc' : 'asc') : '' } as Partial<WithSort<F>>),
    sortKeys,
    request,
    exportParams,
    linkedColumns: parseColumnsParam(searchParams.get(COLUMNS_PARAM)),
    // A selection belongs to the filters it was made under: other filters, other rows.
    selected: selection.for === selectionFor ? selection.rows : new Map(),
    setSelected: (rows) => setSelection({ for: selectionFor, rows }),
    settings,
  };
}
