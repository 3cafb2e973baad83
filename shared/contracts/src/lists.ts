import { z } from 'zod';
import { DENSITIES, type Density, LISTS, type ListKey, SORT_DIRECTIONS, type SortKeyOf } from './list-registry';

export * from './list-registry';

/**
 * The sort fields of a list's query: `orderBy` one of the list's sort keys, `orderDirection` asc or desc
 * (desc when left out). Anything else is refused, naming the keys allowed.
 */
export function sortFields<K extends ListKey>(key: K) {
  const sorts = LISTS[key].sorts as readonly string[];
  const orderBy = z
    .string()
    .refine((s) => sorts.includes(s), { message: sorts.length ? `must be one of ${sorts.join(', ')}` : 'this list cannot be sorted' })
    .optional()
    .transform((s) => s as SortKeyOf<K> | undefined);
  return { orderBy, orderDirection: z.enum(SORT_DIRECTIONS).optional() };
}

/** A column as the admin arranged it: in this order, shown unless hidden. */
export const listColumnSchema = z.object({ id: z.string().trim().min(1).max(64), hidden: z.boolean() });
export type ListColumnSetting = z.infer<typeof listColumnSchema>;

export const listSettingsInput = z
  .object({
    columns: z.array(listColumnSchema).max(60).nullable().optional(),
    density: z.enum(DENSITIES).nullable().optional(),
  })
  .refine((v) => v.columns === undefined || v.columns === null || new Set(v.columns.map((c) => c.id)).size === v.columns.length, {
    message: 'names a column twice',
    path: ['columns'],
  });
export type ListSettingsInput = z.infer<typeof listSettingsInput>;

/** A saved view: the list's URL query (filters, sort, page size) and its columns, under a name the admin chose. */
export const savedViewInput = z.object({
  name: z.string().trim().min(1).max(60),
  /** The list's search parameters without `?`, as the list's URL holds them (`status=0&orderBy=amount`). */
  query: z
    .string()
    .max(4000)
    .refine((q) => !q.startsWith('?'), { message: 'must not start with ?' }),
  columns: z.array(listColumnSchema).max(60).nullable().optional(),
});
export type SavedViewInput = z.infer<typeof savedViewInput>;

export interface SavedView {
  id: number;
  name: string;
  query: string;
  columns: ListColumnSetting[] | null;
  createDate: string;
  updateDate: string;
}

export interface ListSettings {
  /** Null until the admin arranged the columns: the list's own order then. */
  columns: ListColumnSetting[] | null;
  density: Density | null;
  views: SavedView[];
}
