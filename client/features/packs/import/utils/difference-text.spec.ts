import { describe, expect, it } from 'vitest';
import type { ItemDifferences } from '@client/features/packs/import/api/import-pack';
import { differenceTexts, fieldList } from './difference-text';

const DIFFERENCES: ItemDifferences = {
  weight: {
    library: { weightMg: 564_000, weightUnit: 'g' },
    file: { weightMg: 538_641, weightUnit: 'oz' },
  },
  price: {
    library: { priceMinor: 45_000, currency: 'EUR' },
    file: { priceMinor: null, currency: null },
  },
  description: { library: 'Two doors', file: '' },
};

describe('differenceTexts', () => {
  it('shows each side in its own unit and currency, and null where a side has none', () => {
    expect(differenceTexts(DIFFERENCES, 'weight')).toEqual(['564 g', '19 oz']);
    expect(differenceTexts(DIFFERENCES, 'price')?.[1]).toBeNull();
    expect(differenceTexts(DIFFERENCES, 'price')?.[0]).toMatch(/450/);
    expect(differenceTexts(DIFFERENCES, 'description')).toEqual(['Two doors', null]);
    expect(differenceTexts(DIFFERENCES, 'url')).toBeNull();
  });
});

describe('fieldList', () => {
  it('names the differing fields in the report’s order, as a sentence would', () => {
    expect(fieldList(DIFFERENCES)).toBe('weight, price and description');
    expect(fieldList({ url: { library: null, file: 'https://a.example' } })).toBe('link');
    expect(fieldList({})).toBe('');
  });
});
