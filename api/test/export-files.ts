import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';

/** The rows of a CSV answer (the byte-order mark removed, quoted cells unquoted). */
export function csvRows(text: string): string[][] {
  assert.equal(text.charCodeAt(0), 0xfeff, 'the CSV starts with a UTF-8 byte-order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** The first sheet of an Excel answer. */
export async function xlsxSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}
