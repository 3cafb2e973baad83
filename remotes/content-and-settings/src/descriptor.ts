import type { Language, RemoteDescriptor, RemoteRouteMeta } from '@console/contracts';
import type { ComponentType } from 'react';
import packageJson from '../package.json';
import { NAMESPACE } from './i18n';
import routes from './routes.json';

type PageModule = Promise<{ default: ComponentType }>;

/** Each route's page, split into its own chunk and fetched when the route is first visited. */
const pages: Record<string, () => PageModule> = {
  'permission-settings': () => import('./backstage-management/permission-settings/Page'),
  'role-users': () => import('./backstage-management/roles/RoleUsersPage'),
  'white-list': () => import('./backstage-management/ip-whitelist/Page'),
  'black-list': () => import('./backstage-management/ip-blacklist/Page'),
  'client-logs': () => import('./backstage-management/client-logs/Page'),
  'backstage-logs': () => import('./backstage-management/backstage-logs/Page'),
};

function loadLocale(lng: Language): Promise<Record<string, unknown>> {
  switch (lng) {
    case 'zh-CN':
      return import('./locales/zh-CN.json').then((m) => m.default);
    case 'zh-TW':
      return import('./locales/zh-TW.json').then((m) => m.default);
    default:
      return import('./locales/en-US.json').then((m) => m.default);
  }
}

const descriptor: RemoteDescriptor = {
  name: 'content-and-settings',
  version: packageJson.version,
  namespace: NAMESPACE,
  routes: (routes as RemoteRouteMeta[]).map((meta) => {
    const load = pages[meta.id];
    if (!load) throw new Error(`No page for route ${meta.id}`);
    return { ...meta, load };
  }),
  loadLocale,
};

export default descriptor;
