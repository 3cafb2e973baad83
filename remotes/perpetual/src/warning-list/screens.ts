import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { warningsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'warning-list': withPrefetch(() => import('./Page'), warningsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
