import {
  futuresSystemSettingsAnswer,
  futuresSystemSettingsSave,
  futuresSystemSettingsSavedAnswer,
} from '@console/contracts/schemas/trading-settings';
import { route } from '../../../../http/routes';
import { futuresSystemSettings, saveFuturesSystemSettings } from './queries';

/**
 * The futures system settings (`/future/system-settings/{tabName}`): what settlement uses (tax and rebate
 * ratios, the closing tick's staleness limit). A save applies from the next order placed (ratios) and the
 * next round opened (staleness): see `queries.ts`. Copy trading's global yield settings join as a second part.
 */
export function futuresSettingsRoutes() {
  return [
    route({
      method: 'GET',
      path: 'system/setting/init',
      name: 'Get futures system settings',
      response: futuresSystemSettingsAnswer,
      handler: ({ services: { db } }) => futuresSystemSettings(db),
    }),
    route({
      method: 'POST',
      path: 'system/setting/saveOrUpdate',
      name: 'Save futures system settings',
      audit: true,
      body: futuresSystemSettingsSave,
      // The settings as they now are, and each field as it was and became (kept in the backstage log).
      response: futuresSystemSettingsSavedAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const changes = await db.transaction((tx) => saveFuturesSystemSettings(tx, body, session.account, now));
        return { ...(await futuresSystemSettings(db)), changes };
      },
    }),
  ];
}
