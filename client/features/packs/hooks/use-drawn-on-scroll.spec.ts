import { describe, expect, it } from 'vitest';
import { linesDrawnPerGroup } from './use-drawn-on-scroll';

describe('linesDrawnPerGroup', () => {
  it('draws the groups the drawn lines reach, the last of them in part, and leaves out the rest', () => {
    expect(linesDrawnPerGroup([30, 30, 30], 40)).toEqual([30, 10, null]);
    expect(linesDrawnPerGroup([30, 0, 30], 30)).toEqual([30, null, null]);
    expect(linesDrawnPerGroup([30, 0, 30], 31)).toEqual([30, 0, 1]);
  });

  it('draws every group, an empty one too, once every line is drawn', () => {
    expect(linesDrawnPerGroup([30, 0, 30], 60)).toEqual([30, 0, 30]);
    expect(linesDrawnPerGroup([0, 0], 0)).toEqual([0, 0]);
  });
});
