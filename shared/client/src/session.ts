import { useSyncExternalStore } from 'react';
// Contracts by module, not the shared whole (which brings zod): the sign-in page loads this client.
import type { AdminManager, LoginResult } from '@console/contracts';
import { permissionByKey } from '@console/contracts/permissions';
import { readJson, readText, SESSION_STORAGE_KEYS, STORAGE_KEYS, writeJson, writeText } from './storage';

/** A coin of the platform, as sign-in lists them (the coin pickers of every area use this list). */
export interface Currency {
  id: number;
  code: string;
  /** Decimals its amounts are written with (absent in a session stored before coins had them). */
  decimals?: number;
}

export interface SessionSnapshot {
  token: string | null;
  manager: AdminManager | null;
  permissions: ReadonlySet<number>;
  currencies: readonly Currency[];
}

const isManager = (value: unknown): value is AdminManager =>
  typeof value === 'object' && value !== null && typeof (value as AdminManager).account === 'string';
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => Number.isInteger(v));
const isCurrencyList = (value: unknown): value is Currency[] =>
  Array.isArray(value) && value.every((c) => Number.isInteger(c?.id) && typeof c?.code === 'string');

function readStored(): SessionSnapshot {
  return {
    token: readText(STORAGE_KEYS.token),
    manager: readJson(STORAGE_KEYS.manager, isManager),
    permissions: new Set(readJson(STORAGE_KEYS.permissions, isIdList) ?? []),
    currencies: readJson(STORAGE_KEYS.currencies, isCurrencyList) ?? [],
  };
}

// Permissions are reloaded from storage when the console starts.
let snapshot: SessionSnapshot = readStored();
const listeners = new Set<() => void>();
const invalidListeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  // A sign-in or sign-out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_STORAGE_KEYS.includes(event.key)) publish(readStored());
  });
}

export const session = {
  getToken(): string | null {
    return snapshot.token;
  },
  getManager(): AdminManager | null {
    return snapshot.manager;
  },
  getPermissions(): Set<number> {
    return new Set(snapshot.permissions);
  },
  getSnapshot(): SessionSnapshot {
    return snapshot;
  },
  signIn(result: LoginResult): void {
    writeText(STORAGE_KEYS.token, result.token);
    writeJson(STORAGE_KEYS.manager, result.manager);
    writeJson(STORAGE_KEYS.permissions, result.authVo.permissions);
    const currencies = result.currencyList.map(({ id, code, decimals }) => ({ id, code, decimals }));
    writeJson(STORAGE_KEYS.currencies, currencies);
    publish({ token: result.token, manager: result.manager, permissions: new Set(result.authVo.permissions), currencies });
  },
  /** Applies a fresh copy of the admin and their permissions (`manage/me`) without touching the token. */
  update(profile: { manager: AdminManager; authVo: { permissions: number[] } }): void {
    if (!snapshot.token) return;
    writeJson(STORAGE_KEYS.manager, profile.manager);
    writeJson(STORAGE_KEYS.permissions, profile.authVo.permissions);
    publish({ ...snapshot, manager: profile.manager, permissions: new Set(profile.authVo.permissions) });
  },
  /** Clears every stored session item. */
  signOut(): void {
    for (const key of SESSION_STORAGE_KEYS) writeText(key, null);
    publish({ token: null, manager: null, permissions: new Set(), currencies: [] });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Called when the server says the session is missing, expired or revoked. */
export function onSessionInvalid(listener: () => void): () => void {
  invalidListeners.add(listener);
  return () => invalidListeners.delete(listener);
}

/**
 * Ends the session after the server refused it. Returns whether a session was actually ended, so that a
 * burst of refused parallel calls is reported once.
 */
export function invalidateSession(): boolean {
  const hadSession = snapshot.token !== null;
  session.signOut();
  if (hadSession) for (const listener of [...invalidListeners]) listener();
  return hadSession;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

function holds(permissions: ReadonlySet<number>, key: string): boolean {
  try {
    return permissions.has(permissionByKey(key).id);
  } catch {
    // An unknown key grants nothing: hiding a control is safer than showing one nobody can use.
    return false;
  }
}

/** Whether the signed-in admin holds the permission of the catalogue named `key`. */
export function can(key: string): boolean {
  return holds(snapshot.permissions, key);
}

export function useCan(key: string): boolean {
  return holds(useSession().permissions, key);
}

/** The platform's coins, as sign-in listed them, for coin pickers and filters. */
export function useCurrencies(): readonly Currency[] {
  return useSession().currencies;
}
