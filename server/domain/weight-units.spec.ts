import { describe, expect, it } from 'vitest';

import {
  MG_PER_UNIT,
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  displayDecimals,
  displayUnit,
  formatWeight,
  formatWeightInput,
  fromMilligrams,
  isWeightInputError,
  isWeightScale,
  isWeightUnit,
  parseUnit,
  parseWeightEntry,
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
    expect(formatWeight(1_234_567, 'g')).toBe('1,235 g');
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
    expect(formatWeight(1_234_567, 'g', { decimals: 2 })).toBe('1,234.57 g');
    expect(formatWeight(1_250_000, 'kg', { locale: 'de' })).toBe('1,25 kg');
  });

  it('groups thousands the locale’s way', () => {
    expect(formatWeight(13_666_000, 'g')).toBe('13,666 g');
    expect(formatWeight(1_234_567, 'g')).toBe('1,235 g');
    expect(formatWeight(13_666_000, 'g', { locale: 'en-GB' })).toBe('13,666 g');
    expect(formatWeight(13_666_500, 'g', { locale: 'de', decimals: 1 })).toBe('13.666,5 g');
    expect(formatWeight(13_666_000, 'g', { locale: 'fr' })).toBe('13\u202f666 g');
    expect(formatWeight(toMilligrams(1234.5, 'oz'), 'oz')).toBe('1,234.5 oz');
    expect(formatWeight(999_000, 'g')).toBe('999 g');
  });

  it('falls back to English for a locale Intl does not know', () => {
    expect(formatWeight(13_666_000, 'g', { locale: 'not a locale!' })).toBe('13,666 g');
  });
});

describe('formatWeight with the automatic scale', () => {
  const auto = { scale: 'auto' } as const;

  it('shows the issue’s example either way', () => {
    expect(formatWeight(13_666_000, 'g')).toBe('13,666 g');
    expect(formatWeight(13_666_000, 'g', auto)).toBe('13.67 kg');
  });

  it('switches grams to kilograms from what shows as 1,000 g', () => {
    expect(formatWeight(999_000, 'g', auto)).toBe('999 g');
    expect(formatWeight(999_499, 'g', auto)).toBe('999 g');
    expect(formatWeight(999_500, 'g', auto)).toBe('1 kg');
    expect(formatWeight(1_000_000, 'g', auto)).toBe('1 kg');
    expect(formatWeight(1_250_000, 'g', auto)).toBe('1.25 kg');
    expect(displayUnit(999_499, 'g', 'auto')).toBe('g');
    expect(displayUnit(999_500, 'g', 'auto')).toBe('kg');
  });

  it('switches ounces to pounds from what shows as 16 oz', () => {
    expect(formatWeight(toMilligrams(15.9, 'oz'), 'oz', auto)).toBe('15.9 oz');
    expect(formatWeight(toMilligrams(15.96, 'oz'), 'oz', auto)).toBe('1 lb');
    expect(formatWeight(toMilligrams(20, 'oz'), 'oz', auto)).toBe('1.25 lb');
    expect(formatWeight(toMilligrams(482.1, 'oz'), 'oz', auto)).toBe('30.13 lb');
  });

  it('leaves kilograms and pounds as they are, and never scales down', () => {
    expect(formatWeight(450_000, 'kg', auto)).toBe('0.45 kg');
    expect(formatWeight(toMilligrams(0.5, 'lb'), 'lb', auto)).toBe('0.5 lb');
    expect(formatWeight(1_500_000_000, 'kg', auto)).toBe('1,500 kg');
  });

  it('keeps the unit with the fixed scale', () => {
    expect(formatWeight(13_666_000, 'g', { scale: 'fixed' })).toBe('13,666 g');
    expect(formatWeight(toMilligrams(20, 'oz'), 'oz', { scale: 'fixed' })).toBe('20 oz');
  });

  it('knows its two scales', () => {
    expect(WEIGHT_SCALES).toEqual(['auto', 'fixed']);
    expect(isWeightScale('auto')).toBe(true);
    expect(isWeightScale('kg')).toBe(false);
  });
});

