import { describe, expect, it } from 'vitest';
import { formatQuantity, readQuantity, stepQuantity } from './quantity';

describe('a typed quantity', () => {
  it.each([
    ['2', 2],
    [' 0.5 ', 0.5],
    ['0,25', 0.25],
    ['.5', 0.5],
    ['3.', 3],
    ['0', 0],
    ['999', 999],
  ])('reads "%s" as %d', (text, quantity) => {
    expect(readQuantity(text)).toEqual({ quantity });
  });

  it.each(['', '  ', '-1', '1.234', 'two', '1e3', '1000', '1 2'])('refuses "%s"', (text) => {
    expect(readQuantity(text)).toHaveProperty('error');
  });

  it.each(['-1', ' -2.5', '−3'])('says a negative "%s" must be 0 or more', (text) => {
    expect(readQuantity(text)).toEqual({ error: 'Quantity must be 0 or more' });
  });
});

describe('stepping a quantity', () => {
  it('goes to the next whole number up or down', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(1.5, 1)).toBe(2);
    expect(stepQuantity(1.5, -1)).toBe(1);
    expect(stepQuantity(2, -1)).toBe(1);
  });

  it('stays within 0 and 999', () => {
    expect(stepQuantity(0, -1)).toBe(0);
    expect(stepQuantity(0.5, -1)).toBe(0);
    expect(stepQuantity(999, 1)).toBe(999);
  });

  it('shows no trailing zeros or float noise', () => {
    expect(formatQuantity(0.1 + 0.2)).toBe('0.3');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1.25)).toBe('1.25');
  });
});
