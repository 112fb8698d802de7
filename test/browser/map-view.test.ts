import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit, type OpenPageOptions } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { MAP, mapState, nextTile, recordTiles, tileColumn, tileRow } from './map-support.js';

/**
 * The shared map on /map (client/components/map): the default view, the controls, the style
 * switch, the one map element kept across screens. The account of this file has no places, so
 * the map opens where the spec says. Tiles come from the stand-in tile server through the
 * app's own /api/tiles.
 */
const noPlaces = signUpOncePerFile({ givenName: 'Mara', familyName: 'Fell' });

async function openMapPage(options: OpenPageOptions = {}): Promise<Page> {
  const page = await openPage({ ...options, storageState: noPlaces() });
  await visit(page, '/map', { waitFor: MAP });
  return page;
}

describe('the map', () => {
  it('opens at longitude -3, latitude 54, zoom 12 with no places, with labelled controls', async () => {
    const page = await openMapPage();
    // Leaflet places the centre on a whole pixel: within half a pixel (about 20 m) of it.
    const state = await mapState(page);
    expect(state.zoom).toBe(12);
    expect(state.latitude).toBeCloseTo(54, 3);
    expect(state.longitude).toBeCloseTo(-3, 3);
    const region = page.getByRole('region', { name: 'Map of your places' });
    for (const name of ['Satellite', 'Contour lines', 'Show my location', 'Zoom in', 'Zoom out']) {
      expect(await region.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    }
    // Leaflet's scale bar, metric.
    expect(await page.locator('.leaflet-control-scale-line').innerText()).toMatch(/\d+ k?m/);
    // The standard map's tiles at zoom 12 round the default centre, through the app's origin.
    const attribution = page.locator('.leaflet-control-attribution');
    await expect.poll(() => attribution.innerText()).toContain('OpenStreetMap contributors');
    expect(
      await attribution.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/copyright');
    const column = tileColumn(-3, 12).x;
    await expect
      .poll(() =>
        page.evaluate<string[]>(
          `[...document.querySelectorAll('.map-base-standard img.leaflet-tile-loaded')].map((image) => image.getAttribute('src'))`,
        ),
      )
      .toContain(`/api/tiles/standard/12/${column}/${tileRow(54, 12)}`);
    // Each tile says it is drawn at its own density (the tile servers have no sharper ones).
    const densities = await page.evaluate<[string | null, string | null][]>(
      `[...document.querySelectorAll('.map-base-standard img.leaflet-tile')].map((image) => [image.getAttribute('src'), image.getAttribute('srcset')])`,
    );
    expect(densities.length).toBeGreaterThan(0);
    for (const [src, srcset] of densities) expect(srcset).toBe(`${src ?? ''} 1x`);
  });

  it('switches to satellite: the tile requests change source, and the choice is remembered', async () => {
    const page = await openMapPage();
    const satellite = page.getByRole('button', { name: 'Satellite', exact: true });
    expect(await satellite.getAttribute('aria-pressed')).toBe('false');
    const tiles = recordTiles(page);
    // The standard tiles taken away, to see where each is left pointing.
    await page.evaluate(`(() => {
      window.removedTiles = [];
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.removedNodes)
            if (node instanceof HTMLImageElement && node.classList.contains('leaflet-tile'))
              window.removedTiles.push(node);
      }).observe(document.querySelector('.map-base-standard'), { childList: true, subtree: true });
    })()`);
    const first = nextTile(page, 'satellite', 12);
    await satellite.click();
    await first;
    expect(await satellite.getAttribute('aria-pressed')).toBe('true');
    // Each points at Leaflet's empty image, so none goes on loading: not at its tile, which a
    // srcset left in place would keep it on.
    await expect
      .poll(() =>
        page.evaluate<string[]>(
          `[...new Set(window.removedTiles.map((tile) => tile.currentSrc.slice(0, 14)))]`,
        ),
      )
      .toEqual(['data:image/gif']);
    await expect
      .poll(() => page.locator('.leaflet-control-attribution').innerText())
      .toContain('Esri');
    expect(await page.locator('.map-base-standard').count()).toBe(0);
    await checkAxe(page);
    // Every tile asked for after the switch is a satellite one.
    expect(new Set(tiles.map(({ source }) => source))).toEqual(new Set(['satellite']));

    const again = nextTile(page, 'satellite', 12);
    await page.reload();
    await again;
    await page.locator(MAP).waitFor();
    expect(await satellite.getAttribute('aria-pressed')).toBe('true');
    await satellite.click();
    await page.locator('.map-base-standard').waitFor({ state: 'attached' });
    expect(await satellite.getAttribute('aria-pressed')).toBe('false');
  });

  it('is the same map element, with the same tiles, after going to another screen and back', async () => {
    const page = await openMapPage();
    await page.locator('.map-base-standard img.leaflet-tile-loaded').first().waitFor();
    await page.evaluate(`(() => {
      document.querySelector('${MAP}').packtrailTag = 'the one map';
      document.querySelector('.map-base-standard img.leaflet-tile-loaded').packtrailTag = 'a warm tile';
    })()`);
    const header = page.getByRole('navigation', { name: 'Areas' });
    await header.getByRole('link', { name: 'Gear', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Gear' }).waitFor();
    expect(await page.locator(MAP).count()).toBe(0);
    await checkAxe(page);
    await header.getByRole('link', { name: 'Map', exact: true }).click();
    await page.locator(MAP).waitFor();
    expect(await page.evaluate<string>(`document.querySelector('${MAP}').packtrailTag`)).toBe(
      'the one map',
    );
    expect(
      await page.evaluate<number>(
        `[...document.querySelectorAll('.map-base-standard img')].filter((image) => image.packtrailTag === 'a warm tile').length`,
      ),
    ).toBe(1);
    // Still where it was, in its new box.
    const { latitude, longitude, zoom } = await mapState(page);
    expect([latitude, longitude, zoom].map((value) => Math.round(value * 100) / 100)).toEqual([
      54, -3, 12,
    ]);
    expect((await page.locator(MAP).boundingBox())?.height).toBeGreaterThan(400);
  });

  it('says why when its tiles cannot load, on a grid of latitude and longitude, until they load', async () => {
    const page = await openPage({ storageState: noPlaces() });
    const TILES = '**/api/tiles/*/**';
    await page.route(TILES, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          code: 'TILE_UNAVAILABLE',
          message:
            'The OpenStreetMap map tiles are unavailable: the tile server could not be reached',
        }),
      }),
    );
    await page.goto('/map');
    const trouble = page.locator('.map-trouble');
    await expect
      .poll(() => trouble.innerText())
      .toContain('The map’s tile server cannot be reached');
    expect(await trouble.innerText()).toContain('the tile server could not be reached');
    expect(await trouble.innerText()).toContain('“Map tiles” in its README');
    expect(await page.locator('.map-grid-line').count()).toBeGreaterThan(4);
    expect(await page.locator('.map-grid-label').allInnerTexts()).toContain('54° N');
    const scale = page.locator('.leaflet-control-scale-line');
    expect(await scale.isVisible()).toBe(true);
    // No halo: Leaflet's white one doubled the light text of the dark theme.
    expect(
      await page.evaluate<string>(
        `getComputedStyle(document.querySelector('.leaflet-control-scale-line')).textShadow`,
      ),
    ).toBe('none');
    await checkAxe(page);

    // The tile server answers again: the next tile that loads takes the notice and the grid away.
    await page.unroute(TILES);
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect.poll(() => page.locator('.map-grid-line').count()).toBe(0);
    expect(await trouble.innerText()).toBe('');
  });

  it('asks for no tile of a tile server the server knows fails, says why at once, and tries again when told', async () => {
    const page = await openPage({ storageState: noPlaces() });
    const tiles = recordTiles(page);
    const message = 'The Standard map tiles are unavailable: the tile server could not be reached';
    // The server's list of sources, as it answers when the tile server fails lately.
    await page.route('**/api/tiles', async (route) => {
      const response = await route.fetch();
      const sources = (await response.json()) as { id: string; trouble: unknown }[];
      await route.fulfill({
        response,
        json: sources.map((source) =>
          source.id === 'standard'
            ? { ...source, trouble: { status: 502, message, retryAfterSeconds: 1 } }
            : source,
        ),
      });
    });
    await page.goto('/map');
    const trouble = page.locator('.map-trouble');
    await expect
      .poll(() => trouble.innerText())
      .toContain('The map’s tile server cannot be reached');
    expect(await trouble.innerText()).toContain(message);
    expect(await page.locator('.map-grid-line').count()).toBeGreaterThan(4);
    await checkAxe(page);
    expect(tiles.filter(({ source }) => source === 'standard')).toEqual([]);

    // The next list (a second on) has no trouble: the tiles come, the notice goes.
    await page.unroute('**/api/tiles');
    await page.locator('.map-base-standard img.leaflet-tile-loaded').first().waitFor();
    await expect.poll(() => trouble.innerText()).toBe('');
  });

  it('says so when the browser will not tell where the user is', async () => {
    const page = await openMapPage();
    // No permission granted: Chromium refuses the page's request for the position.
    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect
      .poll(() => page.locator('.map-status').innerText())
      .toContain('Location is blocked for this site');
    await checkAxe(page);
  });

  it('keeps its controls within a thumb’s reach on a phone, above the bottom navigation', async () => {
    const page = await openMapPage({ width: 390, height: 844 });
    const nav = await page.locator('nav.bottom-nav').boundingBox();
    const zoomOut = await page.getByRole('button', { name: 'Zoom out' }).boundingBox();
    const satellite = await page.getByRole('button', { name: 'Satellite' }).boundingBox();
    if (!nav || !zoomOut || !satellite) throw new Error('A control or the navigation is missing');
    // Bottom right, above the navigation, in the lower part of the screen.
    expect(zoomOut.y + zoomOut.height).toBeLessThanOrEqual(nav.y);
    expect(zoomOut.x + zoomOut.width).toBeGreaterThan(390 - 24);
    expect(satellite.y).toBeGreaterThan(844 / 2);
  });
});
