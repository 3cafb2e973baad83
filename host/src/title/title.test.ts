import { i18n } from '@console/client';
import { sampleManifest } from '../test-support/manifest';
import { buildRouteTable, findRoute } from '../navigation/routeTable';
import { documentTitle, fillParams, routeTitle } from './title';

test('route parameters fill the {param} placeholders; an absent optional one leaves no trace', () => {
  expect(fillParams('Users of role {roleId}', { roleId: '7' })).toBe('Users of role 7');
  expect(fillParams('Flow records of {accountId} {email?}', { accountId: '1001' })).toBe('Flow records of 1001');
});

test('the document title is the page title with the application name', () => {
  expect(documentTitle('IP whitelist', 'Back Office')).toBe('IP whitelist - Back Office');
  expect(documentTitle('', 'Back Office')).toBe('Back Office');
});

test("a remote page's title comes from its release metadata in the admin's language, with parameters", () => {
  const table = buildRouteTable(sampleManifest(), new Set());
  const match = findRoute(table, '/backstage-management/permission-settings/role-list/user-list/%E7%AE%A1%E7%90%86');
  expect(match?.route.id).toBe('content-and-settings:role-users');
  const t = i18n.getFixedT('en-US', 'host');
  expect(routeTitle(match!.route, match!.params, 'zh-TW', t)).toBe('角色 管理 的使用者');
  expect(routeTitle(match!.route, match!.params, 'en-US', t)).toBe('Users of role 管理');
});

test("a host page's title is translated in the host namespace", async () => {
  i18n.addResourceBundle('zh-CN', 'host', { route: { home: '首页' } }, true, true);
  const table = buildRouteTable(sampleManifest(), new Set());
  const home = findRoute(table, '/home')!;
  expect(routeTitle(home.route, home.params, 'zh-CN', i18n.getFixedT('zh-CN', 'host'))).toBe('首页');
});
