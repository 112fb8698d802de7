import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept up to date as the page above it
 * changes size (filters wrapping, a message appearing). The window virtualiser needs it as its
 * scroll margin.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    // Fires once on observe, then whenever the page's size changes.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
