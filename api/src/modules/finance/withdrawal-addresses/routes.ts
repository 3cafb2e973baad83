import { pageOf } from '@console/contracts/schemas/common';
import {
  withdrawalAddressBindingAnswer,
  withdrawalAddressDelete,
  withdrawalAddressFix,
  withdrawalAddressListQuery,
} from '@console/contracts/schemas/wallet-records';
import { route } from '../../../http/routes';
import { binding, bindingPage, correctBinding, deleteBinding } from './queries';

/** The withdrawal addresses users bound, one per user and chain. */
export function withdrawalAddressRoutes() {
  return [
    route({
      method: 'POST',
      path: 'account/withdrawalAddress',
      name: 'List bound withdrawal addresses',
      body: withdrawalAddressListQuery,
      response: pageOf(withdrawalAddressBindingAnswer),
      handler: async ({ body, services: { db } }) => bindingPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'account/withdrawalAddress/fix',
      name: 'Correct bound withdrawal address',
      audit: true,
      body: withdrawalAddressFix,
      response: withdrawalAddressBindingAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        await correctBinding(db, body, session.account, now);
        return binding(db, body.id);
      },
    }),
    route({
      method: 'POST',
      path: 'account/withdrawalAddress/del',
      name: 'Delete bound withdrawal address',
      audit: true,
      body: withdrawalAddressDelete,
      response: withdrawalAddressBindingAnswer,
      handler: async ({ body, services: { db } }) => deleteBinding(db, body.id),
    }),
  ];
}
