import { createContext, createElement, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { currentLanguage } from './i18n';

/**
 * Page titles that name the page's record ("Users of role Auditor" rather than the route's "Users of role
 * 2"). A page calls `usePageTitle(title)` once it knows its record's name; the host shows that title in the
 * document title and the page's history tag, and the route's generic title until then (or when the page
 * never names one).
 *
 * Titles are kept by path (a path names one record), so a history tag keeps its record's name after the
 * admin has moved on; each remembers the language it was written in, because a title of another language
 * must not be shown (the route's title is, until the page is open again).
 */
export interface NamedPageTitle {
  title: string;
  lng: string;
}

/** Enough for every tag (at most 15) and the pages recently seen; the oldest are forgotten first. */
const MAX_TITLES = 100;

let titles: ReadonlyMap<string, NamedPageTitle> = new Map();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the title of the page at `path`, in language `lng`. */
export function setPageTitle(path: string, title: string, lng: string = currentLanguage()): void {
  const current = titles.get(path);
  if (current && current.title === title && current.lng === lng) return;
  const next = new Map(titles);
  next.delete(path);
  next.set(path, { title, lng });
  while (next.size > MAX_TITLES) next.delete(next.keys().next().value as string);
  titles = next;
  for (const listener of listeners) listener();
}

/** The title the page at `path` gave itself in language `lng`, if any. */
export function namedPageTitle(path: string, lng: string, from: ReadonlyMap<string, NamedPageTitle> = titles): string | undefined {
  const named = from.get(path);
  return named && named.lng === lng ? named.title : undefined;
}

/** Every named title (a new map whenever one changes), for the host's document title and history tags. */
export function usePageTitles(): ReadonlyMap<string, NamedPageTitle> {
  return useSyncExternalStore(
    subscribe,
    () => titles,
    () => titles,
  );
}

const PageTitlePath = createContext<string | null>(null);

/** The host tells the page below which path it is shown at (the browser's path otherwise). */
export function PageTitleScope({ path, children }: { path: string; children?: ReactNode }) {
  return createElement(PageTitlePath.Provider, { value: path }, children);
}

/**
 * Names the current page after its record: call it with the translated title once the record is loaded
 * (`usePageTitle(role ? t('roleUsers.title', { name: role.name }) : null)`). Nothing (null, undefined,
 * '') keeps the route's title, or the name the page had before at the same path.
 */
export function usePageTitle(title: string | null | undefined): void {
  const scoped = useContext(PageTitlePath);
  const path = scoped ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  const lng = currentLanguage();
  useEffect(() => {
    if (title) setPageTitle(path, title, lng);
  }, [path, title, lng]);
}
