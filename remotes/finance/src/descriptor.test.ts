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
    expect(descriptor.name).toBe('finance');
    expect(descriptor.version).toBe(packageJson.version);
    expect(descriptor.namespace).toBe('finance');
  });

  it('exposes the routes of routes.json, each with a page that loads', async () => {
    expect(descriptor.routes.map(({ load: _load, ...meta }) => meta)).toEqual(routes);
    for (const route of descriptor.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });

  it('requires a view permission of the catalogue for every route', () => {
    const views = new Set(PERMISSIONS.filter((p) => p.kind === 'view').map((p) => p.key));
    for (const route of routes as RemoteRouteMeta[]) expect(views.has(route.permission)).toBe(true);
  });

  it('has every text in the three languages, with route titles and menu sections', async () => {
    const locales = await Promise.all(LANGUAGES.map((lng) => descriptor.loadLocale(lng)));
    const [english, ...others] = locales.map((locale) => keysOf(locale).sort());
    for (const keys of others) expect(keys).toEqual(english);
    for (const locale of locales) {
      for (const route of routes as RemoteRouteMeta[]) {
        expect(typeof lookup(locale, route.titleKey)).toBe('string');
        if (route.menu) expect(typeof lookup(locale, `menu.section.${route.menu.section}`)).toBe('string');
      }
      for (const key of english) expect(String(lookup(locale, key)).trim()).not.toBe('');
    }
  });
});
