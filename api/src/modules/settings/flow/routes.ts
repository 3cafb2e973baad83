import { settingSavedAnswer } from '@console/contracts/schemas/settings-answers';
import { flowClose, flowSettingAnswer, flowSettingEdit } from '@console/contracts/schemas/settings-platform';
import { notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { saveVersioned } from '../versions/save';
import { FLOW_DEFINITION, flowSetting, normalFlowValues } from './queries';

/**
 * Flow settings (`/settings/flow-settings`): the flow switches and multiplier (deposits credited from then on add
 * their amount times it to the user's flow volume) and transfers (allowed, and their fee, taken through the
 * ledger). A save is a version; "close" turns the flow off in one call.
 */
export function flowRoutes() {
  return [
    route({
      method: 'GET',
      path: 'common/flowSetting',
      name: 'Get the flow setting',
      response: flowSettingAnswer,
      handler: ({ services: { db } }) => flowSetting(db),
    }),
    route({
      method: 'POST',
      path: 'system/flow/setting',
      name: 'Edit the flow setting',
      audit: true,
      body: flowSettingEdit,
      response: settingSavedAnswer,
      handler: ({ body, session, services: { db }, now }) => {
        const { reason, id, ...sent } = body;
        if (id !== undefined && id !== 1) throw notFound(`There is no flow setting ${id}: the setting's id is 1`);
        return db.transaction((tx) =>
          saveVersioned(tx, FLOW_DEFINITION, { next: (before) => ({ ...before, ...normalFlowValues(sent) }), session, reason, now }),
        );
      },
    }),
    route({
      method: 'PUT',
      path: 'system/flow/close',
      name: 'Turn the flow off',
      audit: true,
      body: flowClose,
      response: settingSavedAnswer,
      handler: ({ body, session, services: { db }, now }) =>
        db.transaction((tx) =>
          saveVersioned(tx, FLOW_DEFINITION, { next: (before) => ({ ...before, globalEnable: 0 }), session, reason: body.reason, now }),
        ),
    }),
  ];
}
