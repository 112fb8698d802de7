import { describe, expect, it } from 'vitest';
import { readOptionalWeight, readWeightInput } from './weight-input';

describe('a typed weight', () => {
  it('is in the view’s unit when bare, and nothing when blank', () => {
    expect(readOptionalWeight('450', 'g')).toEqual({ mg: 450_000 });
    expect(readOptionalWeight('2', 'oz')).toEqual({ mg: 56_699 });
    expect(readOptionalWeight('1 lb 4 oz', 'g')).toEqual({ mg: 566_990 });
    expect(readOptionalWeight('  ', 'kg')).toEqual({ mg: 0 });
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
    expect(readWeightInput('1.2 kg', 'g')).toEqual({ mg: 1_200_000 });
  });
});
