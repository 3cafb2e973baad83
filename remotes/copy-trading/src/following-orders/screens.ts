import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { followingOrdersList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'following-orders': withPrefetch(() => import('./Page'), followingOrdersList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
