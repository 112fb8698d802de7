import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberMarks } from '@domain/number-locale';
import { displayLocale } from '@client/lib/currencies';
import { warmIntl } from '@client/lib/warm-intl';
import { formatDateRange } from './trip-dates';

afterEach(() => vi.restoreAllMocks());

describe('warmIntl, before a trip screen', () => {
  it('makes the formatters the first screens use, so drawing them builds none', () => {
    warmIntl();
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    const localeChecks = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');

    expect(formatDateRange('2026-06-14', '2026-06-16')).toMatch(/2026/);
    expect(numberMarks(displayLocale()).decimal).toMatch(/^[.,٫]$/);

    expect(dateFormats).not.toHaveBeenCalled();
    expect(localeChecks).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });
});
