import { describe, expect, it } from 'vitest';
import { formatWeightParts } from './weight-parts.js';
import { formatWeight, toMilligrams } from './weight-units.js';

/** The number in a text such as "1,234.5 g", as JavaScript reads it. */
const figure = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('formatWeightParts', () => {
  it('shows parts that add up to the total shown', () => {
    // Alone: 0.4 g shows as "0.4 g" but 400.4 g as "400 g"; together all are whole grams.
    const shown = formatWeightParts([400_400, 400_400, 400_400], 'g');
    expect(shown).toMatchObject({
      parts: ['401 g', '400 g', '400 g'],
      total: '1,201 g',
      unit: 'g',
    });
    expect(shown.sumOf([0, 2])).toBe('801 g');
    expect(formatWeight(1_201_200, 'g')).toBe('1,201 g');
  });

  it('shows every part in the total’s unit, with its decimals, under the automatic scale', () => {
    // base 4,324 g, worn 855 g, consumable 1,203 g: alone 4.32 + 0.855 + 1.2 = 6.38 kg.
    const shown = formatWeightParts([4_324_000, 855_000, 1_203_000], 'g', { scale: 'auto' });
    expect(shown).toMatchObject({
      parts: ['4.32 kg', '0.86 kg', '1.2 kg'],
      total: '6.38 kg',
      unit: 'kg',
    });
    expect(formatWeight(6_382_000, 'g', { scale: 'auto' })).toBe(shown.total);
  });

  it('adds up where each part rounded alone would not', () => {
    // Alone: 1.35 + 1.35 + 1.35 = 4.05 kg, but the total 4.035 kg shows as 4.04 kg.
    const shown = formatWeightParts([1_345_000, 1_345_000, 1_345_000], 'kg');
    expect(shown.total).toBe('4.04 kg');
    expect(shown.parts).toEqual(['1.35 kg', '1.35 kg', '1.34 kg']);
    expect(figure(shown.parts[0] ?? '') + figure(shown.parts[1] ?? '')).toBeCloseTo(2.7);
  });

  it('works in ounces and pounds', () => {
    const parts = [toMilligrams(10.04, 'oz'), toMilligrams(10.03, 'oz'), toMilligrams(0.03, 'oz')];
    expect(formatWeightParts(parts, 'oz')).toMatchObject({
      parts: ['10.1 oz', '10 oz', '0 oz'],
      total: '20.1 oz',
      unit: 'oz',
    });
    expect(formatWeightParts(parts, 'oz', { scale: 'auto' })).toMatchObject({
      total: '1.26 lb',
      unit: 'lb',
    });
  });

  it('formats in the locale and groups thousands', () => {
    const shown = formatWeightParts([13_000_000, 666_000], 'g', { locale: 'de' });
    expect(shown.parts).toEqual(['13.000 g', '666 g']);
    expect(shown.total).toBe('13.666 g');
  });

  it('adds up for any parts', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 300; round += 1) {
      const parts = [0, 0, 0].map(() => Math.floor(random() * 20_000_000));
      const shown = formatWeightParts(parts, round % 2 === 0 ? 'g' : 'oz', { scale: 'auto' });
      const added = shown.parts.reduce((sum, text) => sum + figure(text), 0);
      expect(added).toBeCloseTo(figure(shown.total), 6);
      const alone = formatWeight(
        parts.reduce((sum, mg) => sum + mg, 0),
        round % 2 === 0 ? 'g' : 'oz',
        { scale: 'auto' },
      );
      expect(shown.total).toBe(alone);
    }
  });
});
