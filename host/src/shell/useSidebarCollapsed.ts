import { readText, STORAGE_KEYS, writeText } from '@console/client';
import { useCallback, useState } from 'react';

/** The sidebar's collapse toggle, kept locally. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readText(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      writeText(STORAGE_KEYS.sidebarCollapsed, String(!previous));
      return !previous;
    });
  }, []);
  return [collapsed, toggle];
}
