import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { transfersList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    transfers: withPrefetch(() => import('./Page'), transfersList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
