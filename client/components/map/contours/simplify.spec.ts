import { describe, expect, it } from 'vitest';
import { type Point } from './clip-lines';
import { simplifyLine } from './simplify';

describe('simplifyLine', () => {
  it('keeps only the ends of a straight line', () => {
    const line = Array.from({ length: 50 }, (_, k): Point => [k * 0.5, 10 + k * 0.25]);
    expect(simplifyLine(line, 0.1)).toEqual([line[0], line[49]]);
  });

  it('keeps a corner', () => {
    const line: Point[] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
    ];
    expect(simplifyLine(line, 0.1)).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
    ]);
  });

  it('keeps every dropped point within the tolerance of the simplified line', () => {
    const circle = Array.from({ length: 401 }, (_, k): Point => {
      const angle = (k / 400) * 2 * Math.PI;
      return [128 + 100 * Math.cos(angle), 128 + 100 * Math.sin(angle)];
    });
    const simple = simplifyLine(circle, 0.25);
    expect(simple.length).toBeLessThan(100);
    expect(simple[0]).toEqual(circle[0]);
    expect(simple[simple.length - 1]).toEqual(circle[400]);
    // Each chord of the simplified ring bows at most 0.25 pixels in from the circle.
    for (let k = 1; k < simple.length; k += 1) {
      const [ax, ay] = simple[k - 1]!;
      const [bx, by] = simple[k]!;
      expect(100 - Math.hypot((ax + bx) / 2 - 128, (ay + by) / 2 - 128)).toBeLessThanOrEqual(0.25);
    }
  });

  it('leaves a line alone with no tolerance', () => {
    const line: Point[] = [
      [0, 0],
      [1, 0],
      [2, 0],
    ];
    expect(simplifyLine(line, 0)).toEqual(line);
  });
});
