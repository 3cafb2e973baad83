import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchTwoFactor } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'two-factor': withPrefetch(() => import('./Page'), prefetchTwoFactor),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
