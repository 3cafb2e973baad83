import { LANGUAGES, PERMISSIONS, type RemoteDescriptor, type RemoteRouteMeta } from '@console/contracts';

/** Every key of a locale tree, dotted (`menu.section.finance`). */
export function keysOf(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** The value at a dotted key of a locale tree. */
export function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

export interface RemoteDescriptorCase {
  /** The remote's name, which is also its namespace. */
  name: string;
  descriptor: RemoteDescriptor;
  packageJson: { version: string };
  /** The remote's `routes.json`. */
  routes: unknown[];
}

/**
 * The checks every remote's descriptor passes: its name, version and namespace; the routes of routes.json,
 * each with a page that loads and a view permission of the catalogue; every text in the three languages,
 * none empty, with the route titles and menu sections. A remote adds its own checks in the same file.
 */
export function describeRemoteDescriptor({ name, descriptor, packageJson, routes }: RemoteDescriptorCase): void {
  const metas = routes as RemoteRouteMeta[];

  describe('descriptor', () => {
    it('names the remote, its version and its namespace', () => {
      expect(descriptor.name).toBe(name);
      expect(descriptor.version).toBe(packageJson.version);
      expect(descriptor.namespace).toBe(name);
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
      for (const route of metas) expect(views.has(route.permission)).toBe(true);
    });

    it('has every text in the three languages, with route titles and menu sections', async () => {
      const locales = await Promise.all(LANGUAGES.map((lng) => descriptor.loadLocale(lng)));
      const [english, ...others] = locales.map((locale) => keysOf(locale).sort());
      for (const keys of others) expect(keys).toEqual(english);
      for (const locale of locales) {
        for (const route of metas) {
          expect(typeof lookup(locale, route.titleKey)).toBe('string');
          if (route.menu) expect(typeof lookup(locale, `menu.section.${route.menu.section}`)).toBe('string');
        }
        for (const key of english) expect(String(lookup(locale, key)).trim()).not.toBe('');
      }
    });
  });
}
