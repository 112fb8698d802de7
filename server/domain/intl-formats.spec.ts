import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

describe('Intl formatters kept per locale and options', () => {
  it('builds a number format once per locale and options, and formats as Intl does', () => {
    const options = { maximumFractionDigits: 1 };
    expect(numberFormat('de', options)).toBe(numberFormat('de', { maximumFractionDigits: 1 }));
    expect(numberFormat('de', options)).not.toBe(numberFormat('en', options));
    expect(numberFormat('de', options)).not.toBe(numberFormat('de', { maximumFractionDigits: 2 }));
    expect(numberFormat('de', options).format(1234.56)).toBe('1.234,6');
  });

  it('builds a date format once per locale and options', () => {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-GB', options)).toBe(dateTimeFormat('en-GB', { ...options }));
    expect(dateTimeFormat('en-GB', options).format(new Date('2026-06-14T00:00:00Z'))).toBe(
      '14 Jun',
    );
  });
});
