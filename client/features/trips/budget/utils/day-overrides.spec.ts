import { describe, expect, it } from 'vitest';
import { DAY_FOOD_GRAMS_MAX, DAY_WATER_LITRES_MAX } from '@domain/trip-limits';
import { readOverride, withOverride } from './day-overrides';

describe('a day’s food and water override', () => {
  it('reads empty as worked out, and numbers within the bounds (a comma for the point)', () => {
    expect(readOverride('foodGrams', '  ')).toEqual({ ok: true, value: null });
    expect(readOverride('foodGrams', '900')).toEqual({ ok: true, value: 900 });
    expect(readOverride('waterLitres', '2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readOverride('waterLitres', String(DAY_WATER_LITRES_MAX))).toEqual({
      ok: true,
      value: DAY_WATER_LITRES_MAX,
    });
  });

  it('says what is wrong with a negative, a word, a fraction of a gram or too much', () => {
    const food = `From 0 to ${DAY_FOOD_GRAMS_MAX} g, or empty to work it out`;
    expect(readOverride('foodGrams', '-5')).toEqual({ ok: false, message: food });
    expect(readOverride('foodGrams', 'lots')).toEqual({ ok: false, message: food });
    expect(readOverride('foodGrams', '12.5')).toEqual({ ok: false, message: 'Whole grams' });
    expect(readOverride('foodGrams', String(DAY_FOOD_GRAMS_MAX + 1))).toEqual({
      ok: false,
      message: food,
    });
  });

  it('replaces one field of one day, keeps the others, and drops a day left with neither', () => {
    const start = [
      { day: 3, foodGrams: 500, waterLitres: null },
      { day: 1, foodGrams: null, waterLitres: 2 },
    ];
    expect(withOverride(start, 2, 'foodGrams', 800)).toEqual([
      { day: 1, foodGrams: null, waterLitres: 2 },
      { day: 2, foodGrams: 800, waterLitres: null },
      { day: 3, foodGrams: 500, waterLitres: null },
    ]);
    expect(withOverride(start, 1, 'foodGrams', 600)).toEqual([
      { day: 1, foodGrams: 600, waterLitres: 2 },
      { day: 3, foodGrams: 500, waterLitres: null },
    ]);
    expect(withOverride(start, 3, 'foodGrams', null)).toEqual([
      { day: 1, foodGrams: null, waterLitres: 2 },
    ]);
  });
});
