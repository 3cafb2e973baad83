import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, imported when a workbook is first written or read rather than when the API starts: its import (with its zip
 * and stream dependencies) took about half a CPU second of every process that starts the API, a server or a test file,
 * most of which never touch a workbook.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
