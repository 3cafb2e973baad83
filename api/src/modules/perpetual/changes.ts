import type { PerpetualChange } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../db/database';

/** A column an edit may set: its name, and how it is read for the change list. */
export interface EditableColumn {
  column: string;
  /** Decimals are read without trailing zeros; arrays as their text. */
  read?: 'decimal' | 'array';
}

const readAs = (c: EditableColumn) =>
  c.read === 'decimal' ? `trim_scale(${c.column})::text` : c.read === 'array' ? `array_to_string(${c.column}, ',')` : c.column;

/**
 * Sets the fields sent of the row `id` (which the caller has locked) and answers each field whose value
 * changed, as it was and as it became: the edit's answer carries them into the backstage log.
 */
export async function updateWithChanges<F extends string>(
  tx: Queryable,
  table: 'perpetual_pairs' | 'perpetual_settings',
  id: number,
  columns: Record<F, EditableColumn>,
  sets: Partial<Record<F, unknown>>,
  stamp: { now: Date; account?: string },
): Promise<PerpetualChange[]> {
  const fields = (Object.keys(columns) as F[]).filter((f) => sets[f] !== undefined);
  if (!fields.length) return [];
  const values = fields.map((f, i) => `${readAs(columns[f])} as v${i}`).join(', ');
  const { rows: before } = await tx.query<Record<string, string | number | null>>(`select ${values} from ${table} where id = $1`, [id]);
  const by = table === 'perpetual_settings' ? `, updated_by = $3` : '';
  const offset = by ? 4 : 3;
  const { rows: after } = await tx.query<Record<string, string | number | null>>(
    `update ${table} set update_date = $2${by}${fields.map((f, i) => `, ${columns[f].column} = $${i + offset}`).join('')} where id = $1
     returning ${values}`,
    [id, stamp.now, ...(by ? [stamp.account ?? null] : []), ...fields.map((f) => sets[f])],
  );
  return fields
    .map((field, i) => ({ field, from: before[0][`v${i}`], to: after[0][`v${i}`] }))
    .filter((change) => String(change.from) !== String(change.to));
}
