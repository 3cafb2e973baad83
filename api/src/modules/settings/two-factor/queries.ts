import type { twoFactorRecordQuery } from '@console/contracts/schemas/settings';
import type { SettingValues, TwoFactorRecord, TwoFactorSetting } from '@console/contracts/schemas/settings-answers';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { lastStamp } from '../versions/queries';
import type { SettingDefinition } from '../versions/save';

/*
 * The end users' two-factor authentication: the platform-wide setting (`user_two_factor_setting`, one row) and
 * each user's authenticator binding (`user_two_factor`, 030_settings.sql). Staff reset a binding (status 2) so
 * that a user who lost their authenticator can bind a new one; the secret is never read here.
 */

interface SettingRow {
  enable: number;
  issuer: string;
  create_date: Date;
}

async function settingRow(db: Queryable): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>('select enable, issuer, create_date from user_two_factor_setting where id = 1');
  return rows[0] ?? { enable: 1, issuer: 'Trading Platform', create_date: new Date(0) };
}

export async function twoFactorSetting(db: Queryable): Promise<TwoFactorSetting> {
  const row = await settingRow(db);
  return { id: 1, enable: row.enable, issuer: row.issuer, createDate: iso(row.create_date)!, ...(await lastStamp(db, 'two-factor')) };
}

export const TWO_FACTOR_DEFINITION: SettingDefinition = {
  setting: 'two-factor',
  view: 'twoFactor.view',
  async read(db) {
    const row = await settingRow(db);
    return { enable: row.enable, issuer: row.issuer };
  },
  editPermissions: () => ['twoFactor.edit'],
  async write(tx, after: SettingValues, _before, now) {
    await tx.query(
      `insert into user_two_factor_setting (id, enable, issuer, update_date) values (1, $1, $2, $3)
       on conflict (id) do update set enable = excluded.enable, issuer = excluded.issuer, update_date = excluded.update_date`,
      [after.enable, after.issuer, now],
    );
  },
};

interface RecordRow {
  id: string;
  user_id: string;
  email: string | null;
  mobile_number: string | null;
  country_code: string | null;
  status: 1 | 2;
  enable_time: Date;
  reset_date: Date | null;
  reset_by: string | null;
  create_date: Date;
  update_date: Date;
}

const phoneOf = (r: Pick<RecordRow, 'mobile_number' | 'country_code'>) =>
  r.mobile_number ? `${r.country_code ? `+${r.country_code.replace(/^\+/, '')} ` : ''}${r.mobile_number}` : null;

const toRecord = (r: RecordRow): TwoFactorRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  account: r.email ?? phoneOf(r),
  email: r.email,
  mobileNumber: phoneOf(r),
  status: r.status,
  enableTime: iso(r.enable_time)!,
  resetDate: iso(r.reset_date),
  resetBy: r.reset_by,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

const RECORD_COLUMNS = `t.id::text as id, t.user_id::text as user_id, u.email, u.mobile_number, u.country_code, t.status,
  t.enable_time, t.reset_date, t.reset_by, t.create_date, t.update_date`;

export function twoFactorRecordPage(db: Queryable, q: z.output<typeof twoFactorRecordQuery>) {
  const filters = new Filters()
    .eq('t.user_id', q.userId)
    .eq('t.status', q.status)
    .contains('u.email', q.mail)
    .contains('u.mobile_number', q.phone)
    .between('t.create_date', parseDate(q.startTime), parseDate(q.endTime));
  return listPage(db, {
    select: RECORD_COLUMNS,
    from: 'user_two_factor t join users u on u.id = t.user_id',
    filters,
    orderBy: sortedOrder('twoFactor', { id: 't.id', createDate: 't.create_date' }, q, 't.create_date desc, t.id desc', 't.id'),
    paging: q,
    map: toRecord,
  });
}

/** Resets a bound record (the user binds anew); undefined when there is no such record, 'reset' when it was already reset. */
export async function resetTwoFactorRecord(
  tx: Queryable,
  id: number,
  by: string,
  now: Date,
): Promise<TwoFactorRecord | 'reset' | undefined> {
  const { rows: found } = await tx.query<{ status: number }>('select status from user_two_factor where id = $1 for update', [id]);
  if (!found[0]) return undefined;
  if (found[0].status !== 1) return 'reset';
  await tx.query('update user_two_factor set status = 2, reset_date = $2, reset_by = $3, update_date = $2 where id = $1', [id, now, by]);
  const { rows } = await tx.query<RecordRow>(
    `select ${RECORD_COLUMNS} from user_two_factor t join users u on u.id = t.user_id where t.id = $1`,
    [id],
  );
  return toRecord(rows[0]);
}
