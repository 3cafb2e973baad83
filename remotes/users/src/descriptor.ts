import type { RemoteDescriptor, RemoteRouteMeta } from '@console/contracts';
import type { ComponentType } from 'react';
import packageJson from '../package.json';
import { loadTexts, NAMESPACE } from './i18n';
import './locales';
import routes from './routes.json';

type PageModule = Promise<{ default: ComponentType }>;

/** Each route's page, split into its own chunk and fetched when the route is first visited. */
const pages: Record<string, () => PageModule> = {
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
  routes: (routes as RemoteRouteMeta[]).map((meta) => {
    const load = pages[meta.id];
    if (!load) throw new Error(`No page for route ${meta.id}`);
    return { ...meta, load };
  }),
  loadLocale: loadTexts,
};

export default descriptor;
