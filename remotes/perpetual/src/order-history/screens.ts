import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { orderHistoryList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'order-history': withPrefetch(() => import('./Page'), orderHistoryList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
