import { defineScreenGroup } from '@console/area-kit';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'futures-pairs': () => import('./PairsPage'),
    'futures-gameplays': () => import('./GameplaysPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
