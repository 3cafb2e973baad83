import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { fundRecordsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'fund-records': withPrefetch(() => import('./Page'), fundRecordsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
