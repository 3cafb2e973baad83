import { OPTIONS } from '@console/contracts/options';
import type { Db } from '../../db/database';

export const BATCH_SIZE = 5000;

export type Lang = 'en-US' | 'zh-CN' | 'zh-TW';

export function langOf(header: unknown): Lang {
  return header === 'zh-CN' || header === 'zh-TW' ? header : 'en-US';
}

/** The labels of an options kind (`accountType`, `walletType`, ...) in `lang`, by value. */
export function labels(kind: string, lang: Lang): Map<unknown, string> {
  return new Map((OPTIONS[kind] ?? []).map((o) => [o.value, o.label[lang]]));
}

export interface KeyedSelect {
  /**
   * The select list, its first column `key`. Its columns need distinct names: PGlite answers rows as
   * objects, where two columns of one name would share a key.
   */
  columns: string;
  from: string;
  /** `where ...`, or empty. */
  where: string;
  params: unknown[];
  /** A unique column the rows come in, highest first: `u.id`. */
  key: string;
}

/**
 * The rows of a select, highest key first, in batches of cell values, never the whole result at once:
 * through a server-side cursor on PostgreSQL, and by key (`key < last`) on PGlite, whose single
 * connection a cursor would hold for the whole export.
 */
export async function* keyedBatches(db: Db, q: KeyedSelect, batchSize = BATCH_SIZE): AsyncGenerator<unknown[][]> {
  if (db.cursor) {
    yield* db.cursor(`select ${q.columns} from ${q.from} ${q.where} order by ${q.key} desc`, q.params, batchSize);
    return;
  }
  const keyParam = `$${q.params.length + 1}`;
  const condition = q.where ? `${q.where} and ${q.key} < ${keyParam}` : `where ${q.key} < ${keyParam}`;
  const sql = `select ${q.columns} from ${q.from} ${condition} order by ${q.key} desc limit ${batchSize}`;
  let last = '9223372036854775807';
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(sql, [...q.params, last]);
    if (!rows.length) return;
    const values = rows.map((row) => Object.values(row));
    last = String(values[values.length - 1][0]);
    yield values;
    if (rows.length < batchSize) return;
  }
}
