import type { Page } from '@console/contracts';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';
import type { FilterValues, UrlState } from './url-state';

/** What a paged list query offers (a react-query result of a `Page`). */
export interface PagedQuery<T> {
  data?: Page<T>;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export type PagedTableProps<T> = Omit<DataTableProps<T>, 'data' | 'loading' | 'error' | 'onRetry'> & {
  query: PagedQuery<T>;
  paging: Pick<UrlState<FilterValues>, 'pageNum' | 'pageSize' | 'setPage' | 'setPageSize'>;
};

/** A list page's table and its pagination, driven by one paged query and the URL's paging. */
export function PagedTable<T>({ query, paging, ...table }: PagedTableProps<T>) {
  return (
    <>
      <DataTable {...table} data={query.data?.records} loading={query.isFetching} error={query.error} onRetry={() => query.refetch()} />
      <Pagination
        total={query.data?.total ?? 0}
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </>
  );
}
