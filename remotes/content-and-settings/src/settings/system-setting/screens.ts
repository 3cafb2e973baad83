import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchSystemSetting } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'system-setting': withPrefetch(() => import('./Page'), prefetchSystemSetting),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
