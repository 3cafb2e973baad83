import { settingSavedAnswer } from '@console/contracts/schemas/settings-answers';
import { marketSettingAnswer, marketSettingEdit } from '@console/contracts/schemas/settings-platform';
import { route } from '../../../http/routes';
import { saveVersioned } from '../versions/save';
import { MARKETING_DEFINITION, marketSetting } from './queries';

/**
 * Multi-level marketing (`/settings/multi-level-marketing-settings`): distribution on or off, the layers of
 * uplines it pays (3 to 5) and its schedule. A save is a version with its reason (always required) and applies
 * from the next distribution run on.
 */
export function marketingRoutes() {
  return [
    route({
      method: 'GET',
      path: 'system/marketSetting',
      name: 'Get the multi-level marketing setting',
      response: marketSettingAnswer,
      handler: ({ services: { db }, now }) => marketSetting(db, now),
    }),
    route({
      method: 'POST',
      path: 'system/marketSetting/edit',
      name: 'Edit the multi-level marketing setting',
      audit: true,
      body: marketSettingEdit,
      response: settingSavedAnswer,
      handler: ({ body, session, services: { db }, now }) => {
        const { reason, ...values } = body;
        return db.transaction((tx) => saveVersioned(tx, MARKETING_DEFINITION, { next: () => values, session, reason, now }));
      },
    }),
  ];
}
