import { recordDeleted } from '@console/contracts/schemas/finance-answers';
import {
  depositChannelAnswer,
  depositChannelSave,
  depositSettingAnswer,
  depositSettingSave,
  settingIdParam,
} from '@console/contracts/schemas/finance-settings';
import { z } from 'zod';
import { route } from '../../../../http/routes';
import {
  checkBlockchainFree,
  checkCoinFree,
  deleteEntry,
  deleteSetting,
  findEntry,
  lockSetting,
  lockSettings,
  settingEntries,
} from '../per-coin';
import { addDepositChannel, addDepositSetting, DEPOSIT, depositSettings, updateDepositChannel, updateDepositSetting } from './queries';

export function depositSettingRoutes() {
  return [
    // Deposit settings.
    route({
      method: 'GET',
      path: 'finance/deposit/setting/list',
      name: 'List deposit settings',
      response: z.array(depositSettingAnswer),
      handler: ({ services: { db } }) => depositSettings(db),
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/setting/saveOrUpdate',
      name: 'Save deposit setting',
      audit: true,
      body: depositSettingSave,
      response: depositSettingAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await checkCoinFree(tx, DEPOSIT, body.coinId, body.id);
          if (body.id === undefined) return addDepositSetting(tx, body, session.account, now);
          await lockSetting(tx, DEPOSIT, body.id);
          await updateDepositSetting(tx, body.id, body, session.account, now);
          return body.id;
        });
        return (await depositSettings(db, id))[0];
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/setting/delete/{id}',
      name: 'Delete deposit setting',
      audit: true,
      params: settingIdParam,
      response: recordDeleted,
      handler: ({ params, services: { db } }) => deleteSetting(db, DEPOSIT, params.id),
    }),

    // Deposit channels.
    route({
      method: 'GET',
      path: 'finance/deposit/channel/{id}/list',
      name: 'List deposit channels',
      params: settingIdParam,
      response: z.array(depositChannelAnswer),
      handler: ({ params, services: { db } }) => settingEntries(db, DEPOSIT, params.id),
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/channel/saveOrUpdate',
      name: 'Save deposit channel',
      audit: true,
      body: depositChannelSave,
      response: depositChannelAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await lockSetting(tx, DEPOSIT, body.depositSettingId, 'depositSettingId');
          await checkBlockchainFree(tx, DEPOSIT, body.depositSettingId, body.blockChain, body.id);
          if (body.id === undefined) return addDepositChannel(tx, body, now);
          await updateDepositChannel(tx, body.id, body, now);
          return body.id;
        });
        return findEntry(db, DEPOSIT, id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/channel/delete/{id}',
      name: 'Delete deposit channel',
      audit: true,
      params: settingIdParam,
      response: recordDeleted,
      handler: ({ params, services: { db } }) => deleteEntry(db, DEPOSIT, params.id),
    }),
  ];
}
