import { describe, expect, it } from 'vitest';
import type { GearItem } from '@client/lib/api/gear-types';
import { cellText, neighbourField, readCell } from './cell-fields';
import { parsePriceInput } from './price-input';

const tent: GearItem = {
  id: '1',
  name: 'Tent',
  brand: '',
  categoryId: null,
  weightMg: 1_200_000,
  weightUnit: 'kg',
  quantityOwned: 1,
  priceMinor: null,
  currency: null,
  url: null,
  notes: '',
  photoUrl: null,
  retired: false,
  retireAfterM: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('readCell', () => {
  it('reads "1 lb 4 oz" as 566 990 mg entered in oz, and a bare number in the view’s unit', () => {
    expect(readCell(tent, 'weight', '1 lb 4 oz', 'g', 'GBP')).toEqual({
      changes: { weightMg: 566_990, weightUnit: 'oz' },
    });
    expect(readCell(tent, 'weight', '12 oz', 'kg', 'GBP')).toEqual({
      changes: { weightMg: 340_194, weightUnit: 'oz' },
    });
    expect(readCell(tent, 'weight', '1.2', 'kg', 'GBP')).toEqual({ changes: null });
  });

  it('leaves a weight shown rounded alone, and sends the view’s unit with a new one', () => {
    const stakes = { ...tent, weightMg: 538_641, weightUnit: 'oz' as const };
    expect(readCell(stakes, 'weight', '539 g', 'g', 'GBP')).toEqual({ changes: null });
    expect(readCell(stakes, 'weight', '540', 'g', 'GBP')).toEqual({
      changes: { weightMg: 540_000, weightUnit: 'g' },
    });
  });

  it('says why a weight cannot be read', () => {
    expect(readCell(tent, 'weight', 'heavy', 'g', 'GBP')).toEqual({
      error: 'Not a weight: try 450, 1.2 kg or 1 lb 4 oz',
    });
    expect(readCell(tent, 'weight', '2 stone', 'g', 'GBP')).toEqual({
      error: 'Unknown unit: use g, kg, oz or lb',
    });
  });

  it('prices in the fallback currency when the item has none, and clears on empty', () => {
    expect(readCell(tent, 'price', '£129.99', 'g', 'GBP')).toEqual({
      changes: { priceMinor: 12_999, currency: 'GBP' },
    });
    const priced = { ...tent, priceMinor: 12_999, currency: 'EUR' };
    expect(cellText(priced, 'price', 'g')).toBe('129.99');
    expect(readCell(priced, 'price', '', 'g', 'GBP')).toEqual({ changes: { priceMinor: null } });
  });

  it('refuses an empty name and a quantity that is not a whole number', () => {
    expect(readCell(tent, 'name', '  ', 'g', 'GBP')).toEqual({ error: 'An item needs a name' });
    expect(readCell(tent, 'quantity', '1.5', 'g', 'GBP')).toHaveProperty('error');
  });
});

describe('neighbourField', () => {
  it('walks the row, passing hidden cells, and stops at the ends', () => {
    expect(neighbourField('name', 1)).toBe('brand');
    expect(neighbourField('name', 1, ['brand'])).toBe('categoryId');
    expect(neighbourField('name', -1)).toBeNull();
    expect(neighbourField('price', 1)).toBeNull();
  });
});

describe('parsePriceInput', () => {
  it('reads decimal commas, grouping and symbols', () => {
    expect(parsePriceInput('12,99', 'EUR')).toEqual({ minor: 1299 });
    expect(parsePriceInput('1,299.50', 'USD')).toEqual({ minor: 129_950 });
    expect(parsePriceInput('¥1200', 'JPY')).toEqual({ minor: 1200 });
    expect(parsePriceInput('-3', 'USD')).toHaveProperty('error');
    expect(parsePriceInput('abc', 'USD')).toHaveProperty('error');
  });
});
