import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { kycList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'kyc-list': withPrefetch(() => import('./Page'), kycList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
