import type { SettingChange } from '@console/contracts/schemas/trading-futures';
import type { Queryable } from '../../../db/database';

/** A column an edit may set: its name, and how it is read for the change list (decimals without trailing zeros). */
export interface EditableColumn {
  column: string;
  decimal?: boolean;
}

const readAs = (c: EditableColumn) => (c.decimal ? `trim_scale(${c.column})::text` : c.column);

/**
 * Sets the fields sent of the row `id` (which the caller has locked) and answers each field whose value
 * changed, as it was and as it became: the edit's answer carries them, so the backstage log keeps the
 * before and after of every setting an admin changed.
 */
export async function updateWithChanges<F extends string>(
  tx: Queryable,
  table: 'futures_pairs' | 'futures_gameplays',
  id: number,
  columns: Record<F, EditableColumn>,
  sets: Partial<Record<F, unknown>>,
  now: Date,
): Promise<SettingChange[]> {
  const fields = (Object.keys(columns) as F[]).filter((f) => sets[f] !== undefined);
  const values = fields.map((f, i) => `${readAs(columns[f])} as v${i}`).join(', ');
  if (!fields.length) return [];
  const { rows: before } = await tx.query<Record<string, string | number | null>>(`select ${values} from ${table} where id = $1`, [id]);
  const { rows: after } = await tx.query<Record<string, string | number | null>>(
    `update ${table} set update_date = $2${fields.map((f, i) => `, ${columns[f].column} = $${i + 3}`).join('')} where id = $1
     returning ${values}`,
    [id, now, ...fields.map((f) => sets[f])],
  );
  return fields
    .map((field, i) => ({ field, from: before[0][`v${i}`], to: after[0][`v${i}`] }))
    .filter((change) => String(change.from) !== String(change.to));
}
