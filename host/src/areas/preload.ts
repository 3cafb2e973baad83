import { session } from '@console/client';
import type { ConsoleManifest } from '@console/contracts';
import type { ManifestRemote } from '../manifest/manifest';
import { holdsPermission } from '../navigation/permissions';
import { loadArea, pageLoading } from './loader';
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
 * Once the first screen is up, fetches the shared UI kit and the entry (descriptor and texts) of each remote
 * the signed-in admin may open, one after the other while the browser is idle, so that a first click into an area waits only for its
 * page and its data. Remotes the admin has no permission in are never fetched. Returns how to stop.
 */
export function preloadPermittedRemotes(manifest: ConsoleManifest, { delayMs = 1000 } = {}): () => void {
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
  const timer = window.setTimeout(() => {
    if (!session.getToken()) return;
    const remotes = preloadableRemotes(manifest, session.getPermissions());
    if (remotes.length === 0) return;
    // The UI kit every remote page draws with comes first; then each remote.
    cancel = whenIdle(() => {
      // Marks where the shell's own download ends and fetching ahead begins (the console bench reads it).
      performance.mark?.('console:preload');
      loadSharedKit()
        .catch(() => {})
        .finally(() => next(remotes));
    });
  }, delayMs);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    cancel();
  };
}
