import type { Language, PageLoader, RemoteDescriptor, RemoteRouteMeta } from '@console/contracts';
import { MENU_SECTION_ORDER } from '@console/contracts/delivery';
import { mergeTexts, type Texts } from './texts';

/**
 * One language's texts of a screen group or of the area, imported on demand (a chunk per language):
 * `(lng) => import(\`./locales/${lng}.json\`)`.
 */
export type TextsLoader = (lng: Language) => Promise<{ default: Texts }>;

/**
 * One folder of a remote: its routes (the `routes.json` beside it, which the release build also reads to
 * draw the menu without downloading the remote), the page of each route, and its texts. A group with no
 * route of its own (a tab or parts used by other groups) has only texts.
 */
export interface ScreenGroup {
  routes?: readonly RemoteRouteMeta[];
  /** Each route's page by route id, each split into its own chunk and fetched when the route is first visited. */
  pages?: Readonly<Record<string, PageLoader>>;
  texts?: TextsLoader;
}

export interface RemoteDefinition {
  /** The remote's folder name: also its i18next namespace and, with `_` for `-`, its container name. */
  name: string;
  /** The remote's own package version, reported in the host's version panel. */
  version: string;
  /** The area-wide texts: menu sections and words every group uses. */
  texts: TextsLoader;
  groups: readonly ScreenGroup[];
}

/** A screen group, checked as it is declared: every route has its page, every page a route. */
export function defineScreenGroup(group: ScreenGroup): ScreenGroup {
  const routeIds = new Set((group.routes ?? []).map((route) => route.id));
  for (const id of routeIds) if (!group.pages?.[id]) throw new Error(`No page for route ${id}`);
  for (const id of Object.keys(group.pages ?? {})) if (!routeIds.has(id)) throw new Error(`Page ${id} has no route in routes.json`);
  // The sidebar orders its sections and gives each its icon by these names: an unknown one would sit last with a
  // placeholder icon.
  for (const route of group.routes ?? []) {
    const section = route.menu?.section;
    if (section && !(MENU_SECTION_ORDER as readonly string[]).includes(section)) {
      throw new Error(`Route ${route.id} names the menu section "${section}", not one of ${MENU_SECTION_ORDER.join(', ')}`);
    }
  }
  return group;
}

/**
 * What a remote exposes as `./descriptor` (the contract the host reads): its routes with their lazy pages,
 * gathered from its screen groups, and one loader of all its texts in a language (the area's and every
 * group's, merged; two files giving the same key is a mistake and fails the load).
 */
export function defineRemote({ name, version, texts, groups }: RemoteDefinition): RemoteDescriptor {
  const routes = groups.flatMap((group) => (group.routes ?? []).map((meta) => ({ ...meta, load: group.pages![meta.id]! })));
  const ids = new Set<string>();
  for (const route of routes) {
    if (ids.has(route.id)) throw new Error(`Route ${route.id} of ${name} is declared twice`);
    ids.add(route.id);
  }
  const loaders = [texts, ...groups.flatMap((group) => (group.texts ? [group.texts] : []))];
  return {
    name,
    version,
    namespace: name,
    routes,
    async loadLocale(lng) {
      const parts = await Promise.all(loaders.map((load) => load(lng).then((module) => module.default)));
      return mergeTexts(parts, `${name} (${lng})`);
    },
  };
}
