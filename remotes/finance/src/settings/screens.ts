import { defineScreenGroup } from '@console/area-kit';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    settings: () => import('./SettingsPage'),
    'settings-deposit-blockchain': () => import('./DepositChannelsPage'),
    'settings-withdrawal-blockchain': () => import('./WithdrawalChainsPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
