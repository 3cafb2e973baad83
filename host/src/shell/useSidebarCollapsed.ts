import { readText, STORAGE_KEYS, writeText } from '@console/client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Below this viewport width the sidebar starts collapsed, leaving the width to the page. */
export const AUTO_COLLAPSE_BELOW_PX = 1280;
const NARROW_QUERY = `(max-width: ${AUTO_COLLAPSE_BELOW_PX - 0.02}px)`;

function narrowQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(NARROW_QUERY);
}

function subscribeNarrow(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the viewport is narrower than `AUTO_COLLAPSE_BELOW_PX`, following resizes. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The sidebar's collapse toggle. On a wide screen it is the admin's choice, kept locally. On a narrow one
 * (below 1280 px) the sidebar collapses by itself; the admin may still expand it, until the screen turns
 * narrow again.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const narrow = useNarrowViewport();
  const [wideCollapsed, setWideCollapsed] = useState(() => readText(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const [narrowExpanded, setNarrowExpanded] = useState(false);
  useEffect(() => {
    if (narrow) setNarrowExpanded(false);
  }, [narrow]);
  const toggle = useCallback(() => {
    if (narrow) {
      setNarrowExpanded((expanded) => !expanded);
      return;
    }
    setWideCollapsed((previous) => {
      writeText(STORAGE_KEYS.sidebarCollapsed, String(!previous));
      return !previous;
    });
  }, [narrow]);
  return [narrow ? !narrowExpanded : wideCollapsed, toggle];
}
