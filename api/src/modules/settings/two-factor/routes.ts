import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import { twoFactorRecordQuery, twoFactorSettingUpdate } from '@console/contracts/schemas/settings';
import { settingSavedAnswer, twoFactorRecordAnswer, twoFactorSettingAnswer } from '@console/contracts/schemas/settings-answers';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { saveVersioned } from '../versions/save';
import { resetTwoFactorRecord, TWO_FACTOR_DEFINITION, twoFactorRecordPage, twoFactorSetting } from './queries';

/**
 * The end users' 2FA (`/settings/2fa/{type}`): the setting (on or off, the issuer their authenticator apps
 * show; versioned, a reason required) and their records, of which staff reset one when a user lost their
 * authenticator (audited).
 */
export function twoFactorRoutes() {
  return [
    route({
      method: 'POST',
      path: 'account/2fa/setting',
      name: 'Get the end users 2FA setting',
      response: twoFactorSettingAnswer,
      handler: ({ services: { db } }) => twoFactorSetting(db),
    }),
    route({
      method: 'POST',
      path: 'account/2fa/setting/update',
      name: 'Update the end users 2FA setting',
      audit: true,
      body: twoFactorSettingUpdate,
      response: settingSavedAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        if (body.id !== 1) throw notFound(`There is no 2FA setting ${body.id}: the setting's id is 1`);
        return db.transaction((tx) =>
          saveVersioned(tx, TWO_FACTOR_DEFINITION, {
            next: () => ({ enable: body.enable, issuer: body.issuer }),
            session,
            reason: body.reason,
            now,
          }),
        );
      },
    }),
    route({
      method: 'POST',
      path: 'account/2fa/recordList',
      name: 'List the end users 2FA records',
      body: twoFactorRecordQuery,
      response: pageOf(twoFactorRecordAnswer),
      handler: ({ body, services: { db } }) => twoFactorRecordPage(db, body),
    }),
    route({
      method: 'DELETE',
      path: 'account/2fa/record/{id}',
      name: "Reset an end user's 2FA",
      audit: true,
      params: bigIdParam,
      response: twoFactorRecordAnswer,
      handler: async ({ params, session, services: { db }, now }) => {
        const record = await db.transaction((tx) => resetTwoFactorRecord(tx, params.id, session.account, now));
        if (record === undefined) throw notFound(`There is no 2FA record ${params.id}`);
        if (record === 'reset') throw conflict(`The 2FA of record ${params.id} was already reset`);
        return record;
      },
    }),
  ];
}
