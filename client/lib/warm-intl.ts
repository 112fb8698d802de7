import { dateTimeFormat } from '@domain/intl-formats';
import { formatNumber, numberMarks } from '@domain/number-locale';
import { displayLocale } from './currencies';

const DAY_MS = 86_400_000;

/**
 * Intl's first number and date formatters load the locale's data: tens of milliseconds on a
 * slow phone, spent inside whichever screen first writes a weight or a date, in the task that
 * draws it (a trip's header, a pack's lines). Made here instead, in a task of their own while
 * the first screen's code and data are on their way, and kept (the formatters are cached).
 */
export function warmIntl(): void {
  const locale = displayLocale();
  numberMarks(locale);
  formatNumber(1234.5, { locale, decimals: 1 });
  const dates = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  dates.formatRange(new Date(0), new Date(2 * DAY_MS));
}
