import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-nesting.js';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('nestsDeeperThan', () => {
  it('counts objects and arrays together', () => {
    const threeLevels = utf8('{"items":[{"name":"Tent"}]}');
    expect(nestsDeeperThan(threeLevels, 3)).toBe(false);
    expect(nestsDeeperThan(threeLevels, 2)).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    const wide = utf8(JSON.stringify({ lines: Array.from({ length: 1000 }, (_, i) => [i]) }));
    expect(nestsDeeperThan(wide, 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = utf8(JSON.stringify({ note: '[[[[{{{{ "quoted \\" [[[[ ' }));
    expect(nestsDeeperThan(text, 1)).toBe(false);
    expect(nestsDeeperThan(utf8('["a\\\\", [[1]]]'), 2)).toBe(true);
  });

  it('reads multi-byte characters as text', () => {
    expect(nestsDeeperThan(utf8(JSON.stringify({ name: 'Été ⛺ [ 𝄞' })), 1)).toBe(false);
  });

  it('stops at the first level past the limit (15,000 levels read in one pass)', () => {
    const deep = utf8('['.repeat(15_000) + ']'.repeat(15_000));
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan(deep, 15_000)).toBe(false);
  });
});
