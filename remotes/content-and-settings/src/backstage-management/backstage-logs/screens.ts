import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { backstageLogsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'backstage-logs': withPrefetch(() => import('./Page'), backstageLogsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
