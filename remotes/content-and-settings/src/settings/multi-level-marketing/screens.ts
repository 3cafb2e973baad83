import { defineScreenGroup } from '@console/area-kit';
import { queryClient, withPrefetch } from '@console/client';
import { marketSettingQuery } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'multi-level-marketing': withPrefetch(
      () => import('./Page'),
      () => void queryClient.prefetchQuery(marketSettingQuery),
    ),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
