import { type RefObject, useLayoutEffect, useState } from 'react';

/** The least height a list's scroll area keeps on a short window, so a few rows always show. */
const MIN_HEIGHT = 240;

/**
 * The height that lets the element reach the bottom of the window, less `reserve` px for what follows it
 * (the pagination): the table scrolls inside it, so its header and the pinned columns stay in view and the
 * page itself never scrolls sideways. Follows the window's size and whatever above it opens or closes.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, reserve: number, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof window === 'undefined') return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - reserve));
      setHeight((current) => (current === next ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above the table (filters opening, summary lines arriving) moves it.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    const parent = element.parentElement;
    if (observer && parent) observer.observe(parent);
    if (observer) observer.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, reserve, enabled]);
  return enabled ? height : undefined;
}
