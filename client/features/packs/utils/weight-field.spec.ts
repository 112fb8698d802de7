import { describe, expect, it } from 'vitest';
import { readWeight } from './weight-field';

describe('a typed weight', () => {
  it('is in the view’s unit when bare, and nothing when blank', () => {
    expect(readWeight('450', 'g')).toEqual({ mg: 450_000 });
    expect(readWeight('2', 'oz')).toEqual({ mg: 56_699 });
    expect(readWeight('1 lb 4 oz', 'g')).toEqual({ mg: 566_990 });
    expect(readWeight('  ', 'kg')).toEqual({ mg: 0 });
  });

  it('says what is wrong', () => {
    expect(readWeight('heavy', 'g')).toEqual({
      error: 'Not a weight: try 450, 1.2 kg or 1 lb 4 oz',
    });
    expect(readWeight('3 stone', 'g')).toEqual({ error: 'Unknown unit: use g, kg, oz or lb' });
    expect(readWeight('1001 kg', 'g')).toEqual({ error: 'Weights go up to 1000 kg' });
  });
});
