import { type PageLoader, type RemoteDescriptor, type RemoteRouteMeta, withPages } from '@console/contracts';
import packageJson from '../package.json';
import { loadTexts, NAMESPACE } from './i18n';
import './locales';
import routes from './routes.json';

/** Each route's page, split into its own chunk and fetched when the route is first visited. */
const pages: Record<string, PageLoader> = {
  chats: () => import('./chat/ChatsPage'),
  'chat-settings': () => import('./chat/SettingsPage'),
  users: () => import('./users/UsersPage'),
  'user-subordinate': () => import('./users/SubordinatePage'),
  'user-flow-records': () => import('./users/FlowRecordsPage'),
  'user-details': () => import('./users/UserDetailsPage'),
  'user-settings': () => import('./levels/Page'),
  'kyc-list': () => import('./kyc/Page'),
  'otp-records': () => import('./otp/Page'),
  agents: () => import('./agents/AgentsPage'),
  'agent-logs': () => import('./agents/AgentLogsPage'),
};

const descriptor: RemoteDescriptor = {
  name: 'users',
  version: packageJson.version,
  namespace: NAMESPACE,
  routes: withPages(routes as RemoteRouteMeta[], pages),
  loadLocale: loadTexts,
};

export default descriptor;
