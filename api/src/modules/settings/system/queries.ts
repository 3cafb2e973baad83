import {
  fieldsOfSection,
  SYSTEM_SETTING_FIELDS,
  type SystemSettingField,
  type SystemSettingSection,
} from '@console/contracts/schemas/settings';
import type { SettingValue, SettingValues } from '@console/contracts/schemas/settings-answers';
import type { Queryable } from '../../../db/database';
import { DEFAULT_SYSTEM_NAME, readSettings } from '../../../core/application/settings';
import { keyOfUrl } from '../../../core/files/storage';
import { fieldError } from '../../../http/errors';
import type { SettingDefinition } from '../versions/save';

/*
 * The system settings: key/value rows of `system_settings` (001_backstage.sql), one key per field of
 * `SYSTEM_SETTING_FIELDS`; a missing key means the default below. The backstage logos and the system name are
 * what `GET application/logo` answers, so the console's own logos, favicon and title follow a save at once.
 */

type Kind = 'text' | 'image' | 'flag' | 'list' | 'decimal';

const KINDS: Record<SystemSettingField, Kind> = {
  systemName: 'text',
  contactInfo: 'text',
  webLogoSquare: 'image',
  webLogoHorizontal: 'image',
  appLogo: 'image',
  backstageLogoSquare: 'image',
  backstageLogoHorizontal: 'image',
  backstageLogoIco: 'image',
  downloadButtonActivation: 'flag',
  iosDownloadUrl: 'list',
  androidDownloadUrl: 'list',
  maintenanceActivation: 'flag',
  maintenanceAnnouncement: 'text',
  emailSignupActivation: 'flag',
  smsSignupActivation: 'flag',
  demoFundActivation: 'flag',
  demoFundRenewAmount: 'decimal',
  demoFundCoinCode: 'text',
  reportActivation: 'flag',
  reportTimeZone: 'text',
};

/** What a field is until it is first saved. */
export const SYSTEM_DEFAULTS: Record<SystemSettingField, SettingValue> = {
  systemName: DEFAULT_SYSTEM_NAME,
  contactInfo: '',
  webLogoSquare: null,
  webLogoHorizontal: null,
  appLogo: null,
  backstageLogoSquare: null,
  backstageLogoHorizontal: null,
  backstageLogoIco: null,
  downloadButtonActivation: 0,
  iosDownloadUrl: [],
  androidDownloadUrl: [],
  maintenanceActivation: 0,
  maintenanceAnnouncement: '',
  emailSignupActivation: 1,
  smsSignupActivation: 1,
  demoFundActivation: 0,
  demoFundRenewAmount: '10000',
  demoFundCoinCode: 'USDT',
  reportActivation: 1,
  reportTimeZone: 'UTC',
};

function fromText(field: SystemSettingField, text: string | null | undefined): SettingValue {
  if (text === undefined) return SYSTEM_DEFAULTS[field];
  switch (KINDS[field]) {
    case 'flag':
      return text === '1' ? 1 : 0;
    case 'list': {
      try {
        const list: unknown = JSON.parse(text ?? '[]');
        return Array.isArray(list) ? list.map(String) : [];
      } catch {
        return [];
      }
    }
    case 'image':
      return text || null;
    default:
      return text ?? '';
  }
}

function toText(field: SystemSettingField, value: SettingValue): string | null {
  if (value === null) return null;
  if (KINDS[field] === 'list') return JSON.stringify(value);
  return String(value);
}

/** The fields of a section as they are now (defaults for those never saved). */
export async function readSection(db: Queryable, section: SystemSettingSection): Promise<SettingValues> {
  const fields = fieldsOfSection(section);
  const stored = await readSettings(db, fields);
  return Object.fromEntries(fields.map((f) => [f, fromText(f, stored.has(f) ? stored.get(f) : undefined)]));
}

async function writeSection(tx: Queryable, after: SettingValues, before: SettingValues, now: Date): Promise<void> {
  const changed = (Object.keys(after) as SystemSettingField[]).filter((f) => JSON.stringify(after[f]) !== JSON.stringify(before[f]));
  for (const field of changed) {
    await tx.query(
      `insert into system_settings (key, value, update_date) values ($1, $2, $3)
       on conflict (key) do update set value = excluded.value, update_date = excluded.update_date`,
      [field, toText(field, after[field]), now],
    );
  }
}

/** Logos are uploaded images of this console; the demo fund's coin is one of its coins; maintenance says why. */
async function checkSection(tx: Queryable, after: SettingValues, before: SettingValues): Promise<void> {
  for (const field of Object.keys(after) as SystemSettingField[]) {
    const value = after[field];
    if (KINDS[field] !== 'image' || value === null || value === before[field]) continue;
    const key = keyOfUrl(String(value));
    const { rows } = await tx.query('select 1 from stored_files where key = $1 and kind = $2', [key ?? '', 'image']);
    if (!rows.length) throw fieldError(field, 'must be an image uploaded with fileStorage/uploadImg');
  }
  if (after.maintenanceActivation === 1 && !String(after.maintenanceAnnouncement ?? '').trim()) {
    throw fieldError('maintenanceAnnouncement', 'an announcement is required while maintenance is on');
  }
  if ('demoFundCoinCode' in after && after.demoFundCoinCode !== before.demoFundCoinCode) {
    const { rows } = await tx.query('select 1 from coins where code = $1', [after.demoFundCoinCode]);
    if (!rows.length) throw fieldError('demoFundCoinCode', `no coin ${after.demoFundCoinCode}`);
  }
}

export function systemSettingDefinition(section: SystemSettingSection): SettingDefinition {
  return {
    setting: section,
    view: 'systemSettings.view',
    read: (db) => readSection(db, section),
    editPermissions: (fields) => fields.map((f) => SYSTEM_SETTING_FIELDS[f as SystemSettingField]?.permission ?? 'systemSettings.editName'),
    check: checkSection,
    write: writeSection,
  };
}
