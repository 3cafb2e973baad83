import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { referralDomainList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'referral-domains': withPrefetch(() => import('./Page'), referralDomainList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
