import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { crossOriginList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'domain-white-list': withPrefetch(() => import('./Page'), crossOriginList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
