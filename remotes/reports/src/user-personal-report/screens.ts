import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchAccountReport } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'user-personal-report': withPrefetch(() => import('./Page'), prefetchAccountReport),
    'user-personal-report-downline': () => import('./DownlinePage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
