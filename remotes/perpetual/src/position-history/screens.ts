import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { positionHistoryList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'position-history': withPrefetch(() => import('./Page'), positionHistoryList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
