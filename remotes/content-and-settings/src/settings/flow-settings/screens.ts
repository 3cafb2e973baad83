import { defineScreenGroup } from '@console/area-kit';
import { queryClient, withPrefetch } from '@console/client';
import { flowSettingQuery } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'flow-settings': withPrefetch(
      () => import('./Page'),
      () => void queryClient.prefetchQuery(flowSettingQuery),
    ),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
