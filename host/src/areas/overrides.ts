import { readJson, STORAGE_KEYS, writeJson } from '@console/client';
import type { ManifestRemote } from '../manifest/manifest';

/** Remote name → base address of a development server that replaces the pinned release in this browser. */
export type RemoteOverrides = Record<string, string>;

const isOverrides = (value: unknown): value is RemoteOverrides =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

export function isOverrideUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

export function readOverrides(): RemoteOverrides {
  const stored = readJson(STORAGE_KEYS.remoteOverrides, isOverrides) ?? {};
  return Object.fromEntries(Object.entries(stored).filter(([, url]) => isOverrideUrl(url)));
}

export function writeOverride(name: string, url: string | null): void {
  const next = { ...readOverrides() };
  if (url) next[name] = url;
  else delete next[name];
  writeJson(STORAGE_KEYS.remoteOverrides, Object.keys(next).length ? next : null);
}

/** `?remoteOverride=<name>@<url>` sets an override; `?remoteOverride=<name>@` removes it. */
export function parseOverrideQuery(search: string): { name: string; url: string | null } | null {
  const value = new URLSearchParams(search).get('remoteOverride');
  if (!value) return null;
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const name = value.slice(0, at);
  const url = value.slice(at + 1);
  if (url === '') return { name, url: null };
  return isOverrideUrl(url) ? { name, url } : null;
}

/** Applies an override given in the address; production refuses overrides. Returns whether one was refused. */
export function applyOverrideQuery(search: string, production: boolean): { refused: boolean } {
  const parsed = parseOverrideQuery(search);
  if (!parsed) return { refused: false };
  if (production) return { refused: true };
  writeOverride(parsed.name, parsed.url);
  return { refused: false };
}

/** The address of a remote's entry: the override's, or the pinned release's. */
export function remoteEntryUrl(
  remote: Pick<ManifestRemote, 'url' | 'entry'>,
  override?: string | null,
  origin = window.location.origin,
): string {
  if (override) {
    if (/\.m?js(\?.*)?$/.test(override)) return override;
    return new URL('remoteEntry.js', override.endsWith('/') ? override : `${override}/`).href;
  }
  return new URL(remote.entry, new URL(remote.url, origin)).href;
}

/** The override that applies to a remote here: none in production. */
export function activeOverride(name: string, production: boolean): string | null {
  if (production) return null;
  return readOverrides()[name] ?? null;
}
