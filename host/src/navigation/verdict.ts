import { createContext, useContext } from 'react';

/**
 * What the guard let through for the current path: a page the admin may open, a path no route knows, or a
 * route whose view permission the admin lacks. The shell draws the not-found and no-permission pages in
 * its frame for the last two (and the remote of a refused route is never downloaded).
 */
export type PageVerdict = 'page' | 'notFound' | 'forbidden';

export const PageVerdictContext = createContext<PageVerdict>('page');

export function usePageVerdict(): PageVerdict {
  return useContext(PageVerdictContext);
}
