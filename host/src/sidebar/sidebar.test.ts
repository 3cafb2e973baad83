import { permissionId } from '@console/contracts';
import { sampleManifest } from '../test-support/manifest';
import { buildSidebar } from './sidebar';

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
