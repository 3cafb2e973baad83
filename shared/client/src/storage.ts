/** Every key the console keeps in localStorage, in one place so that signing out can clear the session ones. */
export const STORAGE_KEYS = {
  token: 'console.token',
  manager: 'console.manager',
  permissions: 'console.permissions',
  currencies: 'console.currencies',
  language: 'console.language',
  tags: 'console.tags',
  sidebarCollapsed: 'console.sidebarCollapsed',
  logos: 'console.logos',
  colorMode: 'console.colorMode',
  remoteOverrides: 'console.remoteOverrides',
} as const;

/** What belongs to the signed-in admin and must not survive a sign-out (the next admin starts clean). */
export const SESSION_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.manager,
  STORAGE_KEYS.permissions,
  STORAGE_KEYS.currencies,
  STORAGE_KEYS.tags,
];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled by browser policy; the console then works for the tab's lifetime only.
    return null;
  }
}

export function readText(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeText(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota exceeded: losing a cached value is harmless, the console keeps working in memory.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}
