import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { perpetualPairsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'trading-pair': withPrefetch(() => import('./Page'), perpetualPairsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
