import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Lines drawn at once: more than a tall screen's worth. */
const FIRST = 40;
/** Lines added each time the end of what is drawn nears the screen, in a transition. */
const BATCH = 40;
/** How far below the screen the end of the drawn lines starts the next batch: a screen's height. */
const AHEAD = '100% 0px 100% 0px';

/** `total` is drawn in full: Infinity, so lines added later are drawn too. */
const ALL = Infinity;

export interface DrawnOnScroll {
  /** How many of the `total` lines to draw. */
  drawn: number;
  /** For the element after the drawn lines: nearing the screen, it draws the next batch. */
  nearEndRef: (element: HTMLElement | null) => void;
  /** Draws every line (the reader asked for the rest). */
  drawAll: () => void;
}

/**
 * How many of a long list's `total` lines to draw: a screenful and more at once, then a batch
 * each time the reader scrolls near the end of what is drawn. A 500-line pack opens with 40
 * lines on the page instead of 500 (13,000 elements, seconds of style and layout on a slow
 * phone). Everything is drawn before the page is printed or searched with Ctrl+F / Cmd+F, and
 * `atLeast` lines are always drawn (a line the screen points the reader to). Once every line
 * has been drawn, every line stays drawn.
 */
export function useDrawnOnScroll(total: number, atLeast = 0): DrawnOnScroll {
  // Without IntersectionObserver nothing would tell when the reader nears the end: all at once.
  const [drawn, setDrawn] = useState(
    total <= FIRST || typeof IntersectionObserver === 'undefined' ? ALL : FIRST,
  );
  const observer = useRef<IntersectionObserver | null>(null);

  // In a transition: the rest of a 5,000-line pack is drawn in slices between which the page
  // still answers.
  const drawAll = useCallback(() => startTransition(() => setDrawn(ALL)), []);

  const nearEnd = useRef<HTMLElement | null>(null);

  /** Watches the element after the drawn lines; its first report says whether it is near now. */
  const observeNearEnd = useCallback(() => {
    observer.current?.disconnect();
    observer.current = null;
    const element = nearEnd.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.current?.disconnect();
        startTransition(() => setDrawn((count) => (count + BATCH >= total ? ALL : count + BATCH)));
      },
      { rootMargin: AHEAD },
    );
    observer.current.observe(element);
  }, [total]);

  const nearEndRef = useCallback(
    (element: HTMLElement | null) => {
      nearEnd.current = element;
      observeNearEnd();
    },
    [observeNearEnd],
  );

  // After each batch the same element is watched afresh: it stays on the page (a keyboard's
  // focus on it is kept), and is still near if the batch did not fill the screen.
  useEffect(observeNearEnd, [drawn, observeNearEnd]);

  useEffect(() => {
    if (drawn === ALL) return;
    // Printing takes the page as it is at once: the rest is drawn before it does.
    const beforePrint = () => flushSync(() => setDrawn(ALL));
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') drawAll();
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [drawn, drawAll]);

  useEffect(() => () => observer.current?.disconnect(), []);

  return { drawn: Math.min(Math.max(drawn, atLeast), total), nearEndRef, drawAll };
}

/**
 * How many lines of each group (categories of the given sizes, in order) to draw when `drawn`
 * lines of the list are: null for a group none of whose lines is drawn yet, which is left out
 * (no heading stands empty below the drawn lines) until every line is drawn.
 */
export function linesDrawnPerGroup(sizes: readonly number[], drawn: number): (number | null)[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let before = 0;
  return sizes.map((size) => {
    const lines = drawn >= total ? size : before < drawn ? Math.min(size, drawn - before) : null;
    before += size;
    return lines;
  });
}
