import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { stableBox, type Box } from './support/browser.js';

/** What the shared map shows, from the attributes it keeps on its element. */
export interface MapState {
  latitude: number;
  longitude: number;
  zoom: number;
}

export const MAP = '.map-canvas';

export async function mapState(page: Page): Promise<MapState> {
  const map = page.locator(MAP);
  const centre = (await map.getAttribute('data-centre')) ?? '';
  const zoom = Number(await map.getAttribute('data-zoom'));
  const [latitude = Number.NaN, longitude = Number.NaN] = centre.split(',').map(Number);
  return { latitude, longitude, zoom };
}

export const waitForZoom = (page: Page, zoom: number): Promise<void> =>
  expect.poll(async () => (await mapState(page)).zoom).toBe(zoom);

/** A tile request of the page: its source and z/x/y. */
export interface TileRequest {
  source: string;
  z: number;
  x: number;
  y: number;
}

const TILE = /^\/api\/tiles\/([\w-]+)\/(\d+)\/(\d+)\/(\d+)$/;

export function tileOf(request: Request): TileRequest | null {
  const match = TILE.exec(new URL(request.url()).pathname);
  if (!match) return null;
  const [, source = '', z, x, y] = match;
  return { source, z: Number(z), x: Number(x), y: Number(y) };
}

/** Every tile the page asks for from now on (workers' requests included), in order. */
export function recordTiles(page: Page): TileRequest[] {
  const tiles: TileRequest[] = [];
  page.context().on('request', (request) => {
    const tile = tileOf(request);
    if (tile) tiles.push(tile);
  });
  return tiles;
}

/** Resolves on the page's next request for a tile of `source` at zoom `z`. */
export const nextTile = (page: Page, source: string, z: number) =>
  page.waitForRequest((request) => {
    const tile = tileOf(request);
    return tile?.source === source && tile.z === z;
  });

/** The column of the zoom-z tile holding longitude `lon`, and its pixel within (0..255). */
export function tileColumn(lon: number, z: number): { x: number; pixel: number } {
  const exact = ((lon + 180) / 360) * 2 ** z;
  return { x: Math.floor(exact), pixel: (exact - Math.floor(exact)) * 256 };
}

/** The row of the zoom-z tile holding latitude `lat` (Web Mercator). */
export function tileRow(lat: number, z: number): number {
  const radians = (lat * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
  return Math.floor(y * 2 ** z);
}

/** A place's or a waypoint's marker on the map, by its accessible name. */
export const marker = (page: Page, name: string): Locator =>
  page.locator(`.map-marker[aria-label="${name}"]`);

/** Drags from the middle of a marker by (dx, dy) pixels, in small steps as a hand does. */
export async function dragMarker(page: Page, name: string, dx: number, dy: number): Promise<Box> {
  const box = await stableBox(page, marker(page, name));
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
  return box;
}
