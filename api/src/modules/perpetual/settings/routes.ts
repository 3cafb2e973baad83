import { idParam } from '@console/contracts/schemas/common';
import { perpetualSettingsPatch } from '@console/contracts/schemas/perpetual';
import { perpetualSettingsListAnswer, perpetualSettingsSavedAnswer } from '@console/contracts/schemas/perpetual-answers';
import { route } from '../../../http/routes';
import { patchPerpetualSettings, perpetualSettings } from './queries';

/** The perpetual settings (`/perpetual/system-settings/{tabName}`): one row, edited field by field. */
export function perpetualSettingsRoutes() {
  return [
    route({
      method: 'GET',
      path: 'perpetual/setting/list',
      name: 'List perpetual settings',
      response: perpetualSettingsListAnswer,
      handler: async ({ services: { db } }) => [await perpetualSettings(db)],
    }),
    route({
      method: 'PATCH',
      path: 'perpetual/setting/{id}',
      name: 'Edit perpetual settings',
      audit: true,
      params: idParam,
      body: perpetualSettingsPatch,
      // The settings as they now are, and each field as it was and became (kept in the backstage log).
      response: perpetualSettingsSavedAnswer,
      handler: async ({ params, body, session, services: { db }, now }) => {
        const changes = await db.transaction((tx) => patchPerpetualSettings(tx, params.id, body, session.account, now));
        return { ...(await perpetualSettings(db)), changes };
      },
    }),
  ];
}
