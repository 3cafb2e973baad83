import type { Density, ListColumnSetting } from '@console/contracts';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn, type RowAction } from '../data-table';
import { FilterBar, type FilterField } from '../filter-bar';
import { useUiTranslation } from '../i18n';
import { PageHeader } from '../page-header';
import type { PagedQuery } from '../paged-table';
import { Pagination } from '../pagination';
import { arrangeColumns, toColumnSettings } from '../table/columns';
import type { FilterValues } from '../url-state';
import { type BulkAction, SelectionBar } from './bulk-actions';
import { ColumnChooser } from './ColumnChooser';
import { exportRows } from './export-rows';
import { SavedViews } from './SavedViews';
import { useSaveListSettings } from './settings';
import { COLUMNS_PARAM, type ListState } from './use-list';

/** Height kept below a list's table for its pagination. */
const PAGINATION_HEIGHT = 52;

export interface ListBodyProps<T, F extends FilterValues> {
  list: ListState<F>;
  /** The accessible name of the table, and the base name of exported rows. */
  label: string;
  filters?: FilterField[];
  /** How many filters show before "More filters" (4 by default). */
  primaryFilters?: number;
  columns: DataTableColumn<T>[];
  query: PagedQuery<T>;
  getRowId: (row: T) => string | number;
  rowActions?: (row: T) => RowAction[];
  /** Opens a row's details. */
  onRowClick?: (row: T) => void;
  /** Between the filters and the table: the list's sums per coin. */
  summary?: ReactNode;
  /** Actions on the ticked rows, besides their export, which every list offers. */
  bulkActions?: readonly BulkAction<T>[];
  /** No ticking rows (a list of a handful of settings). */
  selectable?: boolean;
  /** Why the table is empty: nothing yet (and what to do about it), or nothing matching the filters. */
  empty?: { none: string; noneHint?: string; filtered: string };
  /** Lets the table fill the window down to the pagination; off where the list is one part of a page. */
  fillViewport?: boolean;
}

/**
 * The part of a list page below its header and tabs: the compact filters with the saved views and the
 * column chooser, the sums, the table (identity pinned left, actions right, sortable where the API sorts,
 * rows ticked for export and bulk actions), and the pagination. Every list of the console is built from it.
 */
export function ListBody<T, F extends FilterValues>({
  list,
  label,
  filters = [],
  primaryFilters,
  columns,
  query,
  getRowId,
  rowActions,
  onRowClick,
  summary,
  bulkActions = [],
  selectable = true,
  empty,
  fillViewport = true,
}: ListBodyProps<T, F>) {
  const { t } = useUiTranslation();
  const [, setSearchParams] = useSearchParams();
  const saveSettings = useSaveListSettings(list.key);
  const settings = list.settings.data;
  const arrangement: ListColumnSetting[] | null = list.linkedColumns ?? settings?.columns ?? null;
  const density: Density = settings?.density ?? 'comfortable';
  const sortable = useMemo(() => columns.map((c) => ({ ...c, sortable: list.sortKeys.includes(c.id) })), [columns, list.sortKeys]);
  const shownColumns = useMemo(() => arrangeColumns(sortable, arrangement), [sortable, arrangement]);
  const selected = list.selected as Map<string, T>;
  const idOf = (row: T) => String(getRowId(row));

  const changeColumns = (next: ListColumnSetting[] | null) => {
    saveSettings.mutate({ columns: next });
    // The admin's own arrangement from now on, rather than the one a link or a view brought.
    if (list.linkedColumns)
      setSearchParams(
        (params) => {
          params.delete(COLUMNS_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const exportSelected = async (format: 'csv' | 'xlsx') => ({
    kind: 'file' as const,
    filename: await exportRows([...selected.values()], shownColumns.shown, format, label),
  });

  const tools = (
    <>
      <SavedViews
        listKey={list.key}
        views={settings?.views ?? []}
        columns={toColumnSettings(shownColumns.all)}
        currentSearch={list.url.currentSearch}
      />
      <ColumnChooser
        columns={sortable}
        settings={arrangement}
        density={density}
        onColumnsChange={changeColumns}
        onDensityChange={(next) => saveSettings.mutate({ density: next })}
      />
    </>
  );

  return (
    <>
      <FilterBar state={list.url} fields={filters} primary={primaryFilters} storageKey={list.key} extra={tools} />
      {summary}
      <DataTable
        columns={sortable}
        columnSettings={arrangement}
        density={density}
        data={query.data?.records}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        getRowId={getRowId}
        label={label}
        rowActions={rowActions}
        onRowClick={onRowClick}
        sort={list.sort}
        onSortChange={list.setSort}
        fillViewport={fillViewport ? PAGINATION_HEIGHT : undefined}
        emptyTitle={empty ? (list.filtered ? empty.filtered : empty.none) : undefined}
        emptyDescription={empty ? (list.filtered ? t('table.emptyDescription') : (empty.noneHint ?? '')) : undefined}
        selection={selectable ? { selected, onChange: (next) => list.setSelected(next) } : undefined}
      />
      <Pagination
        total={query.data?.total ?? 0}
        pageNum={list.url.pageNum}
        pageSize={list.url.pageSize}
        onPageChange={list.url.setPage}
        onPageSizeChange={list.url.setPageSize}
      />
      {selectable ? (
        <SelectionBar
          selected={selected}
          onClear={() => list.setSelected(new Map())}
          onKeepOnly={(rows) => list.setSelected(new Map(rows.map((row) => [idOf(row), row])))}
          actions={bulkActions}
          onExport={exportSelected}
        />
      ) : null}
    </>
  );
}

export type ListPageProps<T, F extends FilterValues> = Omit<ListBodyProps<T, F>, 'label'> & {
  title: string;
  /** The table's name where it is not the title. */
  label?: string;
  description?: ReactNode;
  /** The header's primary actions (create, export), always at its right end. */
  actions?: ReactNode;
  /** Between the header and the filters (status tabs). */
  tabs?: ReactNode;
  /** The page's dialogs and drawers. */
  children?: ReactNode;
};

/** A whole list page: its header, tabs, the list body, and its dialogs. The title names the table. */
export function ListPage<T, F extends FilterValues>({ title, description, actions, tabs, children, label, ...body }: ListPageProps<T, F>) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {tabs}
      <ListBody {...body} label={label ?? title} />
      {children}
    </>
  );
}
