import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, visit, type OpenPageOptions } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { MAP, mapState } from './map-support.js';

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
  });
});
