import { DEFAULT_PAGE_SIZE } from '@console/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type FilterValues = Record<string, string>;

export interface UrlState<F extends FilterValues> {
  /** The applied filters (what the list shows), defaults filled in. */
  filters: F;
  /** The filters when nothing is chosen. */
  defaults: F;
  pageNum: number;
  pageSize: number;
  /** Applies new values of the given filters (the others stay as they are) and goes back to the first page. */
  setFilters: (next: Partial<F>) => void;
  setPage: (pageNum: number) => void;
  /** Changes the page size and goes back to the first page. */
  setPageSize: (pageSize: number) => void;
  /** Back to the defaults: filters and paging. */
  reset: () => void;
  /** The query string as last written, even before the page shows it (without `?`). */
  currentSearch: () => string;
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The filters and paging an address asks for (what `useUrlState` shows), defaults filled in. */
export function readUrlState<F extends FilterValues>(
  search: string | URLSearchParams,
  defaults: F,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): { filters: F; pageNum: number; pageSize: number } {
  const params = new URLSearchParams(search);
  const filters = { ...defaults };
  for (const key of Object.keys(filters)) {
    const value = params.get(key);
    if (value !== null) (filters as FilterValues)[key] = value;
  }
  return {
    filters,
    pageNum: positiveInt(params.get('pageNum'), 1),
    pageSize: positiveInt(params.get('pageSize'), defaultPageSize),
  };
}

/**
 * Filters and paging kept in the URL's search parameters, so a list can be bookmarked, shared, reloaded
 * and walked with Back and Forward. Values equal to their default are left out of the URL.
 */
export function useUrlState<F extends FilterValues>(defaults: F, options: { pageSize?: number } = {}): UrlState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const defaultsKey = JSON.stringify(defaults);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const search = searchParams.toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised defaults and the query string
  const state = useMemo(() => readUrlState(search, defaultsRef.current, defaultPageSize), [search, defaultsKey, defaultPageSize]);

  // What the last change wrote, until a render shows it. The router hands an update the parameters of
  // the last render, and a navigation renders a moment after it was asked for (the router's loaders run
  // first): a change made before that render (a search right after a tab switch) must start from the URL
  // just written, or it undoes it.
  const written = useRef<string | null>(null);
  const rendered = useRef(search);
  rendered.current = search;
  useEffect(() => {
    if (written.current === search) written.current = null;
  }, [search]);

  const write = useCallback(
    (filters: FilterValues, pageNum: number, pageSize: number) => {
      setSearchParams(() => {
        const next = new URLSearchParams(written.current ?? rendered.current);
        for (const [key, value] of Object.entries(filters)) {
          if (value === undefined || value === defaultsRef.current[key]) next.delete(key);
          else next.set(key, value);
        }
        if (pageNum === 1) next.delete('pageNum');
        else next.set('pageNum', String(pageNum));
        if (pageSize === defaultPageSize) next.delete('pageSize');
        else next.set('pageSize', String(pageSize));
        written.current = next.toString();
        return next;
      });
    },
    [setSearchParams, defaultPageSize],
  );

  return useMemo<UrlState<F>>(
    () => ({
      filters: state.filters,
      defaults: defaultsRef.current,
      pageNum: state.pageNum,
      pageSize: state.pageSize,
      // Each change writes only its own keys over the URL as it is now: a change made while another one
      // is still rendering (a tab switch, then a search) keeps both.
      setFilters: (next) => write(next as FilterValues, 1, state.pageSize),
      setPage: (pageNum) => write({}, Math.max(1, pageNum), state.pageSize),
      setPageSize: (pageSize) => write({}, 1, pageSize),
      reset: () => write({ ...defaultsRef.current }, 1, defaultPageSize),
      currentSearch: () => written.current ?? rendered.current,
    }),
    [state, write, defaultPageSize],
  );
}

/**
 * The filters as a request: empty values left out, numeric-looking values of `numericKeys` sent as numbers.
 */
export function toRequestParams<F extends FilterValues>(
  filters: F,
  numericKeys: readonly (keyof F)[] = [],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(filters)) {
    const value = raw.trim();
    if (value === '') continue;
    out[key] = numericKeys.includes(key as keyof F) && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}
