import { MAX_RETIREMENT_M, MIN_RETIREMENT_M, NO_RETIREMENT } from '@domain/gear-retirement';

const MAX_KM = MAX_RETIREMENT_M / 1000;
const MIN_KM = MIN_RETIREMENT_M / 1000;
const maxText = new Intl.NumberFormat('en').format(MAX_KM);

/** The form's text for a stored distance: '' for none set, '0' for no limit, else km. */
export const retireAfterText = (metres: number | null): string =>
  metres === null ? '' : String(metres / 1000);

/**
 * "Retire after (km)" as typed: empty is none set (null: the default applies), 0 no limit,
 * else whole metres from 1 to 100,000 km; "1,5" reads as 1.5.
 */
export function readRetireAfterKm(text: string): { metres: number | null } | { error: string } {
  const trimmed = text.trim().replace(/\s*km$/i, '');
  if (trimmed === '') return { metres: null };
  const normalised = trimmed.includes('.') ? trimmed.replace(/,/g, '') : trimmed.replace(',', '.');
  if (!/^[-\u2212]?\d+(\.\d+)?$/.test(normalised)) {
    return { error: 'A distance in km, such as 600' };
  }
  const km = Number(normalised.replace('\u2212', '-'));
  if (km < 0) return { error: '0 (no limit) or more' };
  if (km === 0) return { metres: NO_RETIREMENT };
  if (km < MIN_KM) return { error: `At least ${MIN_KM} km, or 0 for no limit` };
  if (km > MAX_KM) return { error: `At most ${maxText} km` };
  return { metres: Math.round(km * 1000) };
}

export const isRetireAfterError = (
  result: ReturnType<typeof readRetireAfterKm>,
): result is { error: string } => 'error' in result;
