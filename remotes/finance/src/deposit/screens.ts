import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { depositsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    deposits: withPrefetch(() => import('./DepositsPage'), depositsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
