import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchFuturesSettings } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'futures-settings': withPrefetch(() => import('./Page'), prefetchFuturesSettings),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
