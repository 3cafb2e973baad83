import type { CrossOriginEntry, SettingValues } from '@console/contracts/schemas/settings-answers';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { badRequest } from '../../../http/errors';
import type { SettingDefinition } from '../versions/save';

/*
 * The API's cross-origin allowlist (`cross_origin_whitelist`, 030_settings.sql). Its versions keep the list as
 * origin → remark ('' for none). Browsers of a listed origin get CORS headers from every API call
 * (`../cors.ts`, from the list each instance holds in memory: `../live.ts`).
 */

/** Enough for every console and client a platform runs; a longer list is a mistake more likely than a need. */
export const MAX_ORIGINS = 100;

interface EntryRow {
  origin: string;
  remark: string | null;
  update_time: Date;
}

export async function crossOriginEntries(db: Queryable): Promise<CrossOriginEntry[]> {
  const { rows } = await db.query<EntryRow>('select origin, remark, update_time from cross_origin_whitelist order by origin');
  return rows.map((r) => ({ origin: r.origin, remark: r.remark, updateTime: iso(r.update_time)! }));
}

export const CROSS_ORIGIN_DEFINITION: SettingDefinition = {
  setting: 'cross-origin',
  view: 'domainWhitelist.list',
  async read(db) {
    const { rows } = await db.query<EntryRow>('select origin, remark from cross_origin_whitelist order by origin');
    return Object.fromEntries(rows.map((r) => [r.origin, r.remark ?? '']));
  },
  editPermissions: () => ['domainWhitelist.edit'],
  async check(_tx, after: SettingValues) {
    if (Object.keys(after).length > MAX_ORIGINS) throw badRequest(`The cross-origin allowlist holds at most ${MAX_ORIGINS} origins`);
  },
  async write(tx, after, before, now) {
    const removed = Object.keys(before).filter((origin) => !(origin in after));
    if (removed.length) await tx.query('delete from cross_origin_whitelist where origin = any($1::text[])', [removed]);
    for (const [origin, remark] of Object.entries(after)) {
      if (origin in before && before[origin] === remark) continue;
      await tx.query(
        `insert into cross_origin_whitelist (origin, remark, update_time) values ($1, $2, $3)
         on conflict (origin) do update set remark = excluded.remark, update_time = excluded.update_time`,
        [origin, remark ? String(remark) : null, now],
      );
    }
  },
};
