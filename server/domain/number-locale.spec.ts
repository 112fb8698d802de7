import { describe, expect, it } from 'vitest';
import { formatNumber, numberMarks, roundTo, shiftDecimal } from './number-locale.js';

describe('numberMarks', () => {
  it('reads the decimal and group marks of a locale', () => {
    expect(numberMarks('en-GB')).toEqual({ decimal: '.', group: ',' });
    expect(numberMarks('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberMarks('fr').decimal).toBe(',');
    expect(numberMarks(undefined)).toEqual({ decimal: '.', group: ',' });
    expect(numberMarks('!!')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('formatNumber', () => {
  it('groups thousands unless told not to, and keeps zeros only when fixed', () => {
    expect(formatNumber(13666.5, { locale: 'en-GB', decimals: 1 })).toBe('13,666.5');
    expect(formatNumber(13666.5, { locale: 'en-GB', decimals: 1, grouping: false })).toBe(
      '13666.5',
    );
    expect(formatNumber(1.2, { locale: 'en', decimals: 2 })).toBe('1.2');
    expect(formatNumber(1.2, { locale: 'en', decimals: 2, fixed: true })).toBe('1.20');
    expect(formatNumber(-0.0001, { locale: 'en', decimals: 2, fixed: true })).toBe('0.00');
  });
});

describe('roundTo', () => {
  it('rounds the decimal text half away from zero, as Intl shows it', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(999.5, 0)).toBe(1000);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(shiftDecimal(1.005, 2)).toBe(100.5);
    expect(shiftDecimal(1e-7, 2)).toBeCloseTo(1e-5);
  });
});
