let kit: Promise<unknown> | null = null;
let loaded = false;

/** Whether the whole kit is here already. */
export function sharedKitLoaded(): boolean {
  return loaded;
}

/**
 * The whole UI kit and, through it, the whole of Chakra, loaded from the host's own build. The shell draws
 * with a light part of both (../chakra.ts, @console/ui/shell), so the rest is loaded here: before any remote
 * is registered, so that every remote uses the host's shared instances (one Chakra context, one toaster) even
 * if it was built with a newer version, and while the console is idle, so that a first click finds it.
 */
export function loadSharedKit(): Promise<unknown> {
  if (!kit) {
    kit = import('@console/ui');
    kit.then(
      () => {
        loaded = true;
      },
      () => {
        kit = null;
      },
    );
  }
  return kit;
}
