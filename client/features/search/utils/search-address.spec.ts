import { describe, expect, it } from 'vitest';
import { filtersFromAddress, hasFilters, searchPageAddress } from './search-address';

describe('the search page’s address', () => {
  it('gives the filters it holds, leaving out what is malformed', () => {
    const filters = filtersFromAddress(
      new URLSearchParams(
        'kind=gear,socks,pack&minWeightMg=1000&maxWeightMg=-5&from=2026-06-01&to=soon&retired=true',
      ),
    );
    expect(filters).toMatchObject({
      kinds: ['gear', 'pack'],
      minWeightMg: 1000,
      maxWeightMg: null,
      from: '2026-06-01',
      to: null,
      retired: true,
      categoryId: null,
    });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(filtersFromAddress(new URLSearchParams('q=tent')))).toBe(false);
  });

  it('carries words to the page', () => {
    expect(searchPageAddress('duplex tent')).toBe('/search?q=duplex+tent');
    expect(searchPageAddress('  ')).toBe('/search');
  });
});
