import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { kindLabel, searchProblem } from './place-search-words';

describe('kindLabel', () => {
  it('writes an OpenStreetMap tag value as words', () => {
    expect(kindLabel('alpine_hut')).toBe('Alpine hut');
    expect(kindLabel('peak')).toBe('Peak');
    expect(kindLabel('')).toBe('');
  });
});

describe('searchProblem', () => {
  it('says to wait when the geocoder is busy, and that it is down when it is', () => {
    const busy = new ApiError(503, 'busy', { code: 'GEOCODER_BUSY' });
    const down = new ApiError(502, 'down', { code: 'GEOCODER_UNAVAILABLE' });
    expect(searchProblem(busy)).toMatch(/try again in a moment/i);
    expect(searchProblem(down)).toMatch(/unavailable/);
    expect(searchProblem(new Error('offline'))).toMatch(/failed/);
  });
});
