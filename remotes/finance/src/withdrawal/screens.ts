import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { withdrawalsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    withdrawals: withPrefetch(() => import('./WithdrawalsPage'), withdrawalsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