describe('formatWeightInput', () => {
  it('writes a weight to edit in its unit, ungrouped, readable back in the same locale', () => {
    for (const locale of ['en', 'en-GB', 'de', 'fr', 'de-CH']) {
      const text = formatWeightInput(13_666_000, 'g', locale);
      expect(text).toBe('13666 g');
      expect(parseWeightInput(text, 'oz', locale)).toBe(13_666_000);
    }
  });

  it('uses the locale’s decimal comma, or a dot', () => {
    expect(formatWeightInput(1_250_000, 'kg', 'en-GB')).toBe('1.25 kg');
    expect(formatWeightInput(1_250_000, 'kg', 'de')).toBe('1,25 kg');
    expect(parseWeightInput('1,25 kg', 'g', 'de')).toBe(1_250_000);
    expect(formatWeightInput(1_250_000, 'g')).toBe('1250 g');
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

  it('reads thousands grouped the locale’s way, and a lone comma as a decimal mark', () => {
    expect(parseWeightInput('13,666 g', 'g', 'en-GB')).toBe(13_666_000);
    expect(parseWeightInput('1,250', 'g', 'en-GB')).toBe(1_250_000);
    expect(parseWeightInput('1,250.5 g', 'g', 'en-GB')).toBe(1_250_500);
    expect(parseWeightInput('1,234,567 g', 'g', 'en-GB')).toBe(1_234_567_000);
    expect(parseWeightInput('1,25 kg', 'g', 'en-GB')).toBe(1_250_000);
    expect(parseWeightInput('1,2345 kg', 'g', 'en-GB')).toBe(1_234_500);
    expect(parseWeightInput('0,500 kg', 'g', 'en-GB')).toBe(500_000);
    expect(parseWeightInput('1.250 g', 'g', 'de')).toBe(1_250_000);
    expect(parseWeightInput('1.250,5 g', 'g', 'de')).toBe(1_250_500);
    expect(parseWeightInput('1.25 kg', 'g', 'de')).toBe(1_250_000);
    expect(parseWeightInput('1,250 kg', 'g', 'de')).toBe(1_250_000);
    expect(parseWeightInput('13 666 g', 'g', 'fr')).toBe(13_666_000);
    expect(parseWeightInput('13\u202f666 g', 'g', 'fr')).toBe(13_666_000);
    expect(parseWeightInput("13'666 g", 'g', 'de-CH')).toBe(13_666_000);
    expect(parseWeightInput('13’666 g', 'g', 'de-CH')).toBe(13_666_000);
    expect(parseWeightInput(formatWeight(13_666_000, 'g', { locale: 'de' }), 'g', 'de')).toBe(
      13_666_000,
    );
  });

  it.each(['1,234,5 g', '1,234.5.6 g', '12,34,567 g'])('refuses "%s" as mixed marks', (text) => {
    expect(parseWeightInput(text, 'g', 'en-GB')).toEqual({ error: 'invalid' });
  });

  it('says which unit the weight was typed in', () => {
    expect(parseWeightEntry('450', 'oz')).toEqual({ mg: toMilligrams(450, 'oz'), unit: 'oz' });
    expect(parseWeightEntry('12 oz', 'g')).toEqual({ mg: toMilligrams(12, 'oz'), unit: 'oz' });
    expect(parseWeightEntry('1.2 KG', 'oz')).toEqual({ mg: 1_200_000, unit: 'kg' });
    expect(parseWeightEntry('1 lb 4 oz', 'g')).toEqual({ mg: toMilligrams(20, 'oz'), unit: 'oz' });
    expect(parseWeightEntry('4 oz 1 lb', 'kg')).toMatchObject({ unit: 'oz' });
    expect(parseWeightEntry('1 kg 250 g', 'lb')).toMatchObject({ unit: 'g' });
    expect(parseWeightEntry('kg', 'g')).toEqual({ error: 'invalid' });
  });

  it('tells a number from an error', () => {
    expect(isWeightInputError(0)).toBe(false);
  });
});
