import { session } from '@console/client';
import type { ConsoleManifest } from '@console/contracts';
import type { ManifestRemote } from '../manifest/manifest';
import { holdsPermission } from '../navigation/permissions';
import { loadArea, pageLoading } from './loader';
import { whenShellShown } from '../shell/shown';
import { loadSharedKit } from './shared-kit';

/** The remotes worth fetching ahead: deployed and usable, with at least one page the admin may open. */
export function preloadableRemotes(manifest: ConsoleManifest, permissions: ReadonlySet<number>): ManifestRemote[] {
  return manifest.remotes.filter(
    (remote) => !remote.error && remote.routes.some((route) => holdsPermission(permissions, route.permission)),
  );
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Whether the admin's browser asks sites to use less data (Data Saver, `navigator.connection.saveData`): on a metered
 * or slow connection the areas are fetched when opened, not all of them ahead.
 */
export function browserSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Runs `task` when the browser has nothing better to do and no page is loading for the admin (a page being
 * opened comes first), and returns how to call it off.
 */
function whenIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  let cancel: () => void = () => {};
  const attempt = () => {
    if (pageLoading()) {
      const timer = window.setTimeout(attempt, 300);
      cancel = () => window.clearTimeout(timer);
      return;
    }
    task();
  };
  if (w.requestIdleCallback) {
    const handle = w.requestIdleCallback(attempt, { timeout: 3000 });
    cancel = () => w.cancelIdleCallback?.(handle);
  } else {
    const timer = window.setTimeout(attempt, 50);
    cancel = () => window.clearTimeout(timer);
  }
  return () => cancel();
}

/**
 * Once the shell is on screen: fetches the shared UI kit every remote page draws with (the rest of Chakra, the
 * list kit, zod), then, one after the other while the browser is idle, the entry (descriptor and texts) of each
 * remote the signed-in admin may open, so that a first click into an area waits only for its page and its data.
 * Remotes the admin has no permission in are never fetched, and nothing is fetched ahead when the browser saves
 * data. Returns how to stop.
 */
export function preloadPermittedRemotes(manifest: ConsoleManifest): () => void {
  let stopped = false;
  let cancel: () => void = () => {};
  const next = (remotes: ManifestRemote[]) => {
    const [remote, ...rest] = remotes;
    if (stopped || !remote) return;
    cancel = whenIdle(() => {
      // A remote that fails here is not marked: the admin's own visit tries again and says so.
      loadArea(remote, manifest.production, { quiet: true })
        .catch(() => {})
        .finally(() => next(rest));
    });
  };
  const stopWaiting = whenShellShown(() => {
    if (stopped || !session.getToken() || browserSavesData()) return;
    const remotes = preloadableRemotes(manifest, session.getPermissions());
    if (remotes.length === 0) return;
    // Marks where the shell's own download ends and fetching ahead begins (the budgets test and the bench read it).
    performance.mark?.('console:preload');
    loadSharedKit()
      .catch(() => {})
      .finally(() => next(remotes));
  });
  return () => {
    stopped = true;
    stopWaiting();
    cancel();
  };
}
