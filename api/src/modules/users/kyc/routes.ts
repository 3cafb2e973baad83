import { pageOf } from '@console/contracts/schemas/common';
import { kycAnswer, kycListQuery, kycReview } from '@console/contracts/schemas/kyc';
import { route } from '../../../http/routes';
import { findKyc, kycPage, reviewKyc } from './queries';

export function kycRoutes() {
  return [
    route({
      method: 'POST',
      path: 'account/kyc/list',
      name: 'List KYC applications',
      body: kycListQuery,
      response: pageOf(kycAnswer),
      handler: async ({ body, services: { db } }) => kycPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'account/kyc/edit',
      name: 'Review KYC application',
      audit: true,
      body: kycReview,
      response: kycAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        await reviewKyc(db, body, session, now);
        return findKyc(db, body.id);
      },
    }),
  ];
}
