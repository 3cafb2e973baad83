import { Checkbox, type SystemStyleObject, useSlotRecipe } from '@chakra-ui/react';
import { flexRender, type Row } from '@tanstack/react-table';
import { type CSSProperties, memo, type MouseEvent, type RefObject, useMemo } from 'react';
import { useUiTranslation } from '../i18n';
import type { DataTableColumn } from './columns';

export const SELECT_COLUMN = '__select';

/** A click on something of the row's own (a link, a button, a box) is not a click on the row. */
function isOwnControl(event: MouseEvent): boolean {
  const target = event.target as HTMLElement | null;
  return Boolean(target?.closest('a, button, input, label, select, textarea, [role="checkbox"], [role="menuitem"]'));
}

export interface ColumnMeta<T> {
  column?: DataTableColumn<T>;
  /** Sticky at the left edge, this many px in. */
  left?: number;
  /** The last column of the pinned block, which draws its edge. */
  edge?: boolean;
  right?: boolean;
  width?: string;
}

/** A pinned column keeps exactly its width: the sticky offsets of the columns after it count on it. */
export function pinnedWidth(meta: Pick<ColumnMeta<never>, 'left' | 'width'> | undefined): string | undefined {
  return meta?.left !== undefined ? meta.width : undefined;
}

/** Position and background that keep a pinned cell in place over the cells scrolling under it. */
export function pinStyle(meta: Pick<ColumnMeta<never>, 'left' | 'edge' | 'right'> | undefined, header: boolean) {
  if (meta?.left === undefined && !meta?.right) return {};
  return {
    position: 'sticky' as const,
    left: meta.left !== undefined ? `${meta.left}px` : undefined,
    right: meta.right ? '0' : undefined,
    zIndex: header ? 3 : 1,
    bg: header ? 'bg.tableHeader' : 'bg.surface',
    borderRightWidth: meta.edge ? '1px' : undefined,
    borderLeftWidth: meta.right ? '1px' : undefined,
    borderColor: 'border.surface',
  };
}

/** What a row does when clicked or ticked: the table's latest handlers, read at the moment of the click. */
export interface RowHandlers<T> {
  onRowClick?: (row: T) => void;
  /** Ticks or unticks the row (lists with bulk actions). */
  onTick?: (row: T, checked: boolean) => void;
}

export interface DataRowProps<T> {
  row: Row<T>;
  index: number;
  /** Ticked for a bulk action. */
  ticked: boolean;
  /** The row opens its record when clicked. */
  clickable: boolean;
  /** The table's columns in order and shape (a ticking box, pinned, widths): a new layout draws the row again. */
  layout: string;
  /**
   * The columns the row's cells are drawn from (the table's arranged columns): a new set draws the row again. A page
   * whose columns are the same (memoised) and whose record is the same keeps its rows as they are when it redraws
   * for something else (a dialog opening, a request pending), where every row and cell used to be drawn again.
   */
  columns: unknown;
  handlers: RefObject<RowHandlers<T>>;
}

/**
 * How body cells look, set once on the table rather than on each of the hundreds of cells of a page: the rows and
 * cells are plain `tr` and `td` (a Chakra `Table.Row` or `Table.Cell` each resolves its recipe and style props on
 * every draw: about a third of the components a list page draws), styled by the table's own recipe (`bodyCss`). A cell
 * says what it is with data attributes (numeric, pinned left or right, the pinned block's edge) and takes only its
 * numbers (offset, width) inline.
 */
const BODY_CELL_CSS = {
  '& tbody td[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tbody td[data-pin]': { position: 'sticky', zIndex: 1, bg: 'bg.surface', borderColor: 'border.surface' },
  '& tbody td[data-pin=right]': { right: '0', borderLeftWidth: '1px' },
  '& tbody td[data-edge]': { borderRightWidth: '1px' },
  '& tbody tr[data-selected], & tbody tr[data-selected] td[data-pin]': { bg: 'brand.subtle' },
  '& tbody tr[data-clickable]': { cursor: 'pointer' },
  '&[data-density=compact] tbody td': { paddingBlock: '1', textStyle: 'xs' },
} as const;

/**
 * The table's body look: what Chakra's table recipe gives a `Table.Row` and a `Table.Cell` at the table's size and
 * variant, set once on the table for the plain rows and cells, and the list kit's own on top.
 */
export function useBodyCss(size: 'sm' | 'md'): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const slots = recipe({ size, variant: 'line' }) as Record<'row' | 'cell', SystemStyleObject>;
    return { '& tbody > tr': slots.row, '& tbody > tr > td': slots.cell, ...BODY_CELL_CSS };
  }, [recipe, size]);
}

/** The inline part of a body cell's look: a pinned cell's offset and exact width. */
function cellStyle(meta: ColumnMeta<never> | undefined, select: boolean): CSSProperties | undefined {
  const width = select ? meta?.width : pinnedWidth(meta);
  if (meta?.left === undefined && width === undefined) return undefined;
  return {
    left: meta?.left !== undefined ? `${meta.left}px` : undefined,
    width: select ? width : undefined,
    minWidth: width,
    maxWidth: width,
  };
}

/** One data row: its cells in the admin's column order, pinned cells kept in place, a click on the row opening it. */
function DataRowOf<T>({ row, index, ticked, clickable, handlers }: DataRowProps<T>) {
  const { t } = useUiTranslation();
  return (
    <tr
      data-index={index}
      data-selected={ticked ? '' : undefined}
      data-clickable={clickable ? '' : undefined}
      onClick={clickable ? (e: MouseEvent) => !isOwnControl(e) && handlers.current.onRowClick?.(row.original) : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta as ColumnMeta<never> | undefined;
        const select = cell.column.id === SELECT_COLUMN;
        return (
          <td
            key={cell.id}
            data-numeric={meta?.column?.numeric ? '' : undefined}
            data-pin={meta?.left !== undefined ? 'left' : meta?.right ? 'right' : undefined}
            data-edge={meta?.edge ? '' : undefined}
            style={cellStyle(meta, select)}
          >
            {select ? (
              <Checkbox.Root
                size="sm"
                checked={ticked}
                onCheckedChange={(e) => handlers.current.onTick?.(row.original, e.checked === true)}
              >
                <Checkbox.HiddenInput aria-label={t('table.selectRow', { id: row.id })} />
                <Checkbox.Control />
              </Checkbox.Root>
            ) : (
              flexRender(cell.column.columnDef.cell, cell.getContext())
            )}
          </td>
        );
      })}
    </tr>
  );
}

export const DataRow = memo(DataRowOf) as typeof DataRowOf;
