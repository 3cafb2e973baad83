import { pageOf } from '@console/contracts/schemas/common';
import { type FundRecord, fundRecordAnswer, fundRecordListQuery, fundRecordRemark } from '@console/contracts/schemas/wallet-records';
import { route } from '../../../http/routes';
import { editFundRecordRemark, fundRecord, fundRecordPage } from './queries';

/** The freezes and thaws of user funds by staff (written by `account/freezeSingle/wallet` and its kin). */
export function fundRecordRoutes() {
  return [
    route({
      method: 'POST',
      path: 'fundManagerHistory/list',
      name: 'List fund management records',
      body: fundRecordListQuery,
      response: pageOf(fundRecordAnswer),
      handler: async ({ body, services: { db } }) => fundRecordPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'fundManagerHistory/update/remark',
      name: 'Edit fund management remark',
      audit: true,
      body: fundRecordRemark,
      response: fundRecordAnswer,
      handler: async ({ body, services: { db } }): Promise<FundRecord> => {
        await editFundRecordRemark(db, body.id, body.remark);
        return fundRecord(db, body.id);
      },
    }),
  ];
}
