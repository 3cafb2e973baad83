import { recordDeleted } from '@console/contracts/schemas/finance-answers';
import {
  settingIdParam,
  withdrawalChainAdd,
  withdrawalChainAnswer,
  withdrawalSettingAdd,
  withdrawalSettingAnswer,
  withdrawalSettingEdit,
  withdrawalSettingListQuery,
} from '@console/contracts/schemas/finance-settings';
import { z } from 'zod';
import { route } from '../../../../http/routes';
import {
  checkBlockchainFree,
  checkCoinFree,
  deleteEntry,
  deleteSetting,
  findEntry,
  lockEntry,
  lockSetting,
  lockSettings,
  settingEntries,
} from '../per-coin';
import {
  addWithdrawalChain,
  addWithdrawalSetting,
  updateWithdrawalChain,
  updateWithdrawalSetting,
  WITHDRAWAL,
  withdrawalSettings,
} from './queries';

export function withdrawalSettingRoutes() {
  return [
    // Withdrawal settings.
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/list',
      name: 'List withdrawal settings',
      body: withdrawalSettingListQuery,
      response: z.array(withdrawalSettingAnswer),
      handler: ({ body, services: { db } }) => withdrawalSettings(db, { coinId: body.coinId }),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/add',
      name: 'Add withdrawal setting',
      audit: true,
      body: withdrawalSettingAdd,
      response: withdrawalSettingAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await checkCoinFree(tx, WITHDRAWAL, body.coinId);
          return addWithdrawalSetting(tx, body, session.account, now);
        });
        return (await withdrawalSettings(db, { id }))[0];
      },
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/edit',
      name: 'Edit withdrawal setting',
      audit: true,
      body: withdrawalSettingEdit,
      response: withdrawalSettingAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        await db.transaction(async (tx) => {
          await lockSettings(tx);
          await lockSetting(tx, WITHDRAWAL, body.id);
          await checkCoinFree(tx, WITHDRAWAL, body.coinId, body.id);
          await updateWithdrawalSetting(tx, body, session.account, now);
        });
        return (await withdrawalSettings(db, { id: body.id }))[0];
      },
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/delete/{id}',
      name: 'Delete withdrawal setting',
      audit: true,
      params: settingIdParam,
      response: recordDeleted,
      handler: ({ params, services: { db } }) => deleteSetting(db, WITHDRAWAL, params.id),
    }),

    // Withdrawal blockchain entries.
    route({
      method: 'GET',
      path: 'finance/withdrawal/channel/{id}/list',
      name: 'List withdrawal blockchains',
      params: settingIdParam,
      response: z.array(withdrawalChainAnswer),
      handler: ({ params, services: { db } }) => settingEntries(db, WITHDRAWAL, params.id),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/add',
      name: 'Save withdrawal blockchain',
      audit: true,
      body: withdrawalChainAdd,
      response: withdrawalChainAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await lockSetting(tx, WITHDRAWAL, body.withdrawalSettingId, 'withdrawalSettingId');
          if (body.id !== undefined) await lockEntry(tx, WITHDRAWAL, body.id, body.withdrawalSettingId);
          await checkBlockchainFree(tx, WITHDRAWAL, body.withdrawalSettingId, body.blockChain, body.id);
          if (body.id === undefined) return addWithdrawalChain(tx, body, now);
          await updateWithdrawalChain(tx, body.id, body, now);
          return body.id;
        });
        return findEntry(db, WITHDRAWAL, id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/delete/{id}',
      name: 'Delete withdrawal blockchain',
      audit: true,
      params: settingIdParam,
      response: recordDeleted,
      handler: ({ params, services: { db } }) => deleteEntry(db, WITHDRAWAL, params.id),
    }),
  ];
}
