import { idParam } from '@console/contracts/schemas/common';
import { settingSavedAnswer } from '@console/contracts/schemas/settings-answers';
import { otpSettingAnswer, otpSettingEdit } from '@console/contracts/schemas/settings-otp';
import type { AppServices } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { saveVersioned } from '../versions/save';
import { smsChannelRoutes, smtpChannelRoutes } from './channel-routes';
import { otpDevRoutes } from './dev-routes';
import { flatTemplates, OTP_DEFINITION, otpSetting, storeRecaptchaSecret } from './setting';
import { startDevSinksWithServer } from './sinks/running';

/**
 * One-time codes (`/settings/otp-setting/{tabName}`): the OTP setting (a version per save, its reCAPTCHA secret
 * write-only), the SMTP and SMS channels (secrets write-only), a real test send through a channel, and outside
 * production the mail and SMS sinks the demo channels send to (started with the server) and what they received.
 */
export function otpSettingRoutes(services: AppServices) {
  startDevSinksWithServer(services);
  return [
    route({
      method: 'GET',
      path: 'otp/setting',
      name: 'Get the OTP setting',
      response: otpSettingAnswer,
      handler: ({ services: { db } }) => otpSetting(db),
    }),
    route({
      method: 'PATCH',
      path: 'otp/settingEdit/{id}',
      name: 'Edit the OTP setting',
      audit: true,
      params: idParam,
      body: otpSettingEdit,
      response: settingSavedAnswer,
      handler: ({ params, body, session, services: { db, production }, now }) => {
        if (params.id !== 1) throw notFound(`There is no OTP setting ${params.id}: the setting's id is 1`);
        const { reason, recaptchaBackstageKey, otpMessageTemplates, ...switches } = body;
        return db.transaction((tx) =>
          saveVersioned(tx, OTP_DEFINITION, {
            next: async (before) => ({
              ...before,
              ...Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined)),
              ...(otpMessageTemplates ? flatTemplates(otpMessageTemplates) : {}),
              // A secret sent is stored sealed and the version keeps its reference (never the secret): each one sent is a change.
              ...(recaptchaBackstageKey === undefined
                ? {}
                : { recaptchaBackstageKey: await storeRecaptchaSecret(tx, recaptchaBackstageKey, production, now) }),
            }),
            session,
            reason,
            now,
          }),
        );
      },
    }),
    ...smtpChannelRoutes(),
    ...smsChannelRoutes(),
    ...(services.production ? [] : otpDevRoutes()),
  ];
}
