import type { Queryable } from '../db/database';

/** Inserts rows in multi-row statements (kept well below the 65,535 parameters a statement may have). */
export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][], chunk = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const values = part.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, part.flat());
  }
}
