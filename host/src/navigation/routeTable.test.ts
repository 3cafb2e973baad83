import { permissionId } from '@console/contracts';
import { sampleManifest } from '../test-support/manifest';
import { buildRouteTable, findRoute } from './routeTable';

test('a path finds its route, the most specific one, with its parameters', () => {
  const table = buildRouteTable(sampleManifest(), new Set());
  expect(findRoute(table, '/backstage-management/permission-settings/admin-list')).toMatchObject({
    route: { id: 'content-and-settings:admins', permission: 'admins.list' },
    params: { tabName: 'admin-list' },
  });
  expect(findRoute(table, '/backstage-management/permission-settings/role-list/user-list/3')?.params).toEqual({
    tabName: 'role-list',
    roleId: '3',
  });
  expect(findRoute(table, '/login')?.route).toMatchObject({ access: 'public' });
  expect(findRoute(table, '/no/such/page')).toBeNull();
});

test('/home is the deployed dashboard for an admin who may open it, the start page otherwise', () => {
  const manifest = sampleManifest();
  manifest.remotes.push({
    name: 'reports',
    scope: 'reports',
    version: '1.0.0',
    url: '/remotes/reports/1.0.0/',
    entry: 'remoteEntry.js',
    routes: [{ id: 'dashboard', path: '/home', permission: 'home.dashboard', titleKey: 'route.dashboard' }],
    titles: {
      'en-US': { 'route.dashboard': 'Dashboard' },
      'zh-CN': { 'route.dashboard': '仪表盘' },
      'zh-TW': { 'route.dashboard': '儀表板' },
    },
  });
  const withDashboard = findRoute(buildRouteTable(manifest, new Set([permissionId('home.dashboard')])), '/home');
  expect(withDashboard?.route).toMatchObject({ remote: { name: 'reports' }, permission: 'home.dashboard' });
  const withoutIt = findRoute(buildRouteTable(manifest, new Set([permissionId('deposit.list')])), '/home');
  expect(withoutIt?.route).toMatchObject({ remote: null, permission: null, title: { source: 'host', key: 'route.home' } });
});
