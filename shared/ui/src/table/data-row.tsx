import { Checkbox, Table } from '@chakra-ui/react';
import { flexRender, type Row } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
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

export interface DataRowProps<T> {
  row: Row<T>;
  index: number;
  /** Ticked for a bulk action. */
  ticked: boolean;
  compact: boolean;
  onRowClick?: (row: T) => void;
  /** Ticks or unticks the row (lists with bulk actions). */
  onTick?: (row: T, checked: boolean) => void;
}

/** One data row: its cells in the admin's column order, pinned cells kept in place, a click on the row opening it. */
export function DataRow<T>({ row, index, ticked, compact, onRowClick, onTick }: DataRowProps<T>) {
  const { t } = useUiTranslation();
  const cellPadding = compact ? { py: '1', textStyle: 'xs' } : {};
  return (
    <Table.Row
      data-index={index}
      data-selected={ticked ? '' : undefined}
      bg={ticked ? 'brand.subtle' : undefined}
      onClick={onRowClick ? (e: MouseEvent) => !isOwnControl(e) && onRowClick(row.original) : undefined}
      cursor={onRowClick ? 'pointer' : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta as ColumnMeta<T> | undefined;
        const numeric = meta?.column?.numeric;
        if (cell.column.id === SELECT_COLUMN) {
          return (
            <Table.Cell
              key={cell.id}
              width={meta?.width}
              minWidth={meta?.width}
              maxWidth={meta?.width}
              {...pinStyle(meta, false)}
              {...cellPadding}
            >
              <Checkbox.Root size="sm" checked={ticked} onCheckedChange={(e) => onTick?.(row.original, e.checked === true)}>
                <Checkbox.HiddenInput aria-label={t('table.selectRow', { id: row.id })} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
          );
        }
        return (
          <Table.Cell
            key={cell.id}
            minWidth={pinnedWidth(meta)}
            maxWidth={pinnedWidth(meta)}
            textAlign={numeric ? 'end' : undefined}
            fontVariantNumeric={numeric ? 'tabular-nums' : undefined}
            {...cellPadding}
            {...pinStyle(meta, false)}
            bg={meta?.left !== undefined || meta?.right ? (ticked ? 'brand.subtle' : 'bg.surface') : undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}
