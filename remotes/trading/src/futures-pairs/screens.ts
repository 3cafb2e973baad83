import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { futureGameplaysList, futurePairsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'futures-pairs': withPrefetch(() => import('./PairsPage'), futurePairsList.prefetch),
    'futures-gameplays': withPrefetch(() => import('./GameplaysPage'), futureGameplaysList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
