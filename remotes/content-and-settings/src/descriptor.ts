import { type PageLoader, type RemoteDescriptor, type RemoteRouteMeta, withPages } from '@console/contracts';
import packageJson from '../package.json';
import { loadTexts, NAMESPACE } from './i18n';
import routes from './routes.json';

/** Each route's page, split into its own chunk and fetched when the route is first visited. */
const pages: Record<string, PageLoader> = {
  'permission-settings': () => import('./backstage-management/permission-settings/Page'),
  'role-users': () => import('./backstage-management/roles/RoleUsersPage'),
  'white-list': () => import('./backstage-management/ip-whitelist/Page'),
  'black-list': () => import('./backstage-management/ip-blacklist/Page'),
  'client-logs': () => import('./backstage-management/client-logs/Page'),
  'backstage-logs': () => import('./backstage-management/backstage-logs/Page'),
};

const descriptor: RemoteDescriptor = {
  name: 'content-and-settings',
  version: packageJson.version,
  namespace: NAMESPACE,
  routes: withPages(routes as RemoteRouteMeta[], pages),
  loadLocale: loadTexts,
};

export default descriptor;
