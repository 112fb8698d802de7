import { useCallback, useRef } from 'react';

/** Room kept between a column stuck by its end and the window's bottom edge, in px. */
const BOTTOM_GAP = 16;

/**
 * A sticky column (position: sticky in its stylesheet) that is taller than the window sticks by
 * its end instead: it scrolls with the page until its last part is in view, and stays there (a
 * negative top, by how much it overflows). Stuck by its top, the part below the window's edge
 * could only be seen at the very end of the page. A column that fits keeps its stylesheet's top.
 */
export function useStickyTallColumn<T extends HTMLElement>(): (element: T | null) => void {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const place = () => {
      element.style.removeProperty('top');
      const style = getComputedStyle(element);
      if (style.position !== 'sticky') return;
      const top = Number.parseFloat(style.top) || 0;
      const overflow = top + element.offsetHeight + BOTTOM_GAP - window.innerHeight;
      if (overflow > 0) element.style.top = `${top - overflow}px`;
    };
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    cleanup.current = () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
}
