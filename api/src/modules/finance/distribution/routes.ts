import { pageOf } from '@console/contracts/schemas/common';
import {
  type DistributionRunnerSummary,
  distributionHourlyDetailQuery,
  distributionHourlyQuery,
  distributionHourlyRecordAnswer,
  distributionListQuery,
  distributionPaymentAnswer,
  distributionReissueParams,
  distributionRunnerSummaryAnswer,
} from '@console/contracts/schemas/distribution';
import type { PageData } from '../../../db/list';
import { route } from '../../../http/routes';
import { assertUserExists } from '../../users/queries';
import { reissuePayment } from './payments';
import { hourlyRecordPage, paymentPage, runnerSummaryPage } from './queries';

/** Multi-level distribution: the bonus payments to uplines and the hourly records they sum. */
export function distributionRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/multiLevel/list',
      name: 'List distribution payments',
      body: distributionListQuery,
      response: pageOf(distributionPaymentAnswer),
      handler: async ({ body, services: { db } }) => paymentPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'finance/multiLevel/reissue/{id}',
      name: 'Reissue distribution payment',
      audit: true,
      params: distributionReissueParams,
      response: distributionPaymentAnswer,
      handler: async ({ params, session, services: { db }, now }) => reissuePayment(db, params.id, session.account, now),
    }),
    route({
      method: 'POST',
      path: 'finance/multiLevel/list/hourly',
      name: 'List distribution runners',
      body: distributionHourlyQuery,
      response: pageOf(distributionRunnerSummaryAnswer),
      handler: async ({ body, services: { db } }): Promise<PageData<DistributionRunnerSummary>> => {
        await assertUserExists(db, body.accountId);
        return runnerSummaryPage(db, body);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/multiLevel/list/hourly/detail',
      name: 'List distribution hourly records',
      body: distributionHourlyDetailQuery,
      response: pageOf(distributionHourlyRecordAnswer),
      handler: async ({ body, services: { db } }) => {
        await assertUserExists(db, body.accountId);
        return hourlyRecordPage(db, body);
      },
    }),
  ];
}
