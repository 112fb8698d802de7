/*
 * The spec's marker click guard (section 5): clicks are ignored for 200 ms after a drag starts
 * and while a drag is in progress; the drag flag clears 100 ms after the drag ends. A pure unit
 * with an injectable clock, so the rule is tested without waiting.
 */

/** Clicks within this long after a drag starts are ignored. */
export const DRAG_START_GUARD_MS = 200;
/** The drag flag stays up this long after the drag ends. */
export const DRAG_CLEAR_DELAY_MS = 100;

export interface ClickGuard {
  dragStarted(): void;
  dragEnded(): void;
  /** Whether a click now counts. */
  allowsClick(): boolean;
}

export function createClickGuard(now: () => number = () => performance.now()): ClickGuard {
  let startedAt: number | null = null;
  let dragging = false;
  let endedAt: number | null = null;
  return {
    dragStarted() {
      startedAt = now();
      dragging = true;
      endedAt = null;
    },
    dragEnded() {
      if (!dragging) return;
      endedAt = now();
    },
    allowsClick() {
      const time = now();
      // The flag clears DRAG_CLEAR_DELAY_MS after the end: computed when asked, no timer.
      if (dragging && endedAt !== null && time - endedAt >= DRAG_CLEAR_DELAY_MS) dragging = false;
      if (dragging) return false;
      return startedAt === null || time - startedAt >= DRAG_START_GUARD_MS;
    },
  };
}
