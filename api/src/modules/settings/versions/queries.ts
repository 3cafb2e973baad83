import type { SettingFieldChange, SettingValue, SettingValues, SettingVersion } from '@console/contracts/schemas/settings-answers';
import type { VersionedSetting } from '@console/contracts/schemas/settings';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage } from '../../../db/list';

/* The versions of the settings (table `settings_versions`, 030_settings.sql): one row per save or revert. */

interface VersionRow {
  id: string;
  setting: VersionedSetting;
  operator: string;
  reason: string | null;
  before: SettingValues;
  after: SettingValues;
  reverted_from: string | null;
  create_date: Date;
}

const VERSION_COLUMNS = 'id::text as id, setting, operator, reason, before, after, reverted_from::text as reverted_from, create_date';

const same = (a: SettingValue | undefined, b: SettingValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Each field whose value differs (a field only one side has counts as changed), in a stable order. */
export function diffValues(before: SettingValues, after: SettingValues): SettingFieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

const toVersion = (r: VersionRow): SettingVersion => ({
  id: Number(r.id),
  setting: r.setting,
  operator: r.operator,
  reason: r.reason,
  before: r.before,
  after: r.after,
  changes: diffValues(r.before, r.after),
  revertedFrom: r.reverted_from === null ? null : Number(r.reverted_from),
  createDate: iso(r.create_date)!,
});

export async function insertVersion(
  tx: Queryable,
  v: {
    setting: VersionedSetting;
    operatorId: number | null;
    operator: string;
    reason: string | null;
    before: SettingValues;
    after: SettingValues;
    revertedFrom: number | null;
    now: Date;
  },
): Promise<SettingVersion> {
  const { rows } = await tx.query<VersionRow>(
    `insert into settings_versions (setting, operator_id, operator, reason, before, after, reverted_from, create_date)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8) returning ${VERSION_COLUMNS}`,
    [v.setting, v.operatorId, v.operator, v.reason, JSON.stringify(v.before), JSON.stringify(v.after), v.revertedFrom, v.now],
  );
  return toVersion(rows[0]);
}

export async function versionById(db: Queryable, id: number): Promise<SettingVersion | undefined> {
  const { rows } = await db.query<VersionRow>(`select ${VERSION_COLUMNS} from settings_versions where id = $1`, [id]);
  return rows[0] && toVersion(rows[0]);
}

export function versionsPage(db: Queryable, q: { setting: VersionedSetting; pageNum: number; pageSize: number }) {
  return listPage(db, {
    select: VERSION_COLUMNS,
    from: 'settings_versions',
    filters: new Filters().eq('setting', q.setting),
    // The table's id: a bare `id` names the select's text column, and `'9' > '10'`.
    orderBy: 'settings_versions.id desc',
    paging: q,
    map: toVersion,
  });
}

/** Who saved a setting last and when (null when it was never saved). */
export async function lastStamp(
  db: Queryable,
  setting: VersionedSetting,
): Promise<{ updateDate: string | null; updatedBy: string | null }> {
  const { rows } = await db.query<{ create_date: Date; operator: string }>(
    'select create_date, operator from settings_versions where setting = $1 order by id desc limit 1',
    [setting],
  );
  return { updateDate: iso(rows[0]?.create_date), updatedBy: rows[0]?.operator ?? null };
}
