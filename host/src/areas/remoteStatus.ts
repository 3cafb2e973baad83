import { useSyncExternalStore } from 'react';

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

export function failedRemoteNames(all: Readonly<Record<string, RemoteStatus>>): Set<string> {
  return new Set(
    Object.entries(all)
      .filter(([, s]) => s.state === 'failed')
      .map(([name]) => name),
  );
}
