import { defineScreenGroup } from '@console/area-kit';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'role-users': () => import('./RoleUsersPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
