import { describe, expect, it } from 'vitest';
import { type ContourRequest, contoursForTile, transferablesOf } from './contour-job';
import { type ContourLine } from './isolines';
import { elevationTileFor, type Neighbours, neighbourTiles, type TileId } from './stitch';
import { cone, type WorldHeight } from './synthetic-terrain';
import { encodeTerrariumPixels } from './terrarium';

const SIZE = 256;

/** Heights for the world at zoom 13, in zoom-13 pixels. */
const peak: WorldHeight = cone(4001 * SIZE + 3.7, 2600 * SIZE + 90, 1400, 2.2);

const pixelsOf = (world: WorldHeight, { x, y }: TileId) =>
  encodeTerrariumPixels(SIZE, SIZE, (i, j) => world(x * SIZE + i, y * SIZE + j));

/** What the map would send for tile z/x/y: its elevation tile and that tile's neighbours. */
function requestFor(world: WorldHeight, z: number, x: number, y: number): ContourRequest {
  const { tile } = elevationTileFor(z, x, y);
  const neighbours: Neighbours<Uint8ClampedArray> = {};
  for (const [direction, around] of Object.entries(neighbourTiles(tile))) {
    neighbours[direction as keyof typeof neighbours] = pixelsOf(world, around);
  }
  return { id: 1, z, x, y, size: SIZE, centre: pixelsOf(world, tile), neighbours };
}

const westEdgeEnds = (lines: ContourLine[], edge: number) =>
  lines
    .flatMap(({ level, points }) => [
      { level, x: points[0]!, y: points[1]! },
      { level, x: points[points.length - 2]!, y: points[points.length - 1]! },
    ])
    .filter(({ x }) => Math.abs(x - edge) < 1e-9)
    .map(({ level, y }) => `${level}@${y.toFixed(3)}`)
    .sort();

describe('contoursForTile', () => {
  it('traces a Terrarium tile at zoom 13 at its levels', () => {
    const { lines, labels } = contoursForTile(requestFor(peak, 13, 4001, 2600));
    // From about 736 m in the far corner, 302 pixels from the peak, up to the 1400 m peak.
    expect(new Set(lines.map(({ level }) => level))).toEqual(
      new Set([800, 900, 1000, 1100, 1200, 1300]),
    );
    expect(labels.map(({ level }) => level)).toContain(1000);
    const thousand = lines.find(({ level }) => level === 1000)!;
    // 1000 m lies (1400 - 1000) / 2.2 pixels from the peak.
    for (let k = 0; k < thousand.points.length; k += 2) {
      const r = Math.hypot(thousand.points[k]! - 3.7, thousand.points[k + 1]! - 90);
      expect(r).toBeCloseTo(400 / 2.2, 0);
    }
  });

  it('over-zooms beyond zoom 13: a zoom-15 tile draws its quarter of the zoom-13 tile, 4 times larger', () => {
    // Zoom 15 tile (16004, 10400) is column 0, row 0 of 13/4001/2600; its pixels are 4 times smaller.
    const { lines } = contoursForTile(requestFor(peak, 15, 16004, 10400));
    const line = lines.find(({ level }) => level === 1300)!;
    expect(line.major).toBe(true);
    for (let k = 0; k < line.points.length; k += 2) {
      const r = Math.hypot(line.points[k]! / 4 - 3.7, line.points[k + 1]! / 4 - 90);
      expect(r).toBeCloseTo(100 / 2.2, 0);
    }
  });

  it('joins over-zoomed lines across the seam between two zoom-13 tiles', () => {
    // Zoom 16: column 7 of 13/4000/2600 meets column 0 of 13/4001/2600.
    const west = contoursForTile(requestFor(peak, 16, 4000 * 8 + 7, 2600 * 8 + 1));
    const east = contoursForTile(requestFor(peak, 16, 4001 * 8, 2600 * 8 + 1));
    const eastEdge = westEdgeEnds(west.lines, SIZE);
    expect(eastEdge.length).toBeGreaterThan(0);
    expect(westEdgeEnds(east.lines, 0)).toEqual(eastEdge);
  });

  it('joins over-zoomed lines between two squares of one zoom-13 tile', () => {
    const west = contoursForTile(requestFor(peak, 14, 4001 * 2, 2600 * 2));
    const east = contoursForTile(requestFor(peak, 14, 4001 * 2 + 1, 2600 * 2));
    const eastEdge = westEdgeEnds(west.lines, SIZE);
    expect(eastEdge.length).toBeGreaterThan(0);
    expect(westEdgeEnds(east.lines, 0)).toEqual(eastEdge);
  });

  it('draws nothing above zoom 16', () => {
    expect(contoursForTile(requestFor(peak, 17, 4001 * 16, 2600 * 16))).toEqual({
      lines: [],
      labels: [],
    });
  });

  it('hands over every line’s points without copying', () => {
    const contours = contoursForTile(requestFor(peak, 13, 4001, 2600));
    const buffers = transferablesOf(contours);
    expect(buffers).toHaveLength(contours.lines.length);
    expect(buffers[0]).toBe(contours.lines[0]!.points.buffer);
  });

  it('refuses pixels of the wrong size', () => {
    const request = { ...requestFor(peak, 13, 4001, 2600), size: 512 };
    expect(() => contoursForTile(request)).toThrow(RangeError);
  });
});
