import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { loadExcel } from './excel';

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | null | undefined;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text that a spreadsheet would read as a formula (`= + - @`, or a tab or carriage return that
 * some programs strip before looking) gets a leading `'`, so it shows as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralised(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** A number is written as it is (a negative amount is a number, not a formula); text is neutralised and quoted when needed. */
function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralised(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Writes `chunk`, waiting when the destination asks to (a slow client holds the export, not memory). */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export interface SheetSource {
  header: readonly string[];
  /** Batches of rows, each row's cells in header order. */
  batches: AsyncIterable<Cell[][]>;
  /** Called after each batch with the number of rows written so far. */
  onProgress?: (rows: number) => Promise<void> | void;
}

/**
 * Streams a table into `out` as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read it as
 * UTF-8) or as an Excel workbook (exceljs's streaming writer: rows are committed as they come). Ends
 * `out` and answers the number of rows written.
 */
export async function writeSheet(format: ExportFormat, source: SheetSource, out: Writable): Promise<number> {
  let count = 0;
  if (format === 'csv') {
    await write(out, `\ufeff${csvLine(source.header)}`);
    for await (const batch of source.batches) {
      let chunk = '';
      for (const row of batch) chunk += csvLine(row);
      await write(out, chunk);
      count += batch.length;
      await source.onProgress?.(count);
    }
    out.end();
    await once(out, 'finish');
    return count;
  }
  // The workbook writer pipes its zip into `out` and, should `out` fail (a file that cannot be opened, a reader gone),
  // waits for ever for the end of a pipe that was undone: the export stops with the failure instead.
  let failure: Error | undefined;
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Awaited only at the end (below): a failure while the rows are written is thrown at the next batch.
  failed.catch(() => undefined);
  const onError = (error: Error) => {
    failure = error;
    fail(error);
  };
  out.once('error', onError);
  try {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Export');
    sheet.addRow(source.header.map((h) => h)).commit();
    for await (const batch of source.batches) {
      // Leaving the loop ends the batches' query (its cursor closes, its connection goes back to the pool).
      if (failure) throw failure;
      for (const row of batch) {
        sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutralised(cell) : (cell ?? null)))).commit();
      }
      count += batch.length;
      await source.onProgress?.(count);
      // The writer pushes into `out` without waiting: give a slow reader time to catch up.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    if (failure) throw failure;
    sheet.commit();
    await Promise.race([workbook.commit(), failed]);
  } finally {
    out.off('error', onError);
  }
  return count;
}
