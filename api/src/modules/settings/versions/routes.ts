import { pageOf } from '@console/contracts/schemas/common';
import {
  SYSTEM_SETTING_SECTIONS,
  type SystemSettingSection,
  settingRevert,
  settingVersionsQuery,
  type VersionedSetting,
} from '@console/contracts/schemas/settings';
import { settingSavedAnswer, settingVersionAnswer } from '@console/contracts/schemas/settings-answers';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { CROSS_ORIGIN_DEFINITION } from '../cross-origin/queries';
import { FLOW_DEFINITION } from '../flow/queries';
import { MARKETING_DEFINITION } from '../marketing/queries';
import { SMS_CHANNELS_DEFINITION, SMTP_CHANNELS_DEFINITION } from '../otp/channel-versions';
import { OTP_DEFINITION } from '../otp/setting';
import { REFERRAL_DOMAINS_DEFINITION } from '../referral/queries';
import { systemSettingDefinition } from '../system/queries';
import { TWO_FACTOR_DEFINITION } from '../two-factor/queries';
import { versionById, versionsPage } from './queries';
import { assertPermissions, type SettingDefinition, saveVersioned } from './save';

/** Every versioned setting's definition: the settings screens to come add theirs here. */
export const SETTINGS: Record<VersionedSetting, SettingDefinition> = {
  ...(Object.fromEntries(SYSTEM_SETTING_SECTIONS.map((s) => [s, systemSettingDefinition(s)])) as Record<
    SystemSettingSection,
    SettingDefinition
  >),
  'two-factor': TWO_FACTOR_DEFINITION,
  'cross-origin': CROSS_ORIGIN_DEFINITION,
  marketing: MARKETING_DEFINITION,
  flow: FLOW_DEFINITION,
  'referral-domains': REFERRAL_DOMAINS_DEFINITION,
  otp: OTP_DEFINITION,
  'smtp-channels': SMTP_CHANNELS_DEFINITION,
  'sms-channels': SMS_CHANNELS_DEFINITION,
};

/**
 * The history of every settings screen: the versions of one setting, newest first, each with what it changed;
 * and a revert to a version's values, which is a new version (with the reason that setting needs, and the edit
 * permissions of the fields it changes back).
 */
export function versionRoutes() {
  return [
    route({
      method: 'GET',
      path: 'settings/versions',
      name: 'List setting versions',
      query: settingVersionsQuery,
      response: pageOf(settingVersionAnswer),
      handler: ({ query, session, services: { db } }) => {
        assertPermissions(session, [SETTINGS[query.setting].view]);
        return versionsPage(db, query);
      },
    }),
    route({
      method: 'POST',
      path: 'settings/versions/revert',
      name: 'Revert a setting to a version',
      audit: true,
      body: settingRevert,
      response: settingSavedAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const version = await versionById(db, body.id);
        if (!version) throw notFound(`There is no setting version ${body.id}`);
        const definition = SETTINGS[version.setting];
        assertPermissions(session, [definition.view]);
        const saved = await db.transaction((tx) =>
          saveVersioned(tx, definition, { next: () => version.after, session, reason: body.reason, revertedFrom: version.id, now }),
        );
        if (!saved.version) throw conflict(`The ${version.setting} setting already has the values of version ${version.id}`);
        return saved;
      },
    }),
  ];
}
