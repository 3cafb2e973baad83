import { FilterBar, PagedTable, type PagedTableProps, PageHeader } from '@console/ui';
import type { ReactNode } from 'react';
import { useAreaTranslation } from '../i18n';
import { isFiltered } from '../records/format';
import type { ListFilters } from './filters';

export type ListPageProps<T> = Omit<PagedTableProps<T>, 'paging' | 'label' | 'getRowId' | 'emptyTitle' | 'emptyDescription'> & {
  /** The page's title, also the accessible name of its table. */
  title: string;
  description: string;
  /** The header's primary actions. */
  actions?: ReactNode;
  filters: ListFilters;
  /** Between the header and the filter bar (tabs). */
  tabs?: ReactNode;
  /** Why the table is empty: nothing yet (and what to do about it), or nothing matching the filters. */
  empty: { none: string; noneHint?: string; filtered: string };
  /** The page's dialogs and drawers. */
  children?: ReactNode;
};

const idOf = (row: { id: number }) => row.id;

/**
 * A finance list: header, filter bar, the paged table of one query (rows known by their id) with the URL's filters
 * and paging, then the page's dialogs.
 */
export function ListPage<T extends { id: number }>({
  title,
  description,
  actions,
  filters,
  tabs,
  empty,
  children,
  ...table
}: ListPageProps<T>) {
  const { t } = useAreaTranslation();
  const filtered = isFiltered(filters.url.filters, filters.url.defaults);
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {tabs}
      <FilterBar state={filters.url} fields={filters.fields} />
      <PagedTable
        {...table}
        paging={filters.url}
        label={title}
        getRowId={idOf}
        emptyTitle={filtered ? empty.filtered : empty.none}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : (empty.noneHint ?? '')}
      />
      {children}
    </>
  );
}
