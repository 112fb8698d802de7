import { describe, expect, it } from 'vitest';
import {
  fitTitle,
  graphemeCount,
  plainText,
  TITLE_MAX_CHARACTERS,
  truncateText,
} from './preview-text.js';

describe('plainText', () => {
  it('makes one line: breaks and tabs are spaces, runs of space one, ends trimmed', () => {
    expect(plainText('  Big\n\tday   out \r\n')).toBe('Big day out');
  });

  it('drops control characters and bidirectional overrides, keeps right-to-left letters', () => {
    expect(plainText('a\u0000b \u202eevil\u202c \u2067x\u2069')).toBe('ab evil x');
    expect(plainText('שלום עולם')).toBe('שלום עולם');
  });

  it('drops emoji variation selectors (drawn as a blank by the monochrome font)', () => {
    expect(plainText('🏔️ peak')).toBe('🏔 peak');
  });

  it('leaves markup as the characters it is made of', () => {
    expect(plainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('truncateText', () => {
  it('keeps a text that fits', () => {
    expect(truncateText('Short name', 20)).toBe('Short name');
  });

  it('cuts a long text to `max` characters, the last an ellipsis, no space before it', () => {
    const cut = truncateText('The quick brown fox jumps over the lazy dog', 11);
    expect(cut).toBe('The quick…');
    expect(graphemeCount(cut)).toBeLessThanOrEqual(11);
  });

  it('never splits an emoji or a letter from its accent', () => {
    const family = '👩‍👩‍👧‍👦';
    const cut = truncateText(`${family.repeat(5)}`, 3);
    expect(cut).toBe(`${family}${family}…`);
    expect(truncateText('e\u0301e\u0301e\u0301e\u0301', 3)).toBe('e\u0301e\u0301…');
  });
});

describe('fitTitle', () => {
  it('draws a short name big and a long one smaller', () => {
    const short = fitTitle('PCT 2025');
    const long = fitTitle('A considerably longer pack name for the autumn');
    expect(short.fontSize).toBe(72);
    expect(long.fontSize).toBeLessThan(short.fontSize);
  });

  it('cuts a very long name to the characters two lines of the smallest size hold', () => {
    const fit = fitTitle('word '.repeat(100));
    expect(graphemeCount(fit.text)).toBeLessThanOrEqual(TITLE_MAX_CHARACTERS);
    expect(fit.text.endsWith('…')).toBe(true);
    expect(fit.fontSize).toBe(44);
  });

  it('names an empty (or only control characters) name "Untitled"', () => {
    expect(fitTitle('\u0000 \n').text).toBe('Untitled');
  });
});
