/**
 * A page's data fetched together with its code. The host calls the prefetch of the route it navigates to as
 * the navigation starts, beside the download of the page's chunk; the page's own queries then find the data
 * under the same query keys, already arriving, instead of asking for it once their chunk has run.
 */

/** Where a navigation goes: the route's parameters and the address's query. */
export interface RouteVisit {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
}

/** Starts fetching what the page shows first. It must not throw and need not wait: the page's queries wait. */
export type RoutePrefetch = (visit: RouteVisit) => void;

/** A route's page loader, carrying the prefetch of the data it shows first. */
export type PrefetchingLoader<L extends () => Promise<unknown>> = L & { prefetch: RoutePrefetch };

/** Gives a page loader the prefetch of its data (the loader itself is unchanged). */
export function withPrefetch<L extends () => Promise<unknown>>(load: L, prefetch: RoutePrefetch): PrefetchingLoader<L> {
  const loader = (() => load()) as L;
  return Object.assign(loader, { prefetch });
}

/** The prefetch a page loader carries, if any. */
export function prefetchOf(load: unknown): RoutePrefetch | null {
  const prefetch = (load as { prefetch?: unknown } | null)?.prefetch;
  return typeof prefetch === 'function' ? (prefetch as RoutePrefetch) : null;
}
