import { LANGUAGES, PERMISSIONS, type RemoteRouteMeta } from '@console/contracts';
import packageJson from '../package.json';
import descriptor from './descriptor';
import routes from './routes.json';

function keysOf(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('descriptor', () => {
  it('names the remote, its version and its namespace', () => {
    expect(descriptor.name).toBe('content-and-settings');
    expect(descriptor.version).toBe(packageJson.version);
    expect(descriptor.namespace).toBe('content-and-settings');
  });

  it('exposes the routes of routes.json, each with a page that loads', async () => {
    expect(descriptor.routes.map(({ load: _load, ...meta }) => meta)).toEqual(routes);
    for (const route of descriptor.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });

  it('requires a view permission of the catalogue for every route and places the menu entries in order', () => {
    const views = new Set(PERMISSIONS.filter((p) => p.kind === 'view').map((p) => p.key));
    for (const route of routes as RemoteRouteMeta[]) expect(views.has(route.permission)).toBe(true);
    const menu = (routes as RemoteRouteMeta[]).filter((r) => r.menu).map((r) => [r.id, r.menu?.order]);
    expect(menu).toEqual([
      ['permission-settings', 10],
      ['white-list', 20],
      ['black-list', 30],
      ['client-logs', 40],
      ['backstage-logs', 50],
    ]);
    expect((routes as RemoteRouteMeta[]).find((r) => r.id === 'role-users')?.menu).toBeUndefined();
  });

  it('has every text in the three languages, with route titles and the menu section', async () => {
    const locales = await Promise.all(LANGUAGES.map((lng) => descriptor.loadLocale(lng)));
    const [english, ...others] = locales.map((locale) => keysOf(locale).sort());
    for (const keys of others) expect(keys).toEqual(english);
    for (const locale of locales) {
      for (const route of routes as RemoteRouteMeta[]) expect(typeof lookup(locale, route.titleKey)).toBe('string');
      expect(typeof lookup(locale, 'menu.section.backstageManagement')).toBe('string');
      for (const key of english) expect(String(lookup(locale, key)).trim()).not.toBe('');
    }
    expect(lookup(locales[1], 'routes.roleUsers')).toBe('角色 {roleId} 的用户');
    expect(lookup(locales[2], 'routes.roleUsers')).toBe('角色 {roleId} 的用戶');
  });

  it('translates the name of every permission of the catalogue', async () => {
    for (const lng of LANGUAGES) {
      const locale = await descriptor.loadLocale(lng);
      for (const def of PERMISSIONS) expect(typeof lookup(locale, `permission.${def.key}`)).toBe('string');
    }
  });
});
