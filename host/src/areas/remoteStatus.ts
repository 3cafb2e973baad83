import { useMemo, useSyncExternalStore } from 'react';

export type RemoteState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  state: RemoteState;
  /** The version the loaded descriptor reports (what actually runs). */
  loadedVersion: string | null;
  /** The entry address the console loaded it from. */
  entry: string | null;
  error: string | null;
}

export const IDLE: RemoteStatus = { state: 'idle', loadedVersion: null, entry: null, error: null };

let statuses: Readonly<Record<string, RemoteStatus>> = {};
const listeners = new Set<() => void>();

export function setRemoteStatus(name: string, patch: Partial<RemoteStatus>): void {
  const current = statuses[name] ?? IDLE;
  // Every page of a loaded remote reports it loaded again: nothing to redraw then (the sidebar, the panel).
  if (statuses[name] && Object.entries(patch).every(([key, value]) => current[key as keyof RemoteStatus] === value)) return;
  statuses = { ...statuses, [name]: { ...current, ...patch } };
  for (const listener of [...listeners]) listener();
}

export function remoteStatuses(): Readonly<Record<string, RemoteStatus>> {
  return statuses;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteStatuses(): Readonly<Record<string, RemoteStatus>> {
  return useSyncExternalStore(subscribe, remoteStatuses, remoteStatuses);
}

/** The failed remotes' names, sorted and joined: a snapshot that changes only when a remote fails or recovers. */
function failedKey(): string {
  return Object.entries(statuses)
    .filter(([, s]) => s.state === 'failed')
    .map(([name]) => name)
    .sort()
    .join('\n');
}

/**
 * The names of the remotes that failed. A component that only marks failed areas (the sidebar) redraws when that
 * set changes, not as each remote goes from loading to loaded: the console fetches every permitted remote ahead
 * while idle, and the whole menu drew twice for each.
 */
export function useFailedRemoteNames(): ReadonlySet<string> {
  const key = useSyncExternalStore(subscribe, failedKey, failedKey);
  return useMemo(() => new Set(key ? key.split('\n') : []), [key]);
}
