import { describe, expect, it } from 'vitest';

import {
  MG_PER_UNIT,
  WEIGHT_UNITS,
  displayDecimals,
  formatWeight,
  fromMilligrams,
  isWeightInputError,
  isWeightUnit,
  parseUnit,
  parseWeightInput,
  toMilligrams,
} from './weight-units.js';

describe('unit factors', () => {
  it('lists the four units', () => {
    expect(WEIGHT_UNITS).toEqual(['g', 'kg', 'oz', 'lb']);
    expect(isWeightUnit('oz')).toBe(true);
    expect(isWeightUnit('ounce')).toBe(false);
    expect(isWeightUnit(3)).toBe(false);
  });

  it('uses the exact international ounce and pound', () => {
    expect(MG_PER_UNIT.oz).toBe(28349.523125);
    expect(MG_PER_UNIT.lb).toBe(453592.37);
    expect(MG_PER_UNIT.lb / MG_PER_UNIT.oz).toBeCloseTo(16, 12);
  });
});

describe('parseUnit', () => {
  const spellings: [string, string][] = [
    ['g', 'g'],
    ['gr', 'g'],
    ['gm', 'g'],
    ['gms', 'g'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['gramme', 'g'],
    ['grammes', 'g'],
    ['kg', 'kg'],
    ['kgs', 'kg'],
    ['kilo', 'kg'],
    ['kilos', 'kg'],
    ['kilogram', 'kg'],
    ['kilograms', 'kg'],
    ['kilogramme', 'kg'],
    ['kilogrammes', 'kg'],
    ['oz', 'oz'],
    ['ozs', 'oz'],
    ['ounce', 'oz'],
    ['ounces', 'oz'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['pound', 'lb'],
    ['pounds', 'lb'],
  ];

  it.each(spellings)('reads "%s" as %s, in any case', (text, unit) => {
    expect(parseUnit(text)).toBe(unit);
    expect(parseUnit(text.toUpperCase())).toBe(unit);
    expect(parseUnit(` ${text[0]?.toUpperCase()}${text.slice(1)} `)).toBe(unit);
  });

  it('accepts a trailing dot', () => {
    expect(parseUnit('lbs.')).toBe('lb');
    expect(parseUnit('oz.')).toBe('oz');
  });

  it.each(['', 'stone', 'st', 'mg', 'kilogramm', 'toString', 'constructor', 'g g'])(
    'rejects "%s"',
    (text) => {
      expect(parseUnit(text)).toBeNull();
    },
  );
});

describe('toMilligrams', () => {
  it('converts each unit to whole milligrams', () => {
    expect(toMilligrams(450, 'g')).toBe(450_000);
    expect(toMilligrams(1.25, 'kg')).toBe(1_250_000);
    expect(toMilligrams(1, 'oz')).toBe(28_350);
    expect(toMilligrams(1, 'lb')).toBe(453_592);
    expect(toMilligrams(0, 'lb')).toBe(0);
  });

  it('rounds half a milligram up and less than half down', () => {
    expect(toMilligrams(0.0005, 'g')).toBe(1);
    expect(toMilligrams(0.0004, 'g')).toBe(0);
    expect(toMilligrams(0.1, 'g')).toBe(100);
    expect(toMilligrams(2, 'oz')).toBe(56_699);
  });

  it.each([-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError for %s',
    (value) => {
      expect(() => toMilligrams(value, 'g')).toThrow(RangeError);
    },
  );

  it('throws a RangeError past the safe integer range', () => {
    expect(() => toMilligrams(1e13, 'kg')).toThrow(RangeError);
  });
});

describe('fromMilligrams', () => {
  it('returns the unrounded value', () => {
    expect(fromMilligrams(450_000, 'g')).toBe(450);
    expect(fromMilligrams(1_250_000, 'kg')).toBe(1.25);
    expect(fromMilligrams(28_349.523125, 'oz')).toBe(1);
    expect(fromMilligrams(453_592.37, 'lb')).toBe(1);
    expect(fromMilligrams(1, 'g')).toBe(0.001);
  });
});

describe('formatWeight', () => {
  it('shows the examples from the issue', () => {
    expect(formatWeight(1_250_000, 'kg')).toBe('1.25 kg');
    expect(formatWeight(toMilligrams(12.3, 'oz'), 'oz')).toBe('12.3 oz');
    expect(formatWeight(450_000, 'g')).toBe('450 g');
    expect(formatWeight(0, 'g')).toBe('0 g');
  });

  it('shows grams whole from 10 g and to 0.1 g below', () => {
    expect(formatWeight(9_940, 'g')).toBe('9.9 g');
    expect(formatWeight(9_960, 'g')).toBe('10 g');
    expect(formatWeight(10_400, 'g')).toBe('10 g');
    expect(formatWeight(10_500, 'g')).toBe('11 g');
    expect(formatWeight(1_234_567, 'g')).toBe('1235 g');
    expect(formatWeight(40, 'g')).toBe('0 g');
  });

  it('shows kilograms to 0.01 from 1 kg and to 0.001 below', () => {
    expect(formatWeight(455_000, 'kg')).toBe('0.455 kg');
    expect(formatWeight(450_000, 'kg')).toBe('0.45 kg');
    expect(formatWeight(999_600, 'kg')).toBe('1 kg');
    expect(formatWeight(1_005_000, 'kg')).toBe('1.01 kg');
    expect(formatWeight(1_004_999, 'kg')).toBe('1 kg');
  });

  it('shows ounces to 0.1 from 1 oz and to 0.01 below', () => {
    expect(formatWeight(toMilligrams(0.55, 'oz'), 'oz')).toBe('0.55 oz');
    expect(formatWeight(toMilligrams(0.999, 'oz'), 'oz')).toBe('1 oz');
    expect(formatWeight(toMilligrams(1.25, 'oz'), 'oz')).toBe('1.3 oz');
    expect(formatWeight(toMilligrams(16, 'oz'), 'oz')).toBe('16 oz');
  });

  it('shows pounds to 0.01', () => {
    expect(formatWeight(toMilligrams(2.346, 'lb'), 'lb')).toBe('2.35 lb');
    expect(formatWeight(toMilligrams(2.344, 'lb'), 'lb')).toBe('2.34 lb');
    expect(formatWeight(toMilligrams(1, 'lb'), 'lb')).toBe('1 lb');
    expect(displayDecimals(1, 'lb')).toBe(2);
  });

  it('keeps trailing zeros when fixed, and honours explicit decimals and locale', () => {
    expect(formatWeight(1_200_000, 'kg', { fixed: true })).toBe('1.20 kg');
    expect(formatWeight(toMilligrams(16, 'oz'), 'oz', { fixed: true })).toBe('16.0 oz');
    expect(formatWeight(1_234_567, 'g', { decimals: 2 })).toBe('1234.57 g');
    expect(formatWeight(1_250_000, 'kg', { locale: 'de' })).toBe('1,25 kg');
  });

  it('never groups digits, so the text can be typed back', () => {
    const shown = formatWeight(12_345_000, 'g');
    expect(shown).toBe('12345 g');
    expect(parseWeightInput(shown, 'oz')).toBe(12_345_000);
  });
});

describe('parseWeightInput', () => {
  it.each<[string, number]>([
    ['450', 450_000],
    ['450g', 450_000],
    ['450 g', 450_000],
    ['  450 G  ', 450_000],
    ['1.2kg', 1_200_000],
    ['1.2 kilos', 1_200_000],
    ['12,5 oz', toMilligrams(12.5, 'oz')],
    ['12.5 ounces', toMilligrams(12.5, 'oz')],
    ['2lbs', toMilligrams(2, 'lb')],
    ['2 lbs.', toMilligrams(2, 'lb')],
    ['.5 kg', 500_000],
    ['5. g', 5_000],
    ['0', 0],
  ])('reads "%s"', (text, mg) => {
    expect(parseWeightInput(text, 'g')).toBe(mg);
  });

  it('uses the default unit for a bare number', () => {
    expect(parseWeightInput('3', 'oz')).toBe(toMilligrams(3, 'oz'));
    expect(parseWeightInput('3', 'lb')).toBe(toMilligrams(3, 'lb'));
    expect(parseWeightInput('3', 'kg')).toBe(3_000_000);
  });

  it('adds up compound input and rounds once', () => {
    expect(parseWeightInput('1 lb 4 oz', 'g')).toBe(toMilligrams(20, 'oz'));
    expect(parseWeightInput('1lb4oz', 'g')).toBe(toMilligrams(20, 'oz'));
    expect(parseWeightInput('1 kg 250 g', 'oz')).toBe(1_250_000);
    expect(parseWeightInput('2 lb 0,5 oz', 'g')).toBe(toMilligrams(32.5, 'oz'));
  });

  it.each<[string, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['-5 g', 'negative'],
    ['abc', 'invalid'],
    ['kg', 'invalid'],
    ['1 lb 4', 'invalid'],
    ['1.2.3', 'invalid'],
    ['5 g!', 'invalid'],
    ['5 stone', 'unknown_unit'],
    ['1e3', 'unknown_unit'],
    ['99999999999 kg', 'too_large'],
  ])('reports "%s" as %s', (text, error) => {
    const result = parseWeightInput(text, 'g');
    expect(result).toEqual({ error });
    expect(isWeightInputError(result)).toBe(true);
  });

  it('tells a number from an error', () => {
    expect(isWeightInputError(0)).toBe(false);
  });
});
