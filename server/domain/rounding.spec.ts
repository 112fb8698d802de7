import { describe, expect, it } from 'vitest';
import { percentShares, roundToSum } from './rounding.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('roundToSum', () => {
  it('adds up where rounding each value alone would not', () => {
    // Alone: 0 + 0 + 0 = 0, while the sum 1.2 rounds to 1.
    expect(roundToSum([0.4, 0.4, 0.4])).toEqual([1, 0, 0]);
    // Alone: 1 + 1 + 1 = 3, while the sum 1.5 rounds to 2.
    expect(roundToSum([0.5, 0.5, 0.5])).toEqual([1, 1, 0]);
  });

  it('gives the missing units to the largest remainders', () => {
    expect(roundToSum([4.32, 0.85, 1.2])).toEqual([4, 1, 1]);
    expect(roundToSum([9699.6, 60.3, 240.1])).toEqual([9700, 60, 240]);
  });

  it('breaks ties by the larger value, then the earlier one', () => {
    expect(roundToSum([1.5, 2.5, 3])).toEqual([1, 3, 3]);
    expect(roundToSum([2.5, 2.5, 3])).toEqual([3, 2, 3]);
  });

  it('keeps whole values and zeros as they are', () => {
    expect(roundToSum([0, 3, 0.6, 0])).toEqual([0, 3, 1, 0]);
    expect(roundToSum([0, 0, 0])).toEqual([0, 0, 0]);
    expect(roundToSum([])).toEqual([]);
  });

  it('rounds to a target given apart', () => {
    expect(roundToSum([0.333, 0.333, 0.333], 1)).toEqual([1, 0, 0]);
    // A target past what the remainders can give is capped: each value moves by under one.
    expect(roundToSum([0.2, 0.2], 5)).toEqual([1, 1]);
  });

  it('always adds up to the rounded sum, each value off by less than one', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 500; round += 1) {
      const values = Array.from({ length: 1 + Math.floor(random() * 8) }, () => random() * 50);
      const rounded = roundToSum(values);
      expect(sum(rounded)).toBe(Math.round(sum(values)));
      rounded.forEach((value, i) => expect(Math.abs(value - (values[i] ?? 0))).toBeLessThan(1));
    }
  });
});

describe('percentShares', () => {
  it('adds up to 100', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentShares([2, 1, 1, 1, 1, 1, 1])).toEqual([25, 13, 13, 13, 12, 12, 12]);
    expect(sum(percentShares([995, 3, 1, 1]))).toBe(100);
  });

  it('is all zeros for nothing', () => {
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });
});
