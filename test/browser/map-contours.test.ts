import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertClean, checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { MAP, recordTiles, tileColumn, waitForZoom } from './map-support.js';

/**
 * Contour lines on the shared map, traced in the browser's contour worker from the elevation
 * tiles the stand-in serves: its default height field is a plane rising eastwards, 1000 m at
 * longitude -3 plus 10,000 m a degree east, so every contour is a north-south line whose
 * longitude is known (the 1000 m line runs through the default centre).
 */
const account = signUpOncePerFile({ givenName: 'Ewan', familyName: 'Crag' });

async function openWithContours(page: Page): Promise<void> {
  await visit(page, '/map', { waitFor: MAP });
  const contours = page.getByRole('button', { name: 'Contour lines' });
  if ((await contours.getAttribute('aria-pressed')) !== 'true') await contours.click();
  expect(await contours.getAttribute('aria-pressed')).toBe('true');
}

async function zoomTo(page: Page, zoom: number): Promise<void> {
  const current = Number(await page.locator(MAP).getAttribute('data-zoom'));
  const button = page.getByRole('button', { name: zoom > current ? 'Zoom in' : 'Zoom out' });
  for (let step = current; step !== zoom; step += zoom > current ? 1 : -1) {
    await button.click();
    await waitForZoom(page, step + (zoom > current ? 1 : -1));
  }
}

/** Pixels of the contour canvases drawn on (alpha above 0). */
const DRAWN_PIXELS = `[...document.querySelectorAll('.map-contour-tile canvas')].reduce((sum, canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let drawn = 0;
  for (let k = 3; k < data.length; k += 4) if (data[k] > 0) drawn += 1;
  return sum + drawn;
}, 0)`;

/** Contour tiles shown, and none still being traced. */
const SETTLED = `document.querySelectorAll('.map-contour-tile.leaflet-tile-loaded').length > 0 &&
  document.querySelectorAll('.map-contour-tile:not(.leaflet-tile-loaded)').length === 0`;

const contourTiles = (page: Page) => page.locator('.map-contours .map-contour-tile');

describe('contour lines', () => {
  it('are drawn at zoom 13, the 1000 m line labelled where the plane puts it', async () => {
    const page = await openPage({ storageState: account() });
    const tiles = recordTiles(page);
    await openWithContours(page);
    await zoomTo(page, 13);
    const label = page.locator('.map-contour-label:visible', { hasText: /^1000 m$/ }).first();
    await label.waitFor();
    expect(await page.evaluate<number>(DRAWN_PIXELS)).toBeGreaterThan(500);
    // The 1000 m line is at longitude -3: the map's centre, halfway across it. Until zoom 13's
    // tiles are all in, zoom 12's (and their labels) may still be shown, then taken away.
    const map = await page.locator(MAP).boundingBox();
    if (!map) throw new Error('No map');
    const placed = async () => {
      const box = await label.boundingBox({ timeout: 1_000 }).catch(() => null);
      return box && { offCentre: Math.abs(box.x + box.width / 2 - (map.x + map.width / 2)), box };
    };
    await expect.poll(async () => (await placed())?.offCentre ?? Infinity).toBeLessThan(3);
    const box = (await placed())?.box;
    if (!box) throw new Error('The label went away');
    // North-south lines: the label reads up the page (turned a quarter either way).
    expect(box.height).toBeGreaterThan(box.width);
    // Its elevation tile, and the attribution of the elevation source with the contours on.
    const { x } = tileColumn(-3, 13);
    expect(tiles).toContainEqual(expect.objectContaining({ source: 'elevation', z: 13, x }));
    expect(await page.locator('.leaflet-control-attribution').innerText()).toContain('Mapzen');
    await checkAxe(page);
  }, 120_000);

  it('ask for elevation tiles no deeper than zoom 13 from zoom 11 to 17, and hide above 16', async () => {
    const page = await openPage({ storageState: account() });
    const tiles = recordTiles(page);
    await openWithContours(page);
    await zoomTo(page, 11);
    await expect.poll(() => page.evaluate<number>(DRAWN_PIXELS)).toBeGreaterThan(0);
    for (let zoom = 12; zoom <= 16; zoom += 1) {
      await zoomTo(page, zoom);
      // Drawn at every zoom up to 16 (from zoom 13's tiles, over-zoomed, past 13).
      await expect.poll(() => page.evaluate<boolean>(SETTLED)).toBe(true);
    }
    await zoomTo(page, 17);
    await expect.poll(() => contourTiles(page).count()).toBe(0);
    const elevation = tiles.filter(({ source }) => source === 'elevation');
    expect(elevation.length).toBeGreaterThan(0);
    expect(Math.max(...elevation.map(({ z }) => z))).toBe(13);
    // Only base tiles go deeper.
    expect(tiles.some(({ source, z }) => source === 'standard' && z === 17)).toBe(true);
    await checkAxe(page);
    // Every request the page made went to its own origin (the harness aborts any other).
    assertClean(page);
  }, 240_000);
});
