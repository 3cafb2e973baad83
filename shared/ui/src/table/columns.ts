import type { ListColumnSetting } from '@console/contracts';
import type { ReactNode } from 'react';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  /** The cell's content; without it the row's property named `id` is shown as text. */
  cell?: (row: T) => ReactNode;
  /** The value sorted on, for columns sorted in the browser. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Only columns that say so are sortable (a list page marks those its API sorts). */
  sortable?: boolean;
  /** Numbers and money: right-aligned. */
  numeric?: boolean;
  width?: string;
  minWidth?: string;
  /**
   * Kept at the left edge while the table scrolls sideways: the record's identity (ID, user), so a row is
   * always known. Needs a `width` in px. A pinned column is always shown.
   */
  pin?: 'left';
  /** Hidden until the admin shows it with the column chooser. */
  hiddenByDefault?: boolean;
  /** The column's text in an export of selected rows; without it the row's property named `id`. */
  exportValue?: (row: T) => string | number | null | undefined;
  /** The column's name where its header is not text (the column chooser, exports); defaults to the header. */
  title?: string;
  /** Dates and times: the header names the admin's time zone they are shown in. */
  dates?: boolean;
}

/** The column's name as text: its title, or its header when that is text. */
export function columnTitle<T>(column: DataTableColumn<T>): string {
  if (column.title) return column.title;
  return typeof column.header === 'string' || typeof column.header === 'number' ? String(column.header) : column.id;
}

/** The columns to draw, in the admin's order: `settings` (order and hidden flags) over the list's own order. */
export function arrangeColumns<T>(
  columns: readonly DataTableColumn<T>[],
  settings: readonly ListColumnSetting[] | null | undefined,
): { shown: DataTableColumn<T>[]; all: { column: DataTableColumn<T>; hidden: boolean }[] } {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const ordered: { column: DataTableColumn<T>; hidden: boolean }[] = [];
  const placed = new Set<string>();
  for (const setting of settings ?? []) {
    const column = byId.get(setting.id);
    if (!column || placed.has(column.id)) continue;
    placed.add(column.id);
    ordered.push({ column, hidden: setting.hidden && !column.pin });
  }
  // Columns the settings do not know (added to the list since) come in the list's own order, as it shows them.
  columns.forEach((column, index) => {
    if (placed.has(column.id)) return;
    const hidden = Boolean(column.hiddenByDefault) && !column.pin;
    const before = columns.slice(index + 1).find((c) => placed.has(c.id));
    const at = before ? ordered.findIndex((o) => o.column.id === before.id) : -1;
    if (at >= 0) ordered.splice(at, 0, { column, hidden });
    else ordered.push({ column, hidden });
    placed.add(column.id);
  });
  // Pinned columns lead, whatever the order chosen: they are the row's identity.
  const all = [...ordered.filter((o) => o.column.pin), ...ordered.filter((o) => !o.column.pin)];
  return { shown: all.filter((o) => !o.hidden).map((o) => o.column), all };
}

/** The settings that reproduce an arrangement: every column in order, with its hidden flag. */
export function toColumnSettings<T>(all: readonly { column: DataTableColumn<T>; hidden: boolean }[]): ListColumnSetting[] {
  return all.map(({ column, hidden }) => ({ id: column.id, hidden }));
}

/** Parses `columns=id,user,-amount` (a leading minus hides a column) as a shared link carries it. */
export function parseColumnsParam(param: string | null | undefined): ListColumnSetting[] | null {
  if (!param) return null;
  const settings = param
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? { id: part.slice(1), hidden: true } : { id: part, hidden: false }));
  return settings.length ? settings : null;
}

export function formatColumnsParam(settings: readonly ListColumnSetting[]): string {
  return settings.map((s) => (s.hidden ? `-${s.id}` : s.id)).join(',');
}

/** Widths in px of a column's `width` (`'72px'`, `'80'`); 0 when it has none. */
export function pixelWidth(width: string | undefined): number {
  const n = Number.parseFloat(width ?? '');
  return Number.isFinite(n) ? n : 0;
}
