import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { coinsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'coin-list': withPrefetch(() => import('./Page'), coinsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
