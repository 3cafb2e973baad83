import { queryClient, type RouteVisit } from '@console/client';
import type { ListKey } from '@console/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { optionsQuery } from '../options';
import type { FilterValues } from '../url-state';
import { listSettingsQuery } from './settings';
import { COLUMNS_PARAM, type ListOptions, listRequest, SORT_PARAMS } from './use-list';

/**
 * How long a page of a list counts as fresh (the console's other queries keep 30 s). A list opened again shows the
 * rows it had at once and asks for them again: another admin, an engine or the user may have moved them since (a
 * balance read 20 s earlier was shown as current, its withdrawal's hold missing). The route's fetch ahead and the
 * page's own query, moments apart, still share one request.
 */
export const LIST_FRESH_MS = 3_000;

/** How a list's page is fetched: its query key and function for a request (the list hook's own query). */
export type ListQuery<T = unknown> = (request: Record<string, string | number>) => {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export interface ListDefinition<F extends FilterValues, T = unknown> {
  key: ListKey;
  /** The filters when nothing is chosen: the same the page gives `useList`. */
  defaults: F;
  /**
   * The options the page gives `useList`; from the route's parameters when they depend on them (a tab's
   * status). `null`: the address shows no list (an unknown tab that the page sends elsewhere).
   */
  options?: ListOptions<F> | ((params: RouteVisit['params']) => ListOptions<F> | null);
  query: ListQuery<T>;
  /**
   * Fetch ahead only an address without filters (as the menu opens a list): for a list whose filters the
   * page works out as it draws, so that `defaults` cannot name them.
   */
  unfilteredOnly?: boolean;
}

/** Parameters of a list's address that are not filters: paging, sort, the columns of a shared link. */
const NOT_FILTERS = new Set(['pageNum', 'pageSize', SORT_PARAMS.orderBy, SORT_PARAMS.orderDirection, COLUMNS_PARAM]);

function hasFilters(search: URLSearchParams): boolean {
  return [...search.keys()].some((name) => !NOT_FILTERS.has(name));
}

export interface DefinedList<F extends FilterValues, T = unknown> extends ListDefinition<F, T> {
  /** The options the page gives `useList` for the route's parameters (none for an address without a list). */
  optionsFor: (params?: RouteVisit['params']) => ListOptions<F>;
  /** The route's prefetch: the page the address asks for, the list's settings and the option lists. */
  prefetch: (visit: RouteVisit) => void;
}

function optionsOf<F extends FilterValues>(list: ListDefinition<F, unknown>, params: RouteVisit['params']): ListOptions<F> | null {
  return typeof list.options === 'function' ? list.options(params) : (list.options ?? {});
}

/** Fetches what a list shows first, under the keys its page reads them with. Never throws. */
export function prefetchList<F extends FilterValues, T>(list: ListDefinition<F, T>, visit: RouteVisit): void {
  const options = optionsOf(list, visit.params);
  if (!options || (list.unfilteredOnly && hasFilters(visit.search))) return;
  const ignore = () => {};
  queryClient.prefetchQuery(list.query(listRequest(list.key, list.defaults, options, visit.search))).catch(ignore);
  queryClient.prefetchQuery(listSettingsQuery(list.key)).catch(ignore);
  queryClient.prefetchQuery(optionsQuery()).catch(ignore);
}

/**
 * A list of a screen group, declared once for its page and for its route: the page reads `key`, `defaults`
 * and `query`, and the route's loader carries `prefetch` (`withPrefetch(() => import('./Page'), list.prefetch)`).
 */
export function defineList<F extends FilterValues, T>(definition: ListDefinition<F, T>): DefinedList<F, T> {
  // The page and the route read the list with the lists' freshness (a query may set its own).
  const list = {
    ...definition,
    query: (request: Record<string, string | number>) => ({ staleTime: LIST_FRESH_MS, ...definition.query(request) }),
  };
  return {
    ...list,
    optionsFor: (params = {}) => optionsOf(list, params) ?? {},
    prefetch: (visit) => prefetchList(list, visit),
  };
}
