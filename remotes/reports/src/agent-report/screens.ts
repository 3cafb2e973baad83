import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchAgentReport } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'agent-report': withPrefetch(() => import('./Page'), prefetchAgentReport),
    'agent-report-downline': () => import('./DownlinePage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
