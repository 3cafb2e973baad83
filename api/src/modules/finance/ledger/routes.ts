import { transferListQuery, walletChangeLogQuery } from '@console/contracts/schemas/finance';
import { transferRecordAnswer, walletChangeLogEntryAnswer } from '@console/contracts/schemas/finance-answers';
import { pageOf } from '@console/contracts/schemas/common';
import { route } from '../../../http/routes';
import { transferPage, walletChangePage } from './queries';

export function ledgerRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/walletChangeLog/list',
      name: 'List wallet changes',
      body: walletChangeLogQuery,
      response: pageOf(walletChangeLogEntryAnswer),
      handler: async ({ body, services: { db } }) => walletChangePage(db, body),
    }),
    route({
      method: 'POST',
      path: 'finance/transfer/operator/list',
      name: 'List transfers',
      body: transferListQuery,
      response: pageOf(transferRecordAnswer),
      handler: async ({ body, services: { db } }) => transferPage(db, body),
    }),
  ];
}
