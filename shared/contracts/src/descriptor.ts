import type { ComponentType } from 'react';
import type { Language, RemoteRouteMeta } from './delivery';

/** A route's page, split into its own chunk and fetched when the route is first visited. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** What a remote exposes as `./descriptor` (made by `defineRemote` of @console/area-kit): its routes with their lazy pages, its texts. */
export interface RemoteDescriptor {
  name: string;
  /** The remote's own package version, reported in the host's version panel. */
  version: string;
  /** i18next namespace of the remote's texts. */
  namespace: string;
  routes: Array<RemoteRouteMeta & { load: PageLoader }>;
  loadLocale: (lng: Language) => Promise<Record<string, unknown>>;
}
