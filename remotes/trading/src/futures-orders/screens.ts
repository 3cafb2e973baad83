import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { futuresOrdersList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'future-orders': withPrefetch(() => import('./OrdersPage'), futuresOrdersList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
