import { dateTimeFormat } from '@domain/intl-formats';
import type { WeightUnit } from '@domain/weight-units';
import { displayLocale } from '@client/lib/currencies';
import { formatWeight } from '@client/lib/number-format';
import type { SearchResult } from '@client/features/search/api/search';

// Kept per locale (@domain/intl-formats): a new DateTimeFormat per result cost a search's answer
// a few milliseconds of its one frame.
const dayFormat = () =>
  dateTimeFormat(displayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A day of the API ('2026-06-12') as the reader writes dates: "12 Jun 2026". */
export const formatDay = (day: string): string =>
  dayFormat().format(Date.parse(`${day}T00:00:00Z`));

/** What a result shows after its subtitle: a weight, a day, "retired". */
export function resultFacts(result: SearchResult, unit: WeightUnit): string[] {
  const facts: string[] = [];
  if (result.weightMg !== null) facts.push(formatWeight(result.weightMg, unit));
  if (result.day) facts.push(formatDay(result.day));
  if (result.retired) facts.push('Retired');
  return facts;
}
