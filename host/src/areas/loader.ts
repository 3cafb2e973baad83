import { addNamespace } from '@console/client';
import type { RemoteDescriptor } from '@console/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ManifestRemote } from '../manifest/manifest';
import { activeOverride, remoteEntryUrl } from './overrides';
import { setRemoteStatus } from './remoteStatus';
import { withRetry } from './retry';

/** The remote's release does not provide the page the manifest announced: another try will not help. */
export class MissingPageError extends Error {
  constructor(remote: string, routeId: string) {
    super(`${remote} does not provide the page ${routeId}`);
    this.name = 'MissingPageError';
  }
}

const RETRY = { attempts: 3, baseDelayMs: 500 };
const descriptors = new Map<string, Promise<RemoteDescriptor>>();
const registered = new Set<string>();

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

async function fetchDescriptor(remote: ManifestRemote, production: boolean): Promise<RemoteDescriptor> {
  const override = activeOverride(remote.name, production);
  const entry = remoteEntryUrl(remote, override);
  setRemoteStatus(remote.name, { state: 'loading', entry, error: null });
  try {
    if (remote.error && !override) throw new Error(remote.error);
    const descriptor = await withRetry(async () => {
      // After a failed attempt the runtime still holds the broken entry: register it afresh.
      registerRemotes([{ name: remote.scope, entry }], { force: registered.has(remote.name) });
      registered.add(remote.name);
      const exposed = await loadRemote<{ default?: RemoteDescriptor } & Partial<RemoteDescriptor>>(`${remote.scope}/descriptor`);
      const loaded = (exposed?.default ?? exposed) as RemoteDescriptor | null | undefined;
      if (!loaded || !Array.isArray(loaded.routes)) throw new Error(`${remote.name} did not expose a descriptor`);
      await addNamespace(loaded.namespace, loaded.loadLocale);
      return loaded;
    }, RETRY);
    setRemoteStatus(remote.name, { state: 'loaded', loadedVersion: descriptor.version ?? null, error: null });
    return descriptor;
  } catch (error) {
    setRemoteStatus(remote.name, { state: 'failed', error: describe(error) });
    throw error;
  }
}

/** The remote's descriptor, fetched once (a failed fetch is forgotten so that Retry fetches again). */
export function loadDescriptor(remote: ManifestRemote, production: boolean): Promise<RemoteDescriptor> {
  let pending = descriptors.get(remote.name);
  if (!pending) {
    pending = fetchDescriptor(remote, production);
    descriptors.set(remote.name, pending);
    pending.catch(() => descriptors.delete(remote.name));
  }
  return pending;
}

/** The lazy page of a remote route, with its chunk retried before the area reports an error. */
export async function loadRoutePage(remote: ManifestRemote, routeId: string, production: boolean): Promise<{ default: ComponentType }> {
  const descriptor = await loadDescriptor(remote, production);
  const route = descriptor.routes.find((r) => r.id === routeId);
  if (!route) throw new MissingPageError(remote.name, routeId);
  try {
    const page = await withRetry(() => route.load(), RETRY);
    setRemoteStatus(remote.name, { state: 'loaded', error: null });
    return page;
  } catch (error) {
    setRemoteStatus(remote.name, { state: 'failed', error: describe(error) });
    throw error;
  }
}
