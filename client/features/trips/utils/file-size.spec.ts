import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('a file’s size', () => {
  it('is said in bytes, kB or MB', () => {
    expect(fileSize(640)).toBe('640 B');
    expect(fileSize(12_345)).toBe('12 kB');
    expect(fileSize(4_321)).toBe('4.3 kB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(fileSize(10 * 1024 * 1024 + 200_000)).toBe('10.2 MB');
  });
});
