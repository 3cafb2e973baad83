import {
  fieldsOfSection,
  SYSTEM_SETTING_FIELDS,
  type SystemSettingField,
  type SystemSettingSection,
  systemSettingEdit,
  systemSettingSectionParam,
} from '@console/contracts/schemas/settings';
import {
  demoFundAnswer,
  maintenanceAnswer,
  platformReportAnswer,
  settingSavedAnswer,
  signUpAnswer,
  systemInfoAnswer,
} from '@console/contracts/schemas/settings-answers';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { fieldError } from '../../../http/errors';
import { route } from '../../../http/routes';
import { lastStamp } from '../versions/queries';
import { saveVersioned } from '../versions/save';
import { readSection, systemSettingDefinition } from './queries';

const ANSWERS: Record<SystemSettingSection, z.ZodType> = {
  'system-info': systemInfoAnswer,
  'system-maintenance': maintenanceAnswer,
  'sign-up': signUpAnswer,
  'demo-fund': demoFundAnswer,
  'platform-report': platformReportAnswer,
};

/** A section's fields with who saved it last and when. */
async function sectionAnswer(db: Queryable, section: SystemSettingSection) {
  return { ...(await readSection(db, section)), ...(await lastStamp(db, section)) };
}

/**
 * The system settings (`/settings/system-setting/{type}`): one read per section, one edit for all of them
 * (`{id}` names the section). Each field needs its own edit permission (`SYSTEM_SETTING_FIELDS`); a save is a
 * version (see `versions/`), with a reason for maintenance and sign-up.
 */
export function systemSettingRoutes() {
  return [
    ...(Object.keys(ANSWERS) as SystemSettingSection[]).map((section) =>
      route({
        method: 'GET',
        path: `system/setting/${section}`,
        name: `Get system settings: ${section}`,
        response: ANSWERS[section],
        handler: ({ services: { db } }) => sectionAnswer(db, section),
      }),
    ),
    route({
      method: 'PATCH',
      path: 'system/setting/edit/{id}',
      name: 'Edit system settings',
      audit: true,
      params: systemSettingSectionParam,
      body: systemSettingEdit,
      // The section as it now is, and the version the save made with the values before and after (kept in the backstage log).
      response: settingSavedAnswer,
      handler: async ({ params, body, session, services: { db }, now }) => {
        const section = params.id;
        const { reason, ...sent } = body;
        const fields = Object.keys(sent).filter((f) => (sent as Record<string, unknown>)[f] !== undefined) as SystemSettingField[];
        const foreign = fields.find((f) => SYSTEM_SETTING_FIELDS[f].section !== section);
        if (foreign) {
          throw fieldError(foreign, `is not a field of ${section} (its fields: ${fieldsOfSection(section).join(', ')})`);
        }
        return db.transaction((tx) =>
          saveVersioned(tx, systemSettingDefinition(section), {
            next: (before) => ({ ...before, ...Object.fromEntries(fields.map((f) => [f, sent[f] ?? null])) }),
            session,
            reason,
            now,
          }),
        );
      },
    }),
  ];
}
