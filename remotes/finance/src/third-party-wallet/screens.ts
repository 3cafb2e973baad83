import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { depositAddressesList, onChainRecordsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'third-party-wallet-addresses': withPrefetch(() => import('./AddressesPage'), depositAddressesList.prefetch),
    'third-party-wallet-on-chain': withPrefetch(() => import('./OnChainPage'), onChainRecordsList.prefetch),
    'third-party-wallet-settings': () => import('./SettingsPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
