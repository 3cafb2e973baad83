import { api, readJson, STORAGE_KEYS, writeJson } from '@console/client';
import type { ApplicationLogo } from '@console/contracts';
import { useSyncExternalStore } from 'react';
import defaultHorizontalLogo from '../assets/logo-horizontal.svg';
import defaultSquareLogo from '../assets/logo-square.svg';

/** The logos and name of the application, as configured in the system settings (null: the built-in default). */
export interface Branding {
  square: string | null;
  horizontal: string | null;
  ico: string | null;
  systemName: string | null;
}

export const DEFAULT_FAVICON = '/favicon.ico';
export const DEFAULT_LOGOS = { square: defaultSquareLogo, horizontal: defaultHorizontalLogo };

const isBranding = (value: unknown): value is Branding =>
  typeof value === 'object' && value !== null && 'square' in value && 'horizontal' in value && 'ico' in value;

const EMPTY: Branding = { square: null, horizontal: null, ico: null, systemName: null };

let current: Branding = readJson(STORAGE_KEYS.logos, isBranding) ?? EMPTY;
const listeners = new Set<() => void>();

function publish(next: Branding): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function branding(): Branding {
  return current;
}

export function useBranding(): Branding {
  return useSyncExternalStore(subscribe, branding, branding);
}

/** Points the page's icon at the configured favicon, or the built-in one. */
export function applyFavicon(ico: string | null): void {
  const href = ico || DEFAULT_FAVICON;
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** Fetches the logos (public, no session needed), keeps them locally and applies the favicon. */
export async function refreshBranding(): Promise<void> {
  applyFavicon(current.ico);
  try {
    const logo = await api.get<ApplicationLogo>('application/logo', undefined, { silent: true, persistent: true });
    const next: Branding = {
      square: blankToNull(logo.backstageLogoSquare),
      horizontal: blankToNull(logo.backstageLogoHorizontal),
      ico: blankToNull(logo.backstageLogoIco),
      systemName: blankToNull(logo.systemName),
    };
    writeJson(STORAGE_KEYS.logos, next);
    publish(next);
    applyFavicon(next.ico);
  } catch {
    // The cached (or built-in) logos stay: a console without its custom logo is still usable.
  }
}
