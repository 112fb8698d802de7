import { describe, expect, it } from 'vitest';
import { contourLevels, type ContourLine, isolines } from './isolines';
import { type ContourLabel } from './labels';
import { stitchGrid, type TileId } from './stitch';
import { cone, neighbourGrids, tileGrid, type WorldHeight } from './synthetic-terrain';

const pointsOf = ({ points }: ContourLine): [number, number][] =>
  Array.from({ length: points.length / 2 }, (_, k) => [points[2 * k]!, points[2 * k + 1]!]);

const ends = (line: ContourLine): [[number, number], [number, number]] => {
  const points = pointsOf(line);
  return [points[0]!, points[points.length - 1]!];
};

/** The contours of one tile of a made-up world, stitched with its neighbours. */
function tileContours(world: WorldHeight, tile: TileId, minor: number, major: number) {
  const grid = stitchGrid(tileGrid(world, tile), neighbourGrids(world, tile), 1);
  return isolines(grid, 1, { minor, major });
}

describe('contourLevels', () => {
  it('lists the multiples of the interval between the lowest and highest heights', () => {
    expect(contourLevels(120, 480, 100)).toEqual([200, 300, 400]);
    expect(contourLevels(100, 300, 100)).toEqual([100, 200, 300]);
  });

  it('leaves out sea level and the sea floor', () => {
    expect(contourLevels(-250, 120, 50)).toEqual([50, 100]);
    expect(contourLevels(-250, -10, 50)).toEqual([]);
  });
});

describe('isolines', () => {
  it('draws a plane rising 1 m a pixel eastwards as straight north-south lines', () => {
    // Pixel column i of tile 10 holds 100.25 + i m (its centre is at x = i + 0.5).
    const plane: WorldHeight = (X) => 100.25 + (X - 2560);
    const { lines } = tileContours(plane, { z: 13, x: 10, y: 7 }, 50, 200);
    // Heights run from 100.25 to 355.25 m across the tile (99.25 to 356.25 with the border).
    expect(lines.map(({ level }) => level)).toEqual([100, 150, 200, 250, 300, 350]);
    expect(lines.map(({ major }) => major)).toEqual([false, false, true, false, false, false]);
    for (const line of lines) {
      // The height reaches the level at i = level - 100.25, whose centre is half a pixel on.
      const x = line.level - 100.25 + 0.5;
      const points = pointsOf(line);
      for (const [px] of points) expect(px).toBeCloseTo(x, 4);
      const ys = points.map(([, py]) => py);
      // Cut to the tile: from its top edge to its bottom edge, no further.
      expect(Math.min(...ys)).toBe(0);
      expect(Math.max(...ys)).toBe(256);
    }
  });

  it('draws a cone as circles of the right radius, closed where they fit in the tile', () => {
    // Peak 1000 m at the tile's centre, falling 4 m a pixel: level L lies (1000 - L) / 4 out.
    const peak = cone(10 * 256 + 128, 7 * 256 + 128, 1000, 4);
    const { lines } = tileContours(peak, { z: 13, x: 10, y: 7 }, 100, 500);
    // 300 and 400 m (175 and 150 pixels out) only cross the tile's four corners.
    expect(lines.map(({ level }) => level)).toEqual([
      300, 300, 300, 300, 400, 400, 400, 400, 500, 600, 700, 800, 900,
    ]);
    for (const line of lines) {
      const points = pointsOf(line);
      const radius = (1000 - line.level) / 4;
      for (const [x, y] of points) expect(Math.hypot(x - 128, y - 128)).toBeCloseTo(radius, 0);
      const [first, last] = ends(line);
      if (line.level >= 500) expect(last).toEqual(first);
      // Simplified, but still round: the middle of every chord is within half a pixel too.
      for (let k = 1; k < points.length; k += 1) {
        const [ax, ay] = points[k - 1]!;
        const [bx, by] = points[k]!;
        expect(Math.hypot((ax + bx) / 2 - 128, (ay + by) / 2 - 128)).toBeCloseTo(radius, 0);
      }
    }
  });

  it('keeps lines in the tile, ending on its edges', () => {
    const peak = cone(10 * 256 + 40, 7 * 256 + 250, 1200, 3);
    const { lines } = tileContours(peak, { z: 13, x: 10, y: 7 }, 100, 500);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const [x, y] of pointsOf(line)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(256);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(256);
      }
      const [first, last] = ends(line);
      if (first[0] === last[0] && first[1] === last[1]) continue;
      for (const [x, y] of [first, last]) {
        expect(Math.min(x, y, 256 - x, 256 - y)).toBeCloseTo(0, 6);
      }
    }
  });

  it('labels major lines halfway along, turned with the line, in metres', () => {
    const plane: WorldHeight = (X) => 100.25 + (X - 2560);
    const { labels } = tileContours(plane, { z: 13, x: 10, y: 7 }, 50, 200);
    expect(labels).toHaveLength(1);
    const [label] = labels;
    expect(label!.level).toBe(200);
    expect(label!.x).toBeCloseTo(100.25, 3);
    expect(label!.y).toBeCloseTo(128, 3);
    expect(Math.abs(label!.angle)).toBeCloseTo(90, 3);
  });

  it('labels a sloping line along its slope, upright', () => {
    // Heights rise south-east, so the lines run from north-east to south-west.
    const slope: WorldHeight = (X, Y) => X - 2560 + (Y - 1792);
    const { labels } = tileContours(slope, { z: 13, x: 10, y: 7 }, 100, 200);
    expect(labels.map(({ level }) => level)).toEqual([200, 400]);
    for (const label of labels) {
      expect(label.angle).toBeCloseTo(-45, 3);
      // Halfway along the line x + y = level: the line's centre.
      expect(label.x + label.y).toBeCloseTo(label.level + 1, 3);
    }
  });

  it('labels a ring that grazes the tile’s edge where it is clear of the edge', () => {
    // The 500 m ring, 125 pixels out, passes 3 pixels from each edge of the tile.
    const peak = cone(10 * 256 + 128, 7 * 256 + 128, 1000, 4);
    const { labels } = tileContours(peak, { z: 13, x: 10, y: 7 }, 100, 500);
    expect(labels).toHaveLength(1);
    const [{ level, x, y, angle }] = labels as [ContourLabel];
    expect(level).toBe(500);
    expect(Math.hypot(x - 128, y - 128)).toBeCloseTo(125, 0);
    expect(Math.min(x, y, 256 - x, 256 - y)).toBeGreaterThanOrEqual(12);
    // Along the ring: at right angles to the radius (within the ring's few degrees of facets).
    const radial = (Math.atan2(y - 128, x - 128) * 180) / Math.PI;
    const between = Math.abs((((angle - radial) % 180) + 180) % 180);
    expect(between).toBeGreaterThan(85);
    expect(between).toBeLessThan(95);
  });

  it('gives no labels to short lines', () => {
    const knoll = cone(10 * 256 + 128, 7 * 256 + 128, 510, 10);
    const { lines, labels } = tileContours(knoll, { z: 13, x: 10, y: 7 }, 100, 500);
    expect(lines.find(({ level }) => level === 500)).toBeDefined();
    expect(labels).toEqual([]);
  });
});

