import { BATCH_UPLOAD_COLUMNS, MAX_BATCH_UPLOAD_ROWS } from '@console/contracts/schemas/exports-batch';
import { parse } from 'csv-parse/sync';
import { loadExcel } from '../../../core/exports/excel';
import { fieldError } from '../../../http/errors';

export type BatchColumn = (typeof BATCH_UPLOAD_COLUMNS)[number];
export type RawRow = { rowNumber: number } & Partial<Record<BatchColumn, string>>;

/** `Country code`, `country_code` and `COUNTRYCODE` all name the column `countryCode`. */
const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
const COLUMN_BY_NAME = new Map<string, BatchColumn>(BATCH_UPLOAD_COLUMNS.map((c) => [normalise(c), c]));
COLUMN_BY_NAME.set('upline', 'uplineId');
COLUMN_BY_NAME.set('remarks', 'remark');
COLUMN_BY_NAME.set('mobilenumber', 'mobile');

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

function looksLikeText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(buffer.subarray(0, 64 * 1024)).includes('\ufffd');
}

async function xlsxRows(buffer: Buffer, maxRows: number): Promise<string[][]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'the file is not a readable Excel workbook (.xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError('file', 'the workbook has no worksheet');
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows(maxRows);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(row.getCell(c).text ?? '');
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

function csvRows(buffer: Buffer): string[][] {
  try {
    return parse(buffer, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true }) as string[][];
  } catch (error) {
    throw fieldError('file', `the file is not valid CSV: ${(error as Error).message}`);
  }
}

const tooManyRows = (maxRows = MAX_BATCH_UPLOAD_ROWS) =>
  fieldError('file', `the file has more than ${maxRows} data rows: split it into several uploads`);

/**
 * The cells of an uploaded CSV or Excel (.xlsx) file, recognised from the content, row by row (the first worksheet
 * of a workbook). Refuses (400 on `file`) an empty file, a file of another kind, and a workbook of more than
 * `maxRows` + 1 rows (a header and `maxRows` data rows). Also read by copy trading's batch invite.
 */
export async function tableOfFile(buffer: Buffer, maxRows = MAX_BATCH_UPLOAD_ROWS): Promise<string[][]> {
  if (!buffer.length) throw fieldError('file', 'the file is empty');
  if (isZip(buffer)) return xlsxRows(buffer, maxRows);
  if (looksLikeText(buffer)) return csvRows(buffer);
  throw fieldError('file', 'the file is neither CSV nor an Excel workbook (.xlsx)');
}

/**
 * The data rows of a batch-upload file, CSV or Excel (.xlsx), recognised from the content. Refuses
 * (400, nothing recorded) a file of another kind, one without a header row naming the columns, one with
 * an unknown column, no data or more than 5,000 data rows. Blank lines are skipped; `rowNumber` is the
 * line in the file (the header is line 1).
 */
export async function parseBatchFile(buffer: Buffer): Promise<RawRow[]> {
  const table = await tableOfFile(buffer);

  const headerIndex = table.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw fieldError('file', 'the file has no rows');
  const header = table[headerIndex].map((cell) => cell.trim());
  const columns = header.map((name) => (name === '' ? undefined : COLUMN_BY_NAME.get(normalise(name))));
  if (!columns.includes('password') || !(columns.includes('email') || columns.includes('mobile'))) {
    throw fieldError(
      'file',
      `the first row must be a header naming the columns (${BATCH_UPLOAD_COLUMNS.join(', ')}); password and email or mobile are required`,
    );
  }
  const unknown = header.filter((name, i) => name !== '' && !columns[i]);
  if (unknown.length)
    throw fieldError(
      'file',
      `unknown column(s) ${unknown.map((n) => `"${n}"`).join(', ')}: the columns are ${BATCH_UPLOAD_COLUMNS.join(', ')}`,
    );

  const rows: RawRow[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i];
    if (!cells.some((cell) => cell.trim() !== '')) continue;
    if (rows.length === MAX_BATCH_UPLOAD_ROWS) throw tooManyRows();
    const row: RawRow = { rowNumber: i + 1 };
    columns.forEach((column, c) => {
      const value = cells[c]?.trim();
      if (column && value) row[column] = value;
    });
    rows.push(row);
  }
  if (!rows.length) throw fieldError('file', 'the file has a header but no data rows');
  return rows;
}
