import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { distributionPaymentsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'distribution-payments': withPrefetch(() => import('./PaymentsPage'), distributionPaymentsList.prefetch),
    'distribution-runners': () => import('./RunnersPage'),
    'distribution-runner-detail': () => import('./RunnerDetailPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
