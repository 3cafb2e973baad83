import { type RefObject, useEffect, useState } from 'react';

/** The least height a list's scroll area keeps on a short window, so a few rows always show. */
const MIN_HEIGHT = 240;

/**
 * The height that lets the element reach the bottom of the window, less `reserve` px for what follows it
 * (the pagination): the table scrolls inside it, so its header and the pinned columns stay in view and the
 * page itself never scrolls sideways. Follows the window's size and whatever above it opens or closes.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, reserve: number, enabled: boolean): number | undefined {
  // The height the last list had: the next one usually sits as high, so its first frame is already right.
  const [height, setHeight] = useState<number | undefined>(() => lastHeights.get(reserve));
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof window === 'undefined') return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - reserve));
      lastHeights.set(reserve, next);
      setHeight((current) => (current === next ? current : next));
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
    };
  }, [ref, reserve, enabled]);
  return enabled ? height : undefined;
}

const lastHeights = new Map<number, number>();
