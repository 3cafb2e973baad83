import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  OWN_LIST_SETTINGS_ROUTES,
  PERMISSIONS,
  permissionById,
  permissionId,
  PUBLIC_ROUTES,
  SESSION_ROUTES,
} from '@console/contracts/permissions';
import type { RouteEntry } from '../../src/http/context';
import { accessFor } from '../../src/http/routes';
import { DEMO, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

/** Calls a route with placeholder path parameters and an empty body. */
function callRoute(route: RouteEntry, token: string) {
  const path = route.key.slice(route.method.length + 1).replace(/\{\w+\}/g, '1');
  return api.call(route.method, path, { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
}

const permissionRoutes = () => api.app.routeTable.filter((r) => r.access.kind === 'permission');
const isActionRoute = (r: RouteEntry) =>
  r.access.kind === 'permission' && r.access.ids.every((id) => permissionById(id)?.kind === 'action');

test('every API route is public, session-only or granted by the catalogue', () => {
  const table = api.app.routeTable;
  assert.ok(table.length >= 30);
  for (const route of table) {
    assert.ok(route.url.startsWith('/api/'), route.url);
    assert.deepEqual(route.access, accessFor(route.key), route.key);
    if (route.access.kind === 'permission') assert.ok(route.access.ids.length > 0, route.key);
  }
  const publicKeys = table
    .filter((r) => r.access.kind === 'public')
    .map((r) => r.key)
    .sort();
  assert.deepEqual(publicKeys, [...PUBLIC_ROUTES].sort(), 'only sign-in, version and logo are public');
  const sessionKeys = table
    .filter((r) => r.access.kind === 'session')
    .map((r) => r.key)
    .sort();
  assert.deepEqual(sessionKeys, [...SESSION_ROUTES].sort());
});

test('every staff, role, security and log call of the specification is served', () => {
  const keys = new Set(api.app.routeTable.map((r) => r.key));
  const expected = [
    'GET manage/list',
    'POST manage/add',
    'PUT manage/edit/{id}',
    'DELETE manage/del/{id}',
    'GET manage/googlePassword/{id}',
    'POST auth/manager/role/add/init',
    'POST auth/manager/role/add',
    'POST auth/role/list',
    'POST auth/role/add',
    'POST auth/role/edit',
    'POST auth/role/delete',
    'POST auth/role/users',
    'POST auth/role/users/add',
    'POST auth/role/users/delete',
    'GET auth/list/{roleId}',
    'POST auth/role/auths',
    'POST manage/whitelist',
    'POST manage/whitelist/add',
    'POST manage/whitelist/del',
    'POST account/ban/ip/list',
    'POST account/ban/ip/add',
    'POST account/ban/ip/del',
    'POST frontendLog',
    'POST backstageLog',
    'GET common/options',
    'GET manage/me',
    'POST manage/logout',
    'GET application/version',
    'GET application/logo',
    'POST login/manager/login',
  ];
  for (const key of expected) assert.ok(keys.has(key), key);
});

test('every route that changes anything needs an action permission; the read-only ones change nothing', async () => {
  // Sign-in, sign-out, the webhook (public or session calls) and an admin's own list settings aside.
  const exempt = new Set([...PUBLIC_ROUTES, ...SESSION_ROUTES, ...OWN_LIST_SETTINGS_ROUTES]);
  const routes = api.app.routeTable.filter((r) => !exempt.has(r.key));
  // A route declares that it changes state by being audited; a POST that is not is a read-only list.
  const changing = routes.filter((r) => r.audit);
  assert.ok(changing.length >= 60, `${changing.length} changing routes`);
  const grantedByViews = changing
    .filter((r) => !isActionRoute(r))
    .map(
      (r) => `${r.key} (${r.access.kind === 'permission' ? r.access.ids.map((id) => permissionById(id)?.key).join(', ') : r.access.kind})`,
    );
  assert.deepEqual(grantedByViews, []);
  assert.ok(isActionRoute(changing.find((r) => r.key === 'POST fileStorage/uploadImg')!), 'uploading is an action');

  // Whoever holds every view (the auditor) calls each read-only route: nothing changes.
  const auditor = await api.signIn(DEMO.auditor);
  const state = await snapshot(api.db);
  const readOnly = routes.filter((r) => !r.audit && r.key !== 'GET customerService/events');
  for (const route of readOnly) assert.notEqual((await callRoute(route, auditor)).status, 500, route.key);
  assert.deepEqual(await snapshot(api.db), state);
});

test('HEAD requests of GET routes need the same session and permission', async () => {
  const anonymous = await api.app.inject({ method: 'HEAD', url: '/api/manage/list' });
  assert.equal(anonymous.statusCode, 401);
  const finance = await api.signIn(DEMO.finance);
  const refused = await api.app.inject({ method: 'HEAD', url: '/api/manage/list', headers: { authorization: finance } });
  assert.equal(refused.statusCode, 403);
  const auditor = await api.signIn(DEMO.auditor);
  const allowed = await api.app.inject({ method: 'HEAD', url: '/api/manage/list', headers: { authorization: auditor } });
  assert.equal(allowed.statusCode, 200);
  const secretBefore = await api.db.query('select totp_secret from admins where id = 1');
  const rotation = await api.app.inject({ method: 'HEAD', url: '/api/manage/googlePassword/1', headers: { authorization: admin } });
  assert.notEqual(rotation.statusCode, 200, 'a GET that changes state has no HEAD twin');
  assert.deepEqual((await api.db.query('select totp_secret from admins where id = 1')).rows, secretBefore.rows);
});

test('a session holding no permission is refused on every guarded route, the refusal is logged and nothing changes', async () => {
  const nobody = await api.createStaff(admin, 'nobody', []);
  const token = await api.signIn(nobody);
  const state = await snapshot(api.db);
  const refusalsBefore = await api.count('backstage_log', 'op_id = $1 and result = 0', [nobody.id]);
  const routes = permissionRoutes();
  for (const route of routes) {
    const { status, body } = await callRoute(route, token);
    assert.equal(status, 403, `${route.key} answered ${status}: ${body.msg}`);
    assert.equal(body.code, 0);
    assert.match(body.msg, /do not have permission/);
  }
  assert.deepEqual(await snapshot(api.db), state);
  assert.equal(await api.count('backstage_log', 'op_id = $1 and result = 0', [nobody.id]), refusalsBefore + routes.length);
  assert.equal((await api.call('GET', 'manage/me', { token })).status, 200, 'session-only calls still work');
  assert.equal((await api.call('GET', 'common/options', { token })).status, 200);
});

test('the auditor is refused on every action route and reaches every view route', async () => {
  const token = await api.signIn(DEMO.auditor);
  const state = await snapshot(api.db);
  const actions = permissionRoutes().filter(isActionRoute);
  assert.ok(actions.length >= 15);
  for (const route of actions) {
    const { status } = await callRoute(route, token);
    assert.equal(status, 403, route.key);
  }
  assert.deepEqual(await snapshot(api.db), state);
  for (const route of permissionRoutes().filter((r) => !isActionRoute(r))) {
    const { status } = await callRoute(route, token);
    assert.notEqual(status, 403, route.key);
    assert.notEqual(status, 500, route.key);
  }
});

test('finance reaches no call outside what its Finance permissions grant', async () => {
  const token = await api.signIn(DEMO.finance);
  const financeIds = new Set(PERMISSIONS.filter((p) => p.group === 'Finance').map((p) => p.id));
  for (const route of permissionRoutes()) {
    if (route.access.kind === 'permission' && route.access.ids.some((id) => financeIds.has(id))) continue;
    const { status } = await callRoute(route, token);
    assert.equal(status, 403, route.key);
  }
});

test('a holder of one action reaches exactly the routes that action grants', async () => {
  const staff = await api.createStaff(admin, 'onlyadd', [permissionId('ipBlacklist.add')]);
  const token = await api.signIn(staff);
  const held = new Set([permissionId('ipBlacklist.add'), permissionId('ipBlacklist.list')]);
  for (const route of permissionRoutes()) {
    const allowed = route.access.kind === 'permission' && route.access.ids.some((id) => held.has(id));
    const { status } = await callRoute(route, token);
    assert.equal(status === 403, !allowed, `${route.key} answered ${status}`);
  }
});