describe('isolines across tile seams', () => {
  /** Every end of `a`'s lines on its east edge meets an end of `b`'s lines on its west edge. */
  function expectSeamClosed(a: ContourLine[], b: ContourLine[]) {
    const eastEnds = a.flatMap((line) =>
      ends(line)
        .filter(([x]) => Math.abs(x - 256) < 1e-9)
        .map(([, y]) => ({ level: line.level, y })),
    );
    const westEnds = b.flatMap((line) =>
      ends(line)
        .filter(([x]) => Math.abs(x) < 1e-9)
        .map(([, y]) => ({ level: line.level, y })),
    );
    expect(eastEnds.length).toBeGreaterThan(0);
    expect(westEnds).toHaveLength(eastEnds.length);
    const byPlace = (p: { level: number; y: number }, q: { level: number; y: number }) =>
      p.level - q.level || p.y - q.y;
    eastEnds.sort(byPlace);
    westEnds.sort(byPlace);
    eastEnds.forEach((end, k) => {
      expect(westEnds[k]!.level).toBe(end.level);
      expect(westEnds[k]!.y).toBeCloseTo(end.y, 4);
    });
  }

  it('joins the lines of a tilted plane where two tiles meet', () => {
    const plane: WorldHeight = (X, Y) => 0.37 * X + 0.91 * Y - 2000;
    const west = tileContours(plane, { z: 13, x: 10, y: 7 }, 20, 100).lines;
    const east = tileContours(plane, { z: 13, x: 11, y: 7 }, 20, 100).lines;
    expectSeamClosed(west, east);
  });

  it('joins the rings of a cone standing on the seam', () => {
    const peak = cone(11 * 256 + 0.3, 7 * 256 + 100, 900, 3.3);
    const west = tileContours(peak, { z: 13, x: 10, y: 7 }, 50, 200).lines;
    const east = tileContours(peak, { z: 13, x: 11, y: 7 }, 50, 200).lines;
    expectSeamClosed(west, east);
  });

  it('leaves a gap at the seam without the neighbours’ edges', () => {
    const peak = cone(11 * 256 + 0.3, 7 * 256 + 100, 900, 3.3);
    const alone = (tile: TileId) =>
      isolines(stitchGrid(tileGrid(peak, tile), {}, 1), 1, { minor: 50, major: 200 }).lines;
    expect(() =>
      expectSeamClosed(alone({ z: 13, x: 10, y: 7 }), alone({ z: 13, x: 11, y: 7 })),
    ).toThrow();
  });
});
