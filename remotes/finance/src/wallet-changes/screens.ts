import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { walletChangesList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'wallet-changes': withPrefetch(() => import('./Page'), walletChangesList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
