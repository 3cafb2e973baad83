import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** Where a settings tab puts its primary action: the page header's right end, as on every page. */
const HeaderActions = createContext<((actions: ReactNode) => void) | null>(null);

export const HeaderActionsProvider = HeaderActions.Provider;

/**
 * Shows `actions` in the page header while the tab is open. `key` says when they change (the closures
 * inside only call state setters, which stay the same).
 */
export function useHeaderActions(actions: ReactNode, key: string): void {
  const set = useContext(HeaderActions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on `key`; the node is rebuilt each render
  useEffect(() => {
    set?.(actions);
    return () => set?.(null);
  }, [set, key]);
}
