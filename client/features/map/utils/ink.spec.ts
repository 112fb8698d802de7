import { describe, expect, it } from 'vitest';
import { inkOn } from './ink';

describe('the ink on a coloured disc', () => {
  it('is white on dark and mid-tones', () => {
    for (const color of ['#e53e3e', '#2f855a', '#3182ce', '#805ad5', '#4a5568', '#000000']) {
      expect(inkOn(color)).toBe('#ffffff');
    }
  });

  it('is near-black on light colours', () => {
    for (const color of ['#ffffff', '#f6e05e', '#9ae6b4', '#fbd38d']) {
      expect(inkOn(color)).toBe('#16201b');
    }
  });
});
