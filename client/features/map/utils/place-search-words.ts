import { errorCode } from '@client/lib/api-error-code';

/** An OpenStreetMap tag value as words: `alpine_hut` is "Alpine hut". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What to tell someone whose search failed. */
export function searchProblem(error: unknown): string {
  const code = errorCode(error);
  if (code === 'GEOCODER_BUSY') return 'Too many searches right now. Try again in a moment.';
  if (code === 'GEOCODER_UNAVAILABLE') {
    return 'Place search is unavailable right now. Try again later.';
  }
  return 'Place search failed. Try again.';
}
