import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { whitelistList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'white-list': withPrefetch(() => import('./Page'), whitelistList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
