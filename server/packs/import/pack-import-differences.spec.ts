import { describe, expect, it } from 'vitest';
import { itemChanges, itemDifferences, type ItemValues } from './pack-import-differences.js';
import type { ImportItem } from './pack-import-rows.js';

const LIBRARY: ItemValues = {
  weightMg: 564_000,
  weightUnit: 'g',
  priceMinor: 45_000,
  currency: 'EUR',
  url: 'https://example.com/zelt',
  notes: 'Two doors',
};

const row = (changes: Partial<ImportItem> = {}): ImportItem => ({
  name: 'Zelt',
  category: 'Shelter',
  notes: 'Two doors',
  weightMg: 564_000,
  weightUnit: 'g',
  url: 'https://example.com/zelt',
  urlLeftOut: false,
  priceMinor: 45_000,
  ...changes,
});

describe('itemDifferences', () => {
  it('finds none when the row says what the library says', () => {
    expect(itemDifferences(LIBRARY, row(), 'EUR')).toEqual({});
  });

  it('reports each field the row says otherwise, with both values', () => {
    const file = row({
      weightMg: 999_000,
      priceMinor: 39_900,
      url: 'https://example.com/zelt-2',
      notes: 'Two doors, new poles',
    });
    expect(itemDifferences(LIBRARY, file, 'EUR')).toEqual({
      weight: {
        library: { weightMg: 564_000, weightUnit: 'g' },
        file: { weightMg: 999_000, weightUnit: 'g' },
      },
      price: {
        library: { priceMinor: 45_000, currency: 'EUR' },
        file: { priceMinor: 39_900, currency: 'EUR' },
      },
      url: { library: 'https://example.com/zelt', file: 'https://example.com/zelt-2' },
      description: { library: 'Two doors', file: 'Two doors, new poles' },
    });
  });

  it('compares weights as the file writes them: in its unit, to 2 decimals', () => {
    // 540 g is 19.0480 oz: exported as 19.05 oz, read back as 540.05 g.
    const library = { ...LIBRARY, weightMg: 540_000 };
    expect(itemDifferences(library, row({ weightMg: 540_054, weightUnit: 'oz' }), 'EUR')).toEqual(
      {},
    );
    expect(
      itemDifferences(library, row({ weightMg: 538_641, weightUnit: 'oz' }), 'EUR').weight,
    ).toBeDefined();
  });

  it('counts the same amount in another currency, and an empty cell, as differences', () => {
    expect(itemDifferences(LIBRARY, row(), 'USD').price).toEqual({
      library: { priceMinor: 45_000, currency: 'EUR' },
      file: { priceMinor: 45_000, currency: 'USD' },
    });
    expect(itemDifferences(LIBRARY, row({ priceMinor: null, notes: '' }), 'EUR')).toEqual({
      price: {
        library: { priceMinor: 45_000, currency: 'EUR' },
        file: { priceMinor: null, currency: null },
      },
      description: { library: 'Two doors', file: '' },
    });
    const unpriced = { ...LIBRARY, priceMinor: null, currency: null };
    expect(itemDifferences(unpriced, row({ priceMinor: null }), 'USD')).toEqual({});
  });

  it('ignores a link the import left out as not a web address', () => {
    expect(itemDifferences(LIBRARY, row({ url: null, urlLeftOut: true }), 'EUR')).toEqual({});
  });
});

describe('itemChanges', () => {
  it('sets only the fields that differ, and keeps the library’s to put back', () => {
    const differences = itemDifferences(LIBRARY, row({ weightMg: 999_000, url: null }), 'EUR');
    expect(itemChanges('zelt', differences)).toEqual({
      update: { id: 'zelt', values: { weightMg: 999_000, weightUnit: 'g', url: null } },
      restore: {
        id: 'zelt',
        values: { weightMg: 564_000, weightUnit: 'g', url: 'https://example.com/zelt' },
      },
    });
  });
});
