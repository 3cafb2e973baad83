import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchPlatformReport } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'platform-report': withPrefetch(() => import('./Page'), prefetchPlatformReport),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
