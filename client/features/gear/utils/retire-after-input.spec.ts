import { describe, expect, it } from 'vitest';
import { readRetireAfterKm, retireAfterText } from './retire-after-input';

describe('readRetireAfterKm', () => {
  it('reads km as whole metres, empty as none set and 0 as no limit', () => {
    expect(readRetireAfterKm('600')).toEqual({ metres: 600_000 });
    expect(readRetireAfterKm(' 750.5 km ')).toEqual({ metres: 750_500 });
    expect(readRetireAfterKm('1,5')).toEqual({ metres: 1500 });
    expect(readRetireAfterKm('12,000.0')).toEqual({ metres: 12_000_000 });
    expect(readRetireAfterKm('')).toEqual({ metres: null });
    expect(readRetireAfterKm('0')).toEqual({ metres: 0 });
  });

  it('refuses what the server would, saying why', () => {
    expect(readRetireAfterKm('-5')).toEqual({ error: '0 (no limit) or more' });
    expect(readRetireAfterKm('0.5')).toEqual({ error: 'At least 1 km, or 0 for no limit' });
    expect(readRetireAfterKm('100001')).toEqual({ error: 'At most 100,000 km' });
    expect(readRetireAfterKm('lots')).toEqual({ error: 'A distance in km, such as 600' });
  });

  it('writes a stored distance back as the form shows it', () => {
    expect(retireAfterText(null)).toBe('');
    expect(retireAfterText(0)).toBe('0');
    expect(retireAfterText(750_500)).toBe('750.5');
  });
});
