import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { withdrawalAddressesList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'withdrawal-addresses': withPrefetch(() => import('./Page'), withdrawalAddressesList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
