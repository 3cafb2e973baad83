import { pageOf } from '@console/contracts/schemas/common';
import { otpRecordAnswer, otpRecordQuery } from '@console/contracts/schemas/kyc';
import { route } from '../../../http/routes';
import { otpRecordPage } from './queries';

export function otpRoutes() {
  return [
    route({
      method: 'POST',
      path: 'otp/recordList',
      name: 'List one-time-code records',
      body: otpRecordQuery,
      response: pageOf(otpRecordAnswer),
      handler: async ({ body, services: { db } }) => otpRecordPage(db, body),
    }),
  ];
}
