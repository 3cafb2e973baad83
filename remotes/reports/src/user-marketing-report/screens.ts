import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchMarketingReport } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'user-marketing-report': withPrefetch(() => import('./Page'), prefetchMarketingReport),
    'user-marketing-report-downline': () => import('./DownlinePage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
