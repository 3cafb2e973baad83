import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchSettings } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'system-settings': withPrefetch(() => import('./Page'), prefetchSettings),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
