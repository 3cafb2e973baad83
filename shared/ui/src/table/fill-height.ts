import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** The least height a list's scroll area keeps on a short window, so a few rows always show. */
const MIN_HEIGHT = 240;

// `useLayoutEffect` warns when rendered on a server; there is no layout to set there anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Sets the element's height so that it reaches the bottom of the window, less `reserve` px for what follows it
 * (the pagination): the table scrolls inside it, so its header and the pinned columns stay in view and the
 * page itself never scrolls sideways. Follows the window's size and whatever above it opens or closes.
 *
 * The height is written to the element's style, not kept in React state: a new height would otherwise render the
 * whole table again (every row and cell of the page) only to change one style of its scroll area, and a cold list
 * page measured its height after its first frame, so it paid for that second render on every first visit.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, reserve: number, enabled: boolean): void {
  // The height the last list had: the next one usually sits as high, so its first frame is already right. Set
  // before the browser paints, without reading the layout (which would make the browser lay out the new page early).
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    const last = lastHeights.get(reserve);
    if (enabled && element && last !== undefined) setHeight(element, last);
  }, [ref, reserve, enabled]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof window === 'undefined') return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - reserve));
      lastHeights.set(reserve, next);
      setHeight(element, next);
    };
    window.addEventListener('resize', measure);
    // What sits above the table (filters opening, summary lines arriving) moves it. The observer's first call
    // comes once the page is laid out for its frame: measuring then costs nothing, where measuring as the
    // page renders would make the browser lay the whole new page out an extra time before showing it.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    const parent = element.parentElement;
    if (observer && parent) observer.observe(parent);
    if (observer) observer.observe(document.body);
    else measure();
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
      element.style.removeProperty('height');
    };
  }, [ref, reserve, enabled]);
}

function setHeight(element: HTMLElement, px: number): void {
  const height = `${px}px`;
  if (element.style.height !== height) element.style.height = height;
}

const lastHeights = new Map<number, number>();
