import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { exportJobsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'export-center': withPrefetch(() => import('./Page'), exportJobsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
