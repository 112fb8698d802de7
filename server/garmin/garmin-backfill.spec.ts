import { describe, expect, it } from 'vitest';
import { backfillWindows } from './garmin-backfill.js';

describe('backfillWindows', () => {
  it('covers two years in back-to-back windows of at most 90 days, oldest first', () => {
    const until = 1_800_000_000;
    const windows = backfillWindows(until);
    expect(windows).toHaveLength(9);
    expect(windows[0]?.startS).toBe(until - 730 * 86_400);
    expect(windows.at(-1)?.endS).toBe(until);
    for (const [index, window] of windows.entries()) {
      expect(window.endS - window.startS).toBeLessThanOrEqual(90 * 86_400);
      if (index > 0) expect(window.startS).toBe(windows[index - 1]?.endS);
    }
  });
});
