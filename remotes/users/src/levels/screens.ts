import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchLevels } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'user-settings': withPrefetch(() => import('./Page'), prefetchLevels),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
