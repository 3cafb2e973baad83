import { pageOf } from '@console/contracts/schemas/common';
import {
  type DepositAddress,
  type DepositAddressChangeResult,
  depositAddressAnswer,
  depositAddressChange,
  depositAddressChangeAnswer,
  depositAddressDelete,
  depositAddressListQuery,
  onChainListQuery,
  onChainRecordAnswer,
  thirdPartyWalletSettingAnswer,
  thirdPartyWalletSettingUpdate,
} from '@console/contracts/schemas/third-party-wallet';
import { isUniqueViolation } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { assertUserExists } from '../../users/queries';
import {
  addActiveAddress,
  addressById,
  checkAddressUnused,
  depositAddressPage,
  lockActiveAddress,
  markAddressDeleted,
  markAddressReplaced,
  onChainPage,
} from './queries';
import { readWalletSetting, saveWalletSetting } from './settings';

export function thirdPartyWalletRoutes() {
  return [
    route({
      method: 'POST',
      path: 'thirdly/deposit/address',
      name: 'List deposit addresses',
      body: depositAddressListQuery,
      response: pageOf(depositAddressAnswer),
      handler: async ({ body, services: { db } }) => depositAddressPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'thirdly/deposit/address/change',
      name: 'Replace deposit address',
      audit: true,
      body: depositAddressChange,
      response: depositAddressChangeAnswer,
      handler: async ({ body, session, services: { db }, now }): Promise<DepositAddressChangeResult> => {
        try {
          return await db.transaction(async (tx) => {
            await assertUserExists(tx, body.userId, true);
            const current = await lockActiveAddress(tx, body.userId, body.blockchainId);
            await checkAddressUnused(tx, body.userId, body.blockchainId, body.address);
            if (current) await markAddressReplaced(tx, current.id, session.account, now);
            const id = await addActiveAddress(tx, body, now);
            return {
              replaced: current ? await addressById(tx, current.id) : null,
              current: await addressById(tx, id),
            };
          });
        } catch (error) {
          // Two replacements of the same address at once: the second finds the first's row.
          if (isUniqueViolation(error)) throw conflict('The address was changed at the same time by someone else: reload and try again');
          throw error;
        }
      },
    }),
    route({
      method: 'DELETE',
      path: 'thirdly/deposit/address/delete',
      name: 'Delete deposit address',
      audit: true,
      query: depositAddressDelete,
      response: depositAddressAnswer,
      handler: async ({ query, session, services: { db }, now }): Promise<DepositAddress> =>
        db.transaction(async (tx) => {
          await assertUserExists(tx, query.userId);
          const current = await lockActiveAddress(tx, query.userId, query.blockchainId);
          if (!current) throw notFound(`User ${query.userId} has no active deposit address on ${query.blockchainId}`);
          await markAddressDeleted(tx, current.id, session.account, now);
          return addressById(tx, current.id);
        }),
    }),
    route({
      method: 'POST',
      path: 'thirdly/list',
      name: 'List on-chain records',
      body: onChainListQuery,
      response: pageOf(onChainRecordAnswer),
      handler: async ({ body, services: { db } }) => onChainPage(db, body),
    }),
    route({
      method: 'GET',
      path: 'third-party/wallet/api-setting',
      name: 'Third-party wallet settings',
      response: thirdPartyWalletSettingAnswer,
      handler: async ({ services }) => readWalletSetting(services.db, services.production),
    }),
    route({
      method: 'PUT',
      path: 'third-party/wallet/api-setting',
      name: 'Edit third-party wallet settings',
      audit: true,
      body: thirdPartyWalletSettingUpdate,
      response: thirdPartyWalletSettingAnswer,
      handler: async ({ body, session, services, now }) => saveWalletSetting(services.db, services.production, body, session.account, now),
    }),
  ];
}
