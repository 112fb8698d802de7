import { describe, expect, it } from 'vitest';

import { lineAfterBoundaries } from './csv-lines.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('lineAfterBoundaries', () => {
  it('numbers records one per line with LF, CRLF or CR', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = `a${eol}b${eol}c`;
      const ends = [1, 2].map((n) => n * (1 + eol.length));
      expect(lineAfterBoundaries(bytes(text), [0, ...ends])).toEqual([1, 2, 3]);
    }
  });

  it('passes over blank lines before a record', () => {
    // Records "a" (ends at 2) and "b" after two blank lines.
    expect(lineAfterBoundaries(bytes('a\n\n\nb\n'), [0, 2])).toEqual([1, 4]);
    expect(lineAfterBoundaries(bytes('\r\n\r\na\r\n'), [0])).toEqual([3]);
  });

  it('counts a CRLF inside a quoted field as one line', () => {
    const text = 'h\r\n"x\r\ny",z\r\nnext\r\n';
    expect(lineAfterBoundaries(bytes(text), [0, 3, 13])).toEqual([1, 2, 4]);
  });

  it('counts bytes, not UTF-16 units, for multi-byte text', () => {
    const text = 'é😀\nb\n';
    const firstEnd = bytes('é😀\n').length;
    expect(lineAfterBoundaries(bytes(text), [0, firstEnd])).toEqual([1, 2]);
  });

  it('answers the line after the last record when a boundary is at the end', () => {
    expect(lineAfterBoundaries(bytes('a\n'), [0, 2])).toEqual([1, 2]);
    expect(lineAfterBoundaries(bytes(''), [0])).toEqual([1]);
  });
});
