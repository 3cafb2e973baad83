/**
 * The testing helper of every remote. Its jest configuration (`@console/area-kit/jest.cjs`) loads the area's
 * English texts before each test file; screens are rendered with `renderWithUi` of `@console/ui/testing`
 * against `fakeAreaApi`, and `describeRemote` holds the checks every remote's descriptor passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, OPTIONS, PERMISSIONS, type RemoteDescriptor, type RemoteRouteMeta } from '@console/contracts';
import { i18n } from '@console/client';
import { type FakeRoute, fakeApi, useEnglishTexts } from '@console/ui/testing';
import { type AreaTranslationHook, mergeTexts, type Texts } from '../texts';

/** A fake manager API that also answers the enumeration maps every screen reads. */
export function fakeAreaApi(routes: Record<string, FakeRoute>) {
  return fakeApi({ 'GET common/options': () => OPTIONS, ...routes });
}

/** The kit's and the area's English texts in the shared i18next instance, as the host loads them. */
export async function loadAreaTexts(descriptor: RemoteDescriptor): Promise<void> {
  return useEnglishTexts({ [descriptor.namespace]: await descriptor.loadLocale('en-US') });
}

/** The folder of the remote whose tests run (its jest configuration names it). */
export function remoteDir(): string {
  const dir = (globalThis as { CONSOLE_REMOTE_DIR?: string }).CONSOLE_REMOTE_DIR;
  if (!dir) throw new Error("A remote's jest configuration is require('@console/area-kit/jest.cjs')(__dirname)");
  return dir;
}

function localeFiles(dir: string, lng: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : localeFiles(file, lng);
      return entry.name === `${lng}.json` && path.basename(dir) === 'locales' ? [file] : [];
    });
}

/**
 * The English texts of the remote under test, read from its locale files, without importing any of its
 * modules: a test's `jest.mock` then still replaces a module before the screen under test first loads it.
 * (`describeRemote` checks that the descriptor gives the host these same texts.)
 */
export async function loadTextsOfRemoteUnderTest(): Promise<void> {
  const dir = remoteDir();
  const files = localeFiles(path.join(dir, 'src'), 'en-US');
  const texts = mergeTexts(
    files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Texts),
    path.basename(dir),
  );
  await useEnglishTexts({ [path.basename(dir)]: texts });
}

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

/** The routes the release build announces to the host: every screen group's routes.json (see @console/federation). */
function announcedRoutes(dir: string): { routes: RemoteRouteMeta[]; problems: string[] } {
  const release = require('@console/federation/src/release.cjs') as {
    collectRoutes(dir: string): { routes: RemoteRouteMeta[]; problems: string[] };
  };
  return release.collectRoutes(dir);
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

export interface RemoteCase {
  descriptor: RemoteDescriptor;
  packageJson: { version: string };
  /** The area's translation hook (its `src/i18n.ts`). */
  useAreaTranslation: AreaTranslationHook;
}

/**
 * The checks every remote's descriptor passes: its name, version and namespace (the one its screens translate
 * with); exactly the routes its screen groups' routes.json announce, each with a page that loads and a view
 * permission of the catalogue; every text in the three languages, none empty, with the route titles and
 * menu sections. A remote adds its own checks in the same file.
 */
export function describeRemote({ descriptor, packageJson, useAreaTranslation }: RemoteCase): void {
  describe('descriptor', () => {
    it('names the remote, its version and the namespace its screens translate with', async () => {
      expect(descriptor.name).toBe(path.basename(remoteDir()));
      expect(descriptor.version).toBe(packageJson.version);
      expect(descriptor.namespace).toBe(descriptor.name);
      expect(useAreaTranslation.namespace).toBe(descriptor.namespace);
    });

    it('exposes exactly the routes of its screen groups, each with a page that loads', async () => {
      const { routes, problems } = announcedRoutes(remoteDir());
      expect(problems).toEqual([]);
      expect(descriptor.routes.map(({ load: _load, ...meta }) => meta).sort(byId)).toEqual([...routes].sort(byId));
      for (const route of descriptor.routes) {
        const page = await route.load();
        expect(typeof page.default).toBe('function');
      }
    });

    it('requires a view permission of the catalogue for every route', () => {
      const views = new Set(PERMISSIONS.filter((p) => p.kind === 'view').map((p) => p.key));
      for (const route of descriptor.routes) expect(views.has(route.permission)).toBe(true);
    });

    it('gives the host the texts its tests read from its locale files', async () => {
      await loadTextsOfRemoteUnderTest();
      expect(await descriptor.loadLocale('en-US')).toEqual(i18n.getResourceBundle('en-US', descriptor.namespace));
    });

    it('has every text in the three languages, with route titles and menu sections', async () => {
      const locales = await Promise.all(LANGUAGES.map((lng) => descriptor.loadLocale(lng)));
      const [english, ...others] = locales.map((locale) => keysOf(locale).sort());
      for (const keys of others) expect(keys).toEqual(english);
      for (const locale of locales) {
        for (const route of descriptor.routes) {
          expect(typeof lookup(locale, route.titleKey)).toBe('string');
          if (route.menu) expect(typeof lookup(locale, `menu.section.${route.menu.section}`)).toBe('string');
        }
        for (const key of english) expect(String(lookup(locale, key)).trim()).not.toBe('');
      }
    });
  });
}
