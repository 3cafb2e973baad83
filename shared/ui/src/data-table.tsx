import { Box, Button, Flex, IconButton, Menu, Portal, Skeleton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { type ColumnDef, flexRender, getCoreRowModel, getSortedRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import Decimal from 'decimal.js';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuCircleAlert, LuEllipsisVertical, LuRefreshCw } from 'react-icons/lu';
import { EmptyState } from './empty-state';
import { useUiTranslation } from './i18n';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  /** The cell's content; without it the row's property named `id` is shown as text. */
  cell?: (row: T) => ReactNode;
  /** The value sorted on, for columns sorted in the browser. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Only columns that say so are sortable. */
  sortable?: boolean;
  /** Numbers and money: right-aligned. */
  numeric?: boolean;
  width?: string;
  minWidth?: string;
}

export interface RowAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** Destructive actions are drawn in red. */
  danger?: boolean;
  disabled?: boolean;
  /** Left out of the menu (an action the admin may not take on this row). */
  hidden?: boolean;
}

export interface ColumnSort {
  id: string;
  desc: boolean;
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
  onRowClick?: (row: T) => void;
  /** Height of the scroll area: the header sticks to its top. */
  maxHeight?: string;
  /** Rows beyond this count are virtualised. */
  virtualizeAbove?: number;
  estimatedRowHeight?: number;
  skeletonRows?: number;
}

const ACTIONS_COLUMN = '__actions';
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Orders cell values as a reader expects: decimals by value, text case-insensitively with numbers in it. */
export function compareCellValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a ?? '');
  const right = String(b ?? '');
  if (DECIMAL.test(left) && DECIMAL.test(right)) return new Decimal(left).comparedTo(new Decimal(right));
  return left.localeCompare(right, undefined, { numeric: true, sensitivity: 'base' });
}

const NO_ROWS: never[] = [];

/** What an error says to the admin: the API's message when it has one. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'object' && error !== null) {
    const msg = (error as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg) return msg;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' ? error : undefined;
}

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '')
    return (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function RowActionsMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const visible = actions.filter((a) => !a.hidden);
  if (visible.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="xs">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {visible.map((action) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                disabled={action.disabled}
                color={action.danger ? 'fg.error' : undefined}
                _hover={action.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                onClick={action.onClick}
              >
                {action.icon}
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The list of every screen: sticky header, sortable columns where they say so, row actions in a menu,
 * skeleton rows while loading, an empty state that says why, an error with Retry, and virtualised rows
 * when the list is long.
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
  virtualizeAbove = 100,
  estimatedRowHeight = 44,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useUiTranslation();
  const manualSorting = Boolean(onSortChange);
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sorting: SortingState = manualSorting ? (sort ? [sort] : []) : localSorting;

  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((col) => ({
      id: col.id,
      accessorFn: (row: T) => (col.sortValue ? col.sortValue(row) : (row as Record<string, unknown>)[col.id]),
      header: () => col.header,
      cell: (ctx) => (col.cell ? col.cell(ctx.row.original) : defaultCell(ctx.getValue())),
      enableSorting: Boolean(col.sortable),
      sortingFn: (left, right, columnId) => compareCellValues(left.getValue(columnId), right.getValue(columnId)),
      sortUndefined: 'last',
      meta: col,
    }));
    if (rowActions) {
      defs.push({
        id: ACTIONS_COLUMN,
        header: () => <VisuallyHidden>{t('table.actions')}</VisuallyHidden>,
        cell: (ctx) => <RowActionsMenu actions={rowActions(ctx.row.original)} label={t('table.rowActions')} />,
        enableSorting: false,
        meta: { id: ACTIONS_COLUMN, header: '', width: '56px' } satisfies DataTableColumn<T>,
      });
    }
    return defs;
  }, [columns, rowActions, t]);

  // The table recomputes its rows whenever `data` is a new array: a fresh `[]` on every render of a list
  // without data (loading, failed) would re-render it for ever.
  const rows: T[] = data ?? NO_ROWS;
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
    getRowId: (row) => String(getRowId(row)),
  });

  const modelRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = modelRows.length > virtualizeAbove;
  const virtualizer = useVirtualizer({
    count: virtual ? modelRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 12,
    initialRect: { width: 1024, height: 720 },
  });

  const columnCount = columnDefs.length;
  const showSkeleton = loading && rows.length === 0;
  const showError = Boolean(error) && !loading;
  const showEmpty = !loading && !error && rows.length === 0;

  const renderRow = (index: number) => {
    const row = modelRows[index];
    return (
      <Table.Row
        key={row.id}
        data-index={index}
        onClick={onRowClick ? () => onRowClick(row.original) : undefined}
        cursor={onRowClick ? 'pointer' : undefined}
      >
        {row.getVisibleCells().map((cell) => {
          const meta = cell.column.columnDef.meta as DataTableColumn<T> | undefined;
          return (
            <Table.Cell
              key={cell.id}
              textAlign={meta?.numeric ? 'end' : undefined}
              fontVariantNumeric={meta?.numeric ? 'tabular-nums' : undefined}
              onClick={cell.column.id === ACTIONS_COLUMN ? (e) => e.stopPropagation() : undefined}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </Table.Cell>
          );
        })}
      </Table.Row>
    );
  };

  let body: ReactNode;
  if (showSkeleton) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Row key={`skeleton-${i}`} data-skeleton="">
        {columnDefs.map((col) => (
          <Table.Cell key={col.id}>
            <Skeleton height="4" />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (showError) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <Flex direction="column" align="center" gap="3" py="8" role="alert">
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

  return (
    <Box position="relative" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" overflow="hidden">
      <Table.ScrollArea ref={scrollRef} maxHeight={maxHeight} overflowY="auto">
        <Table.Root
          size="sm"
          stickyHeader
          interactive={Boolean(onRowClick)}
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={virtual ? modelRows.length + 1 : undefined}
        >
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.tableHeader">
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as DataTableColumn<T> | undefined;
                  const sortable = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      bg="bg.tableHeader"
                      width={meta?.width}
                      minWidth={meta?.minWidth}
                      textAlign={meta?.numeric ? 'end' : undefined}
                      whiteSpace="nowrap"
                      aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {sortable ? (
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
            {body}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {showSkeleton ? <VisuallyHidden role="status">{t('table.loading')}</VisuallyHidden> : null}
    </Box>
  );
}
