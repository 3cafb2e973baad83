import type { ComponentType } from 'react';
import type { Language, RemoteRouteMeta } from './delivery';

/** A route's page, split into its own chunk and fetched when the route is first visited. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** What a remote exposes as `./descriptor`: its routes with their lazy pages, and its locales. */
export interface RemoteDescriptor {
  name: string;
  /** The remote's own package version, reported in the host's version panel. */
  version: string;
  /** i18next namespace of the remote's texts. */
  namespace: string;
  routes: Array<RemoteRouteMeta & { load: PageLoader }>;
  loadLocale: (lng: Language) => Promise<Record<string, unknown>>;
}

/** The routes of a remote's `routes.json`, each with its page (`pages` by route id); a route without one is a mistake. */
export function withPages(routes: RemoteRouteMeta[], pages: Record<string, PageLoader>): RemoteDescriptor['routes'] {
  return routes.map((meta) => {
    const load = pages[meta.id];
    if (!load) throw new Error(`No page for route ${meta.id}`);
    return { ...meta, load };
  });
}
