import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { clientLogsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'client-logs': withPrefetch(() => import('./Page'), clientLogsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
