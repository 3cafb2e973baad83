import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { leadingOrdersList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'leading-orders': withPrefetch(() => import('./Page'), leadingOrdersList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
