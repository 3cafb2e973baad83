import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { roundsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'runner-records': withPrefetch(() => import('./RoundsPage'), roundsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
