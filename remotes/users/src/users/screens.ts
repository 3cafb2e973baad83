import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { usersList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    users: withPrefetch(() => import('./UsersPage'), usersList.prefetch),
    'user-subordinate': () => import('./SubordinatePage'),
    'user-flow-records': () => import('./FlowRecordsPage'),
    'user-details': () => import('./UserDetailsPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
