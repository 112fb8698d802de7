import { startTransition, useEffect, useState } from 'react';

/** Lines drawn at once: a tall screen's worth. */
const FIRST = 30;
/**
 * Lines added each time after that, in a transition, so a click in between is not kept waiting.
 * Small, as each batch is put on the page in one go: 40 lines keep that step short on a slow
 * phone, where 250 held the page for half a second.
 */
const BATCH = 40;
/**
 * Past this many lines drawn, batches of LATE_BATCH: the reader is far above them, and a pack of
 * 5,000 lines would otherwise take 125 batches to draw its last.
 */
const LATE_AFTER = 500;
const LATE_BATCH = 200;

/**
 * How many of a pack's `total` lines to draw. A long pack shows its first screenful at once
 * and the rest in batches just after, so it opens in a moment whatever its size and stays
 * usable while the rest is drawn. Once every line has been drawn, every line stays drawn,
 * lines added later included.
 */
export function useProgressiveCount(total: number): number {
  const [drawn, setDrawn] = useState(total <= FIRST ? Infinity : FIRST);
  useEffect(() => {
    if (drawn === Infinity) return;
    const batch = drawn >= LATE_AFTER ? LATE_BATCH : BATCH;
    const next = drawn + batch >= total ? Infinity : drawn + batch;
    const timer = window.setTimeout(() => startTransition(() => setDrawn(next)), 0);
    return () => window.clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
