import { saveBlob } from '@console/client';
import { columnTitle, type DataTableColumn } from '../table/columns';

export type RowExportFormat = 'csv' | 'xlsx';

type Cell = string | number | null;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) gets
 * a leading apostrophe, as the API's exports do: an exported record never executes in the reader's sheet.
 * Numbers, and decimal amounts such as `-12.5`, stay as they are.
 */
export function escapeFormula(value: Cell): Cell {
  if (typeof value !== 'string' || /^-?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellOf<T>(row: T, column: DataTableColumn<T>): Cell {
  const raw = column.exportValue ? column.exportValue(row) : (row as Record<string, unknown>)[column.id];
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return raw ? 'true' : 'false';
  return JSON.stringify(raw);
}

/** The sheet of some rows: the columns' titles, then one line a row, every cell escaped. */
export function rowsToSheet<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): Cell[][] {
  return [columns.map((c) => columnTitle(c)), ...rows.map((row) => columns.map((column) => escapeFormula(cellOf(row, column))))];
}

/** RFC 4180 CSV with a byte-order mark, so a spreadsheet opens Chinese text correctly. */
export function sheetToCsv(sheet: Cell[][]): string {
  const quote = (cell: Cell) => {
    const text = cell === null ? '' : String(cell);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${sheet.map((line) => line.map(quote).join(',')).join('\r\n')}\r\n`;
}

/**
 * Saves the ticked rows of a list, as its columns show them, as CSV or Excel. The rows are in the browser
 * already, so nothing is asked of the API; the Excel writer loads only when it is used.
 */
export async function exportRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  format: RowExportFormat,
  baseName: string,
): Promise<string> {
  const sheet = rowsToSheet(rows, columns);
  const filename = `${baseName}.${format}`;
  if (format === 'csv') {
    saveBlob(new Blob([sheetToCsv(sheet)], { type: 'text/csv;charset=utf-8' }), filename);
    return filename;
  }
  const { default: writeExcelFile } = await import(/* webpackChunkName: "excel-writer" */ 'write-excel-file/browser');
  const data = sheet.map((line, index) =>
    line.map((value) => (value === null ? null : { value, fontWeight: index === 0 ? ('bold' as const) : undefined })),
  );
  saveBlob(await writeExcelFile(data).toBlob(), filename);
  return filename;
}
