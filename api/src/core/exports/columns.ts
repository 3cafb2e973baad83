export { decimalText } from '../../db/list';
import type { Db } from '../../db/database';
import { BATCH_SIZE, keyedBatches, type Lang, labels } from './batches';
import type { Cell } from './writers';

/**
 * One column of a record export (deposits, withdrawals, futures and convert orders): its header in each
 * language, its SQL, and how its value becomes a cell.
 */
export interface ExportColumn {
  header: Record<Lang, string>;
  sql: string;
  /** A number (ids), yes/no (0 or 1), a label of an options kind, or the text as the database gives it. */
  kind?: 'id' | 'yesNo' | { options: string };
}

export const exportColumn = (en: string, cn: string, tw: string, sql: string, kind?: ExportColumn['kind']): ExportColumn => ({
  header: { 'en-US': en, 'zh-CN': cn, 'zh-TW': tw },
  sql,
  kind,
});

/** A time column as the files show it: UTC, to the second (the header says UTC). */
export const utcTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

const YES_NO: Record<Lang, [string, string]> = { 'en-US': ['No', 'Yes'], 'zh-CN': ['否', '是'], 'zh-TW': ['否', '是'] };

export const exportHeader = (columns: readonly ExportColumn[], lang: Lang) => columns.map((c) => c.header[lang]);

/** Turns a row of the columns' values into cells: codes become labels in `lang`. */
function cellsOf(columns: readonly ExportColumn[], lang: Lang): (row: unknown[]) => Cell[] {
  const [no, yes] = YES_NO[lang];
  const convert = columns.map((c): ((v: unknown) => Cell) => {
    if (c.kind === 'id') return (v) => (v === null || v === undefined ? null : Number(v));
    if (c.kind === 'yesNo') return (v) => (Number(v) === 1 ? yes : no);
    if (c.kind) {
      const names = labels(c.kind.options, lang);
      // Options are keyed by number or by text; the database answers either as the column's type says.
      return (v) => (v === null || v === undefined ? null : (names.get(v) ?? names.get(Number(v)) ?? String(v)));
    }
    return (v) => (v === null || v === undefined ? null : String(v));
  });
  return (row) => row.map((v, i) => convert[i](v));
}

/** Where an export's rows come from: the list's joins and filters, and the unique key it pages by (highest first). */
export interface ExportSource {
  from: string;
  where: string;
  params: unknown[];
  key: string;
}

/** The rows of `source` as cells of `columns`, newest key first, in batches (never the whole result at once). */
export async function* columnBatches(
  db: Db,
  columns: readonly ExportColumn[],
  source: ExportSource,
  lang: Lang,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const toCells = cellsOf(columns, lang);
  // Named c0, c1, ...: two columns of one name would share a key in PGlite's rows.
  const select = { ...source, columns: columns.map((c, i) => `${c.sql} as c${i}`).join(', ') };
  for await (const rows of keyedBatches(db, select, batchSize)) yield rows.map(toCells);
}
