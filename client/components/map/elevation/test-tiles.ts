import { type DecodedTile } from '@client/components/map/contours/decode-png';
import { encodeTerrariumPixels } from '@client/components/map/contours/terrarium';
import { TERRARIUM_TILE_SIZE } from '@domain/terrarium-sampling';

/*
 * Elevation tiles for the specs: a "PNG" is a Blob holding its tile's key, and the fake decoder
 * answers the Terrarium pixels of a height field over that tile (no image codec in Node).
 */

export type Field = (longitude: number, latitude: number) => number;

/** The tiles stand-in's default field (test/support/stand-ins/tiles.ts): it climbs eastwards. */
export const EASTWARD: Field = (longitude) => 1000 + (longitude + 3) * 10_000;

const longitudeOf = (z: number, column: number) =>
  (column / (TERRARIUM_TILE_SIZE * 2 ** z)) * 360 - 180;

const latitudeOf = (z: number, row: number) => {
  const n = Math.PI - (2 * Math.PI * row) / (TERRARIUM_TILE_SIZE * 2 ** z);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
};

/** Tile `z/x/y` of the field, each pixel's height taken at its centre. */
export function fieldTile(field: Field, key: string, size = TERRARIUM_TILE_SIZE): DecodedTile {
  const [z, x, y] = key.split('/').map(Number) as [number, number, number];
  const rgba = encodeTerrariumPixels(size, size, (i, j) =>
    field(longitudeOf(z, x * size + i + 0.5), latitudeOf(z, y * size + j + 0.5)),
  );
  return { size, rgba };
}

export const fakePng = (key: string): Blob => new Blob([key]);

/** Decodes fake PNGs into the field's tiles. */
export const fakeDecoder = (field: Field) => async (png: Blob) =>
  fieldTile(field, await png.text());
