import { describe, expect, it } from 'vitest';

import {
  formatMoney,
  fromMinorUnits,
  isCurrencyCode,
  minorUnitDigits,
  toMinorUnits,
} from './money.js';

describe('minorUnitDigits', () => {
  it.each<[string, number]>([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['ISK', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['JOD', 3],
    ['OMR', 3],
    ['TND', 3],
    ['CLF', 4],
  ])('%s has %i decimals', (code, digits) => {
    expect(minorUnitDigits(code)).toBe(digits);
  });

  it('rejects something that is not a code', () => {
    expect(() => minorUnitDigits('usd')).toThrow(RangeError);
    expect(() => minorUnitDigits('US')).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it('converts per currency', () => {
    expect(toMinorUnits(12.99, 'USD')).toBe(1299);
    expect(toMinorUnits(1234, 'JPY')).toBe(1234);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(toMinorUnits(0, 'EUR')).toBe(0);
  });

  it('rounds on the decimal text, half away from zero', () => {
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(0.125, 'USD')).toBe(13);
    expect(toMinorUnits(-0.125, 'USD')).toBe(-13);
    expect(toMinorUnits(1234.5, 'JPY')).toBe(1235);
    expect(toMinorUnits(1e-7, 'USD')).toBe(0);
  });

  it('throws a RangeError for NaN, infinity and huge amounts', () => {
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(1e20, 'USD')).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it('converts back without floating-point noise', () => {
    expect(fromMinorUnits(1299, 'USD')).toBe(12.99);
    expect(fromMinorUnits(1234, 'JPY')).toBe(1234);
    expect(fromMinorUnits(1234, 'BHD')).toBe(1.234);
    expect(fromMinorUnits(-5, 'EUR')).toBe(-0.05);
  });

  it('round-trips every cent amount', () => {
    for (let cents = 0; cents <= 10_000; cents += 7) {
      expect(toMinorUnits(fromMinorUnits(cents, 'EUR'), 'EUR')).toBe(cents);
    }
  });
});

describe('formatMoney', () => {
  it('formats with the currency digits in the locale', () => {
    expect(formatMoney(1299, 'USD')).toBe('$12.99');
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(100, 'USD')).toBe('$1.00');
    expect(formatMoney(1299, 'EUR', 'de')).toBe('12,99\u00a0€');
    expect(formatMoney(1234, 'KWD')).toContain('1.234');
  });
});

describe('isCurrencyCode', () => {
  it('accepts known ISO codes', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'KWD']) {
      expect(isCurrencyCode(code)).toBe(true);
    }
  });

  it('rejects the wrong shape and unknown codes', () => {
    for (const code of ['usd', 'US', 'USDD', '', 'U$D', ' USD']) {
      expect(isCurrencyCode(code)).toBe(false);
    }
    expect(isCurrencyCode('QQQ')).toBe(false);
  });
});
