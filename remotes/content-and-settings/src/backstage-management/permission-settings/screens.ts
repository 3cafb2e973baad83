import { defineScreenGroup } from '@console/area-kit';
import { can, type RouteVisit, withPrefetch } from '@console/client';
import { adminsList } from '../admins/api';
import { rolesList } from '../roles/api';
import routes from './routes.json';

/** The list of the tab in the address, when the admin may see that tab (the page sends them elsewhere otherwise). */
function prefetchTab(visit: RouteVisit): void {
  if (visit.params.tabName === 'admin-list' && can('admins.list')) adminsList.prefetch(visit);
  if (visit.params.tabName === 'role-list' && can('roles.list')) rolesList.prefetch(visit);
}

export default defineScreenGroup({
  routes,
  pages: {
    'permission-settings': withPrefetch(() => import('./Page'), prefetchTab),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
