import { readText, STORAGE_KEYS } from '@console/client';

/**
 * Applies the stored colour mode (or the system's) to <html> before anything renders, with the same
 * `.dark`/`.light` class the UI kit's colour-mode provider maintains afterwards.
 */
export function applyInitialColorMode(): void {
  const stored = readText(STORAGE_KEYS.colorMode);
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  const mode = stored === 'dark' || stored === 'light' ? stored : prefersDark ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}
