import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { walletBalancesList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'wallet-balances': withPrefetch(() => import('./Page'), walletBalancesList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
