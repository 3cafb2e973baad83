import { financeSettingsAnswer, financeSettingsUpdate } from '@console/contracts/schemas/finance-settings';
import { route } from '../../../../http/routes';
import { financeSettingsRecord, updateFinanceSettings } from './queries';

export function financeSwitchRoutes() {
  return [
    // Finance switches.
    route({
      method: 'POST',
      path: 'finance/setting',
      name: 'Get finance settings',
      response: financeSettingsAnswer,
      handler: ({ services: { db } }) => financeSettingsRecord(db),
    }),
    route({
      method: 'POST',
      path: 'finance/setting/update',
      name: 'Update finance settings',
      audit: true,
      body: financeSettingsUpdate,
      response: financeSettingsAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        await updateFinanceSettings(db, body, session.account, now);
        return financeSettingsRecord(db);
      },
    }),
  ];
}
