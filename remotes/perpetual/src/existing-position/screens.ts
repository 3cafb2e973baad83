import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { positionsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'existing-position': withPrefetch(() => import('./Page'), positionsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
