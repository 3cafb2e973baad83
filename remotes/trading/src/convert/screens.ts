import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { convertOrdersList, convertPairsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'convert-pairs': withPrefetch(() => import('./PairsPage'), convertPairsList.prefetch),
    'convert-orders': withPrefetch(() => import('./OrdersPage'), convertOrdersList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
