import type { ComponentType } from 'react';
import type { Language, RemoteRouteMeta } from './delivery';

/** What a remote exposes as `./descriptor`: its routes with their lazy pages, and its locales. */
export interface RemoteDescriptor {
  name: string;
  /** The remote's own package version, reported in the host's version panel. */
  version: string;
  /** i18next namespace of the remote's texts. */
  namespace: string;
  routes: Array<RemoteRouteMeta & { load: () => Promise<{ default: ComponentType }> }>;
  loadLocale: (lng: Language) => Promise<Record<string, unknown>>;
}
