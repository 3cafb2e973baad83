import { addNamespace, prefetchOf, type RouteVisit } from '@console/client';
import type { RemoteDescriptor } from '@console/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ManifestRemote } from '../manifest/manifest';
import { activeOverride, remoteEntryUrl } from './overrides';
import { IDLE, remoteStatuses, setRemoteStatus } from './remoteStatus';
import { withRetry } from './retry';
import { loadSharedKit, sharedKitLoaded } from './shared-kit';

/** The remote's release does not provide the page the manifest announced: another try will not help. */
export class MissingPageError extends Error {
  constructor(remote: string, routeId: string) {
    super(`${remote} does not provide the page ${routeId}`);
    this.name = 'MissingPageError';
  }
}

/**
 * Who asks. The admin opening a page: a failure marks the remote failed (its menu entries say so). The console
 * fetching ahead on its own (while idle, or for an entry pointed at): a failure is kept quiet, and the admin's
 * own visit later tries again.
 */
export interface LoadOptions {
  quiet?: boolean;
}

const RETRY = { attempts: 3, baseDelayMs: 500 };
const descriptors = new Map<string, Promise<RemoteDescriptor>>();
const registered = new Set<string>();

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/** Caches `load()` under `key` in `cache`, forgetting a failure so that the next ask tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** What the admin asked for failed: the remote is marked failed (its menu entries and its pages say so). */
function reported<T>(remote: ManifestRemote, pending: Promise<T>, { quiet = false }: LoadOptions): Promise<T> {
  if (!quiet) pending.catch((error: unknown) => setRemoteStatus(remote.name, { state: 'failed', error: describe(error) }));
  return pending;
}

async function fetchDescriptor(remote: ManifestRemote, production: boolean): Promise<RemoteDescriptor> {
  const override = activeOverride(remote.name, production);
  const entry = remoteEntryUrl(remote, override);
  const before = remoteStatuses()[remote.name] ?? IDLE;
  setRemoteStatus(remote.name, { state: 'loading', entry, error: null });
  try {
    if (remote.error && !override) throw new Error(remote.error);
    const descriptor = await withRetry(async () => {
      if (!sharedKitLoaded()) {
        // The entry is registered only once the kit is here (see shared-kit.ts); meanwhile its file comes into
        // the browser's cache (releases are cached for good), so the two downloads overlap.
        if (typeof fetch === 'function') fetch(entry).catch(() => {});
        await loadSharedKit();
      }
      // After a failed attempt the runtime still holds the broken entry: register it afresh.
      registerRemotes([{ name: remote.scope, entry }], { force: registered.has(remote.name) });
      registered.add(remote.name);
      const exposed = await loadRemote<{ default?: RemoteDescriptor } & Partial<RemoteDescriptor>>(`${remote.scope}/descriptor`);
      const loaded = (exposed?.default ?? exposed) as RemoteDescriptor | null | undefined;
      if (!loaded || !Array.isArray(loaded.routes)) throw new Error(`${remote.name} did not expose a descriptor`);
      return loaded;
    }, RETRY);
    setRemoteStatus(remote.name, { state: 'loaded', loadedVersion: descriptor.version ?? null, error: null });
    return descriptor;
  } catch (error) {
    // Whoever asked decides whether this is the remote failing (see `reported`); until then it is as it was.
    setRemoteStatus(remote.name, { state: before.state, error: before.error });
    throw error;
  }
}

/** The remote's descriptor, fetched once (a failed fetch is forgotten so that Retry fetches again). */
export function loadDescriptor(remote: ManifestRemote, production: boolean, options: LoadOptions = {}): Promise<RemoteDescriptor> {
  return reported(
    remote,
    once(descriptors, remote.name, () => fetchDescriptor(remote, production)),
    options,
  );
}

const texts = new Map<string, Promise<void>>();

/** The remote's texts in the current language, once its descriptor is here. A page waits for them beside its chunk. */
function loadTexts(remote: ManifestRemote, descriptor: RemoteDescriptor): Promise<void> {
  return once(texts, remote.name, () => withRetry(() => addNamespace(descriptor.namespace, descriptor.loadLocale), RETRY));
}

/** Everything of a remote but its pages: its descriptor and its texts (what a first visit would wait for). */
export function loadArea(remote: ManifestRemote, production: boolean, options: LoadOptions = {}): Promise<void> {
  return reported(
    remote,
    loadDescriptor(remote, production, { quiet: true }).then((descriptor) => loadTexts(remote, descriptor)),
    options,
  );
}

type PageModule = { default: ComponentType };
const pages = new Map<string, Promise<PageModule>>();
const loadedPages = new Map<string, PageModule>();
let pagesInFlight = 0;

/**
 * The lazy page of a remote route, with its chunk retried before the area reports an error. Fetched once
 * (a failure is forgotten, so that Retry fetches again).
 */
export function loadRoutePage(
  remote: ManifestRemote,
  routeId: string,
  production: boolean,
  options: LoadOptions = {},
): Promise<PageModule> {
  const key = `${remote.name}:${routeId}`;
  const pending = once(pages, key, () => {
    pagesInFlight += 1;
    const page = fetchRoutePage(remote, routeId, production);
    page
      .then((loaded) => loadedPages.set(key, loaded))
      .catch(() => {})
      .finally(() => (pagesInFlight -= 1));
    return page;
  });
  // A release without the page is not the remote failing: the page says what is wrong.
  if (!options.quiet) {
    pending.catch((error: unknown) => {
      if (!(error instanceof MissingPageError)) setRemoteStatus(remote.name, { state: 'failed', error: describe(error) });
    });
  }
  return pending;
}

/** Whether a page is being fetched right now (what is fetched ahead then waits). */
export function pageLoading(): boolean {
  return pagesInFlight > 0;
}

/** The page of a route when its chunk has already run: it draws at once, without a loading frame. */
export function loadedRoutePage(remote: ManifestRemote, routeId: string): PageModule | null {
  return loadedPages.get(`${remote.name}:${routeId}`) ?? null;
}

async function fetchRoutePage(remote: ManifestRemote, routeId: string, production: boolean): Promise<PageModule> {
  const descriptor = await loadDescriptor(remote, production, { quiet: true });
  const route = descriptor.routes.find((r) => r.id === routeId);
  if (!route) throw new MissingPageError(remote.name, routeId);
  // The page's chunk and the area's texts come together: the page draws with its texts.
  const [page] = await Promise.all([withRetry(() => route.load(), RETRY), loadTexts(remote, descriptor)]);
  setRemoteStatus(remote.name, { state: 'loaded', error: null });
  return page;
}

/**
 * A navigation to a remote route begins: its page's chunk, the area's texts and the data the page shows
 * first (the route's prefetch) are fetched together, before the page draws. Failures are left to the page,
 * which reports them.
 */
export function startRemoteRoute(remote: ManifestRemote, routeId: string, visit: RouteVisit, production: boolean): void {
  loadDescriptor(remote, production, { quiet: true })
    .then((descriptor) => {
      const route = descriptor.routes.find((r) => r.id === routeId);
      try {
        prefetchOf(route?.load)?.(visit);
      } catch (error) {
        console.error(`The data of ${remote.name} ${routeId} could not be prefetched`, error);
      }
    })
    .catch(() => {});
  loadRoutePage(remote, routeId, production, { quiet: true }).catch(() => {});
}
