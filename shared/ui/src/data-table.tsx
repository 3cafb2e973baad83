import { Box, Button, Checkbox, Flex, Skeleton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Density, ListColumnSetting } from '@console/contracts';
import { type ColumnDef, flexRender, getCoreRowModel, getSortedRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuCircleAlert, LuRefreshCw } from 'react-icons/lu';
import { EmptyState } from './empty-state';
import { useUiTranslation } from './i18n';
import { arrangeColumns, type DataTableColumn, pixelWidth } from './table/columns';
import { useFillHeight } from './table/fill-height';
import { compareCellValues, DatesHeader, defaultCell, errorMessage } from './table/cells';
import { type ColumnMeta, DataRow, useBodyCss, pinnedWidth, pinStyle, type RowHandlers, SELECT_COLUMN } from './table/data-row';
import { type RowAction, RowActionsCell, RowActionsContext, type RowActionsOf } from './table/row-actions';

export type { DataTableColumn } from './table/columns';
export type { RowAction } from './table/row-actions';
export { compareCellValues, errorMessage };

export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** The rows ticked for a bulk action, by row id. */
export interface RowSelection<T> {
  selected: ReadonlyMap<string, T>;
  onChange: (next: Map<string, T>) => void;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  data: T[] | undefined;
  getRowId: (row: T) => string | number;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  /** Set when loading failed: the table says so and offers `onRetry`. */
  error?: unknown;
  onRetry?: () => void;
  /** Why there is nothing to show (for example "No admin matches these filters"). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  rowActions?: (row: T) => RowAction[];
  /** Server-side sorting: the current sort and its setter. Without them sortable columns sort in the browser. */
  sort?: ColumnSort | null;
  onSortChange?: (sort: ColumnSort | null) => void;
  /** Opens the row's details; clicks on the row's own links, buttons and boxes do what they say instead. */
  onRowClick?: (row: T) => void;
  /** Height of the scroll area: the header sticks to its top. */
  maxHeight?: string;
  /** Fills the window down to its bottom less this many px (a list page's pagination), instead of `maxHeight`. */
  fillViewport?: number;
  /** Rows beyond this count are virtualised. */
  virtualizeAbove?: number;
  estimatedRowHeight?: number;
  skeletonRows?: number;
  /** The admin's order and hidden columns (the column chooser's settings). */
  columnSettings?: readonly ListColumnSetting[] | null;
  density?: Density;
  /** Rows can be ticked for bulk actions. */
  selection?: RowSelection<T>;
}

const ACTIONS_COLUMN = '__actions';
const SELECT_WIDTH = 40;
const NO_ROWS: never[] = [];
/** The table's size: its recipe's padding, for the header (`Table.Root`) and the plain body rows (`useBodyCss`) alike. */
const TABLE_SIZE = 'sm';

