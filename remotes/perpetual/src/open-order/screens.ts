import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { openOrdersList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'open-order': withPrefetch(() => import('./Page'), openOrdersList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
