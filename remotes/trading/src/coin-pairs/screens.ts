import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { coinPairsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'coin-pairs': withPrefetch(() => import('./Page'), coinPairsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