/**
 * The list of every screen: sticky header, the identity columns pinned left and the row actions right (the
 * page never scrolls sideways), the admin's column order and density, ticking rows for bulk actions,
 * sortable columns where they say so, skeleton rows while loading, an empty state that says why, an
 * error with Retry, and virtualised rows when the list is long.
 */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  label,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  rowActions,
  sort,
  onSortChange,
  onRowClick,
  maxHeight = '70vh',
  fillViewport,
  virtualizeAbove = 100,
  estimatedRowHeight = 44,
  skeletonRows = 5,
  columnSettings,
  density = 'comfortable',
  selection,
}: DataTableProps<T>) {
  const { t } = useUiTranslation();
  const manualSorting = Boolean(onSortChange);
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sorting: SortingState = manualSorting ? (sort ? [sort] : []) : localSorting;
  const rows: T[] = data ?? NO_ROWS;
  const rowKey = (row: T) => String(getRowId(row));

  const shown = useMemo(() => arrangeColumns(columns, columnSettings).shown, [columns, columnSettings]);
  const pageIds = rows.map(rowKey);
  const tickedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;

  // The cells draw from the latest columns and row actions. The table's column definitions themselves change only
  // with the layout: tanstack draws each cell renderer as a component, and a new renderer on every render of the
  // page (its columns and row actions are often new functions each time) would mount every cell afresh, costing
  // the whole table on each update and closing an open row menu.
  const latest = useRef({ shown, t });
  latest.current = { shown, t };
  const layout = [
    selection ? 'select' : '',
    ...shown.map((c) =>
      [c.id, c.pin ?? '', c.width ?? '', c.minWidth ?? '', c.numeric ? 'n' : '', c.sortable ? 's' : '', c.dates ? 'd' : ''].join(':'),
    ),
    rowActions ? 'actions' : '',
  ].join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the layout; the cells read the latest columns through `latest`.
  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    let left = 0;
    const defs: ColumnDef<T>[] = [];
    const pinnedCount = shown.filter((c) => c.pin).length;
    const current = (id: string) => latest.current.shown.find((c) => c.id === id);
    if (selection) {
      defs.push({
        id: SELECT_COLUMN,
        header: () => null,
        cell: () => null,
        enableSorting: false,
        meta: { left: 0, edge: pinnedCount === 0, width: `${SELECT_WIDTH}px` } satisfies ColumnMeta<T>,
      });
      left = SELECT_WIDTH;
    }
    shown.forEach((col, index) => {
      const meta: ColumnMeta<T> = { column: col, width: col.width };
      if (col.pin) {
        meta.left = left;
        meta.edge = index === pinnedCount - 1;
        left += pixelWidth(col.width);
      }
      const id = col.id;
      defs.push({
        id,
        accessorFn: (row: T) => {
          const c = current(id) ?? col;
          return c.sortValue ? c.sortValue(row) : (row as Record<string, unknown>)[id];
        },
        header: () => {
          const c = current(id) ?? col;
          return c.dates ? <DatesHeader header={c.header} /> : c.header;
        },
        cell: (ctx) => {
          const c = current(id) ?? col;
          return c.cell ? c.cell(ctx.row.original) : defaultCell(ctx.getValue());
        },
        enableSorting: Boolean(col.sortable),
        sortingFn: (a, b, columnId) => compareCellValues(a.getValue(columnId), b.getValue(columnId)),
        sortUndefined: 'last',
        meta,
      });
    });
    if (rowActions) {
      defs.push({
        id: ACTIONS_COLUMN,
        header: () => <VisuallyHidden>{latest.current.t('table.actions')}</VisuallyHidden>,
        cell: (ctx) => <RowActionsCell row={ctx.row.original} />,
        enableSorting: false,
        meta: { right: true, width: '1%' } satisfies ColumnMeta<T>,
      });
    }
    return defs;
  }, [layout]);

  const table = useReactTable<T>({
    data: rows,
    columns: columnDefs,
    state: { sorting },
    manualSorting,
    // Lists are paged by the server: the table never pages, so it has no page index to reset.
    manualPagination: true,
    autoResetPageIndex: false,
    enableSortingRemoval: true,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (manualSorting) onSortChange?.(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
      else setLocalSorting(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    getRowId: (row) => rowKey(row),
  });

  const modelRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  useFillHeight(scrollRef, fillViewport ?? 0, fillViewport !== undefined);
  const virtual = modelRows.length > virtualizeAbove;
  const virtualizer = useVirtualizer({
    count: virtual ? modelRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 12,
    initialRect: { width: 1024, height: 720 },
    // A short list is not virtualised: the virtualiser then neither watches the scroll area's size nor reads it
    // (reading it as the table mounts made the browser lay the new page out early).
    enabled: virtual,
  });

  const bodyCss = useBodyCss(TABLE_SIZE);
  const columnCount = columnDefs.length;
  const showSkeleton = loading && rows.length === 0;
  const showError = Boolean(error) && !loading;
  const showEmpty = !loading && !error && rows.length === 0;
  const compact = density === 'compact';

  const toggleRow = (row: T, checked: boolean) => {
    if (!selection) return;
    const next = new Map(selection.selected);
    if (checked) next.set(rowKey(row), row);
    else next.delete(rowKey(row));
    selection.onChange(next);
  };
  const togglePage = (checked: boolean) => {
    if (!selection) return;
    const next = new Map(selection.selected);
    for (const row of rows) {
      if (checked) next.set(rowKey(row), row);
      else next.delete(rowKey(row));
    }
    selection.onChange(next);
  };

  // Read when a row is clicked or ticked: the rows need not draw again for a page's new handler functions.
  const handlers = useRef<RowHandlers<T>>({});
  handlers.current = { onRowClick, onTick: selection ? toggleRow : undefined };
  const actions = useMemo<RowActionsOf>(
    () => ({ actionsOf: rowActions as RowActionsOf['actionsOf'], label: t('table.rowActions') }),
    [rowActions, t],
  );
  const renderRow = (index: number) => {
    const row = modelRows[index];
    return (
      <DataRow
        key={row.id}
        row={row}
        index={index}
        ticked={selection?.selected.has(row.id) ?? false}
        clickable={Boolean(onRowClick)}
        layout={layout}
        columns={shown}
        handlers={handlers}
      />
    );
  };

  let body: ReactNode;
  if (showSkeleton) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <tr key={`skeleton-${i}`} data-skeleton="">
        {columnDefs.map((col) => (
          <td key={col.id}>
            <Skeleton height="4" />
          </td>
        ))}
      </tr>
    ));
  } else if (showError) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <Flex direction="column" align="center" gap="3" py="8" role="alert" position="sticky" left="0" maxW="100vw">
            <Flex align="center" gap="2" color="fg.error" fontWeight="medium">
              <LuCircleAlert /> {t('table.errorTitle')}
            </Flex>
            {errorMessage(error) ? <Text color="fg.muted">{errorMessage(error)}</Text> : null}
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                <LuRefreshCw /> {t('table.retry')}
              </Button>
            ) : null}
          </Flex>
        </Table.Cell>
      </Table.Row>
    );
  } else if (showEmpty) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <EmptyState title={emptyTitle ?? t('table.emptyTitle')} description={emptyDescription ?? t('table.emptyDescription')} />
        </Table.Cell>
      </Table.Row>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const paddingTop = items.length ? items[0].start : 0;
    const paddingBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
    body = (
      <>
        {paddingTop > 0 ? <tr aria-hidden style={{ height: paddingTop }} /> : null}
        {items.map((item) => renderRow(item.index))}
        {paddingBottom > 0 ? <tr aria-hidden style={{ height: paddingBottom }} /> : null}
      </>
    );
  } else {
    body = modelRows.map((_, index) => renderRow(index));
  }

  const pageChecked = rows.length > 0 && tickedOnPage === rows.length ? true : tickedOnPage > 0 ? 'indeterminate' : false;

  return (
    <Box position="relative" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" overflow="hidden">
      <Table.ScrollArea ref={scrollRef} maxHeight={fillViewport === undefined ? maxHeight : undefined} overflow="auto">
        <Table.Root
          size={TABLE_SIZE}
          stickyHeader
          interactive={Boolean(onRowClick)}
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={virtual ? modelRows.length + 1 : undefined}
          data-density={density}
          css={bodyCss}
        >
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.tableHeader">
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as ColumnMeta<T> | undefined;
                  const column = meta?.column;
                  const sortable = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      bg="bg.tableHeader"
                      width={meta?.width}
                      minWidth={pinnedWidth(meta) ?? column?.minWidth}
                      maxWidth={pinnedWidth(meta)}
                      textAlign={column?.numeric ? 'end' : undefined}
                      whiteSpace="nowrap"
                      {...(compact ? { py: '1.5' } : {})}
                      {...pinStyle(meta, true)}
                      aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {header.column.id === SELECT_COLUMN ? (
                        <Checkbox.Root size="sm" checked={pageChecked} onCheckedChange={(e) => togglePage(e.checked === true)}>
                          <Checkbox.HiddenInput aria-label={t('table.selectPage')} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      ) : sortable ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          fontWeight="inherit"
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('table.sortBy')}
                        >
                          {content}
                          {direction === 'asc' ? <LuArrowUp /> : direction === 'desc' ? <LuArrowDown /> : <LuArrowUpDown opacity={0.4} />}
                        </Button>
                      ) : (
                        content
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body opacity={loading && rows.length > 0 ? 0.6 : 1} transition="opacity 0.2s">
            <RowActionsContext.Provider value={actions}>{body}</RowActionsContext.Provider>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {showSkeleton ? <VisuallyHidden role="status">{t('table.loading')}</VisuallyHidden> : null}
    </Box>
  );
}
