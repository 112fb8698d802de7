import { describe, expect, it } from 'vitest';
import { degreesText, gridLines, gridStep } from './coordinate-grid-lines';

describe('the coordinate grid', () => {
  it('draws at most about eight lines across the view, at round steps', () => {
    expect(gridStep(0.03)).toBe(0.005);
    expect(gridStep(0.3)).toBe(0.05);
    expect(gridStep(3)).toBe(0.5);
    expect(gridStep(120)).toBe(20);
    expect(gridStep(720)).toBe(90);
  });

  it('labels a line with the digits its step needs and its hemisphere', () => {
    expect(degreesText(56.76, 0.01, 'lat')).toBe('56.76° N');
    expect(degreesText(-4.7, 0.1, 'lng')).toBe('4.7° W');
    expect(degreesText(-33.5, 0.5, 'lat')).toBe('33.5° S');
    expect(degreesText(0, 1, 'lng')).toBe('0°');
    expect(degreesText(10, 5, 'lng')).toBe('10° E');
    expect(degreesText(54, 0.05, 'lat')).toBe('54° N');
  });

  it('puts lines on the step’s multiples inside the view', () => {
    const { step, lats, lngs } = gridLines({ south: 54, west: -3.1, north: 54.3, east: -2.8 });
    expect(step).toBe(0.05);
    expect(lats).toEqual([54, 54.05, 54.1, 54.15, 54.2, 54.25, 54.3]);
    expect(lngs[0]).toBe(-3.1);
    expect(lngs.at(-1)).toBe(-2.8);
  });
});
