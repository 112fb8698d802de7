import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_SIZE,
  libraryPage,
  libraryPageCount,
  libraryPagePath,
  PAGE_SIZE,
} from './gear-items';

describe('the library’s pages', () => {
  it('start with a small page, then follow on in the largest pages without a gap', () => {
    expect(libraryPage(0)).toEqual({ offset: 0, limit: FIRST_PAGE_SIZE });
    expect(libraryPage(1)).toEqual({ offset: FIRST_PAGE_SIZE, limit: PAGE_SIZE });
    expect(libraryPage(2)).toEqual({ offset: FIRST_PAGE_SIZE + PAGE_SIZE, limit: PAGE_SIZE });
  });

  it('are counted from the library’s size, the first one even for an empty library', () => {
    expect(libraryPageCount(0)).toBe(1);
    expect(libraryPageCount(FIRST_PAGE_SIZE)).toBe(1);
    expect(libraryPageCount(FIRST_PAGE_SIZE + 1)).toBe(2);
    expect(libraryPageCount(FIRST_PAGE_SIZE + PAGE_SIZE)).toBe(2);
    expect(libraryPageCount(5_000)).toBe(1 + Math.ceil((5_000 - FIRST_PAGE_SIZE) / PAGE_SIZE));
  });

  it('have one address each, the same from the page asked for as from the page answered', () => {
    const answered = { items: [], total: 5_000, ...libraryPage(3) };
    expect(libraryPagePath(answered)).toBe(libraryPagePath(libraryPage(3)));
    expect(libraryPagePath(libraryPage(1))).toBe(
      `/api/gear/items?retired=all&sort=name&order=asc&limit=${PAGE_SIZE}&offset=${FIRST_PAGE_SIZE}`,
    );
  });
});
