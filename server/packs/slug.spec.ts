import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Été à Chamonix', 'ete-a-chamonix'],
    ['  John Muir Trail 2026 ', 'john-muir-trail-2026'],
    ['Weekend -- overnighter!!', 'weekend-overnighter'],
    ['Straße über Ødegård', 'strasse-uber-odegard'],
    ['Łódź / Æbeltoft', 'lodz-aebeltoft'],
    ['Crème brûlée & co.', 'creme-brulee-co'],
    ['ＰＣＴ', 'pct'],
    ['🏔️', 'pack'],
    ['富士山', 'pack'],
    ['', 'pack'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('keeps at most 80 characters and never ends on a hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slugify('word '.repeat(40))).toMatch(SLUG_PATTERN);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug as it is', () => {
    expect(uniqueSlug('trip', new Set(['other']))).toBe('trip');
  });

  it('numbers a taken slug from 2, skipping the numbers taken too', () => {
    expect(uniqueSlug('trip', new Set(['trip']))).toBe('trip-2');
    expect(uniqueSlug('trip', new Set(['trip', 'trip-2', 'trip-3']))).toBe('trip-4');
  });

  it('shortens a long slug to make room for its number', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
