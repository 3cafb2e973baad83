import { permissionId } from '@console/contracts';
import { buildRouteTable } from '../navigation/routeTable';
import { sampleManifest } from '../test-support/manifest';
import { shellManifest } from '../test-support/shell';
import { buildSidebar, owningEntry } from './sidebar';

const ids = (...keys: string[]) => new Set(keys.map(permissionId));

test('the sidebar holds the menu entries the admin may open, grouped by section and ordered', () => {
  const sections = buildSidebar(
    sampleManifest(),
    ids('admins.list', 'ipWhitelist.list', 'systemSettings.view', 'backstageLogs.list'),
    'en-US',
  );
  expect(sections.map((s) => s.label)).toEqual(['Settings', 'Backstage management']);
  expect(sections[1].items.map((i) => [i.label, i.to])).toEqual([
    ['Permission settings', '/backstage-management/permission-settings/admin-list'],
    ['IP whitelist', '/backstage-management/white-list'],
    ['Backstage logs', '/backstage-management/backstage-logs'],
  ]);
});

test('entries without the view permission, and routes without a menu placement, are left out', () => {
  const sections = buildSidebar(sampleManifest(), ids('deposit.list', 'roles.list'), 'en-US');
  expect(sections).toHaveLength(1);
  expect(sections[0]).toMatchObject({ id: 'finance', label: 'Finance' });
  expect(sections[0].items.map((i) => i.label)).toEqual(['Deposits']);
});

test('an admin without any view permission gets an empty sidebar', () => {
  expect(buildSidebar(sampleManifest(), new Set(), 'en-US')).toEqual([]);
});

test('labels follow the language', () => {
  const sections = buildSidebar(sampleManifest(), ids('ipWhitelist.list'), 'zh-CN');
  expect(sections[0].label).toBe('后台管理');
  expect(sections[0].items[0].label).toBe('IP 白名单');
});

test('the entries of an area that failed to load, or whose release is unusable, are marked unavailable', () => {
  const manifest = sampleManifest();
  const failed = buildSidebar(manifest, ids('ipWhitelist.list', 'deposit.list'), 'en-US', new Set(['finance']));
  expect(failed.find((s) => s.id === 'finance')?.items[0].unavailable).toBe(true);
  expect(failed.find((s) => s.id === 'backstageManagement')?.items[0].unavailable).toBe(false);

  manifest.remotes[0].error = 'release 1.2.0 is missing';
  const broken = buildSidebar(manifest, ids('ipWhitelist.list'), 'en-US');
  expect(broken[0].items[0].unavailable).toBe(true);
});

test('sections follow the order of the business areas, whichever remote brings them', () => {
  const sections = buildSidebar(sampleManifest(), ids('admins.list', 'systemSettings.view', 'deposit.list'), 'en-US');
  expect(sections.map((s) => s.id)).toEqual(['finance', 'settings', 'backstageManagement']);
});

describe('the entry that owns a page stays highlighted on its sub-pages', () => {
  const manifest = shellManifest();
  const all = ids('users.list', 'users.details', 'deposit.list', 'financeSettings.view', 'admins.list', 'roles.list', 'kyc.list');
  const sections = buildSidebar(manifest, all, 'en-US');
  const table = buildRouteTable(manifest, all);
  const owner = (path: string) => owningEntry(sections, table, path)?.label ?? null;

  test('a tab of a page other than the one the menu opens', () => {
    expect(owner('/finance/deposit/pending')).toBe('Deposits');
    expect(owner('/finance/deposit/approved')).toBe('Deposits');
  });

  test('drill-downs below a page', () => {
    expect(owner('/users/list/user-details/123')).toBe('Users');
    expect(owner('/backstage-management/permission-settings/role/user-list/2')).toBe('Permission settings');
    expect(owner('/finance/settings/general/deposit-blockchain/3/USDT')).toBe('Finance settings');
  });

  test('a page with its own entry is its own, even where a parameter of another would match', () => {
    expect(owner('/users/kyc-list')).toBe('KYC reviews');
    expect(owner('/users/settings/user-level')).toBeNull(); // the admin may not open user levels: no entry
  });

  test('a path no route knows belongs to no entry', () => {
    expect(owner('/users/list/nothing/here/at/all')).toBeNull();
    expect(owner('/nowhere')).toBeNull();
  });
});

test("each entry carries its remote's icon name and route pattern", () => {
  const sections = buildSidebar(shellManifest(), ids('deposit.list', 'agents.list'), 'en-US');
  const items = sections.flatMap((s) => s.items);
  expect(items.map((i) => [i.label, i.icon, i.path])).toEqual([
    ['Deposits', 'deposits', '/finance/deposit/:tabName'],
    ['Agents', 'no-such-icon', '/agent/user-list'],
  ]);
});
