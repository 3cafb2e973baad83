import type { ListColumnSetting, ListSettings, ListSettingsInput, SavedView, SavedViewInput } from '@console/contracts/lists';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';

interface SettingsRow {
  columns: ListColumnSetting[] | null;
  density: 'comfortable' | 'compact' | null;
}

interface ViewRow {
  id: number;
  name: string;
  query: string;
  columns: ListColumnSetting[] | null;
  create_date: Date;
  update_date: Date;
}

const toView = (r: ViewRow): SavedView => ({
  id: r.id,
  name: r.name,
  query: r.query,
  columns: r.columns,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

const VIEW_COLUMNS = 'id, name, query, columns, create_date, update_date';

/** The admin's arrangement of a list and the views they saved on it, by name. */
export async function readListSettings(db: Queryable, adminId: number, listKey: string): Promise<ListSettings> {
  const [settings, views] = await Promise.all([
    db.query<SettingsRow>('select columns, density from admin_list_settings where admin_id = $1 and list_key = $2', [adminId, listKey]),
    db.query<ViewRow>(`select ${VIEW_COLUMNS} from admin_saved_views where admin_id = $1 and list_key = $2 order by lower(name), id`, [
      adminId,
      listKey,
    ]),
  ]);
  const row = settings.rows[0];
  return { columns: row?.columns ?? null, density: row?.density ?? null, views: views.rows.map(toView) };
}

/** Stores what the input names (columns, density); a value left out stays as it was, null forgets it. */
export async function writeListSettings(
  db: Queryable,
  adminId: number,
  listKey: string,
  input: ListSettingsInput,
  now: Date,
): Promise<void> {
  const columns = input.columns === undefined ? null : JSON.stringify(input.columns);
  await db.query(
    `insert into admin_list_settings (admin_id, list_key, columns, density, update_date)
     values ($1, $2, $3::jsonb, $4, $5)
     on conflict (admin_id, list_key) do update set
       columns = case when $6 then excluded.columns else admin_list_settings.columns end,
       density = case when $7 then excluded.density else admin_list_settings.density end,
       update_date = excluded.update_date`,
    [adminId, listKey, columns, input.density ?? null, now, input.columns !== undefined, input.density !== undefined],
  );
}

/** Saves a view under its name; saving again under the same name replaces it. */
export async function saveView(db: Queryable, adminId: number, listKey: string, input: SavedViewInput, now: Date): Promise<SavedView> {
  const { rows } = await db.query<ViewRow>(
    `insert into admin_saved_views (admin_id, list_key, name, query, columns, create_date, update_date)
     values ($1, $2, $3, $4, $5::jsonb, $6, $6)
     on conflict (admin_id, list_key, name) do update set query = excluded.query, columns = excluded.columns, update_date = excluded.update_date
     returning ${VIEW_COLUMNS}`,
    [adminId, listKey, input.name, input.query, input.columns ? JSON.stringify(input.columns) : null, now],
  );
  return toView(rows[0]);
}

/** Deletes one of the admin's own views; false when the admin has no view of that id on this list. */
export async function deleteView(db: Queryable, adminId: number, listKey: string, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from admin_saved_views where id = $1 and admin_id = $2 and list_key = $3 returning id', [
    id,
    adminId,
    listKey,
  ]);
  return rows.length > 0;
}
