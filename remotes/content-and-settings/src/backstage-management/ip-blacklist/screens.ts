import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { blacklistList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'black-list': withPrefetch(() => import('./Page'), blacklistList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
