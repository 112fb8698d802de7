import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOptionalWeight, readWeightInput } from './weight-input';

describe('a typed weight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is in the view’s unit when bare, and nothing when blank', () => {
    expect(readOptionalWeight('450', 'g')).toEqual({ mg: 450_000, unit: 'g' });
    expect(readOptionalWeight('2', 'oz')).toEqual({ mg: 56_699, unit: 'oz' });
    expect(readOptionalWeight('  ', 'kg')).toEqual({ mg: 0, unit: 'kg' });
  });

  it('keeps the unit it was typed in', () => {
    expect(readOptionalWeight('1 lb 4 oz', 'g')).toEqual({ mg: 566_990, unit: 'oz' });
    expect(readWeightInput('1.2 kg', 'g')).toEqual({ mg: 1_200_000, unit: 'kg' });
  });

  it('reads thousands as the browser’s locale groups them', () => {
    vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB'] });
    expect(readWeightInput('1,250 g', 'g')).toEqual({ mg: 1_250_000, unit: 'g' });
    expect(readWeightInput('1,25 kg', 'g')).toEqual({ mg: 1_250_000, unit: 'kg' });
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE'] });
    expect(readWeightInput('1.250 g', 'g')).toEqual({ mg: 1_250_000, unit: 'g' });
    expect(readWeightInput('1,25 kg', 'g')).toEqual({ mg: 1_250_000, unit: 'kg' });
  });

  it('says what is wrong', () => {
    expect(readOptionalWeight('heavy', 'g')).toEqual({
      error: 'Not a weight: try 450, 1.2 kg or 1 lb 4 oz',
    });
    expect(readOptionalWeight('3 stone', 'g')).toEqual({
      error: 'Unknown unit: use g, kg, oz or lb',
    });
    expect(readOptionalWeight('1001 kg', 'g')).toEqual({ error: 'Weights go up to 1000 kg' });
  });

  it('is required where a field cannot be left blank', () => {
    expect(readWeightInput('  ', 'g')).toEqual({ error: 'Enter a weight, e.g. 450 or 1 lb 4 oz' });
  });
});
