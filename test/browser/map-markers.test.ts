import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, stableBox, visit } from './support/browser.js';
import { signedInState, signUpOncePerFile } from './support/auth.js';
import { MAP, mapState } from './map-support.js';
import type { ApiSchema } from '../../client/lib/api/schema.js';

/**
 * Markers on the shared map (client/components/map/map-marker.tsx) and fitting the map: the
 * spec's click guard in a real browser on the page's own clock (Playwright's, so the 150 ms
 * are exact and nothing sleeps), the keyboard, and invalid bounds leaving the map alone.
 */

type PlaceJson = ApiSchema<'PlaceResponseDto'>;

const withPlace = signUpOncePerFile({ givenName: 'Tam', familyName: 'Gill' });

async function placeOnce(page: Page, name: string, latitude: number, longitude: number) {
  const existing = (await (await page.request.get('/api/places')).json()) as PlaceJson[];
  const found = existing.find((place) => place.name === name);
  if (found) return found;
  const response = await page.request.post('/api/places', {
    data: { name, note: 'By the bridge', latitude, longitude, color: '#e53e3e', icon: 'camp' },
  });
  expect(response.ok(), 'POST /api/places').toBe(true);
  return (await response.json()) as PlaceJson;
}

const marker = (page: Page, name: string) => page.locator(`.map-marker[aria-label="${name}"]`);
const popups = (page: Page) => page.locator('.leaflet-popup');

async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await marker(page, name).boundingBox();
  if (!box) throw new Error(`No marker ${name}`);
  // The pin's round head, above its tip.
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.4 };
}

describe('a marker', () => {
  it('ignores a click 150 ms after a drag starts and takes one 150 ms after a drag ends', async () => {
    const page = await openPage({ storageState: withPlace() });
    await placeOnce(page, 'Camp by the burn', 54.01, -3.02);
    // The page's timers and clocks are Playwright's from the start; paused below.
    await page.clock.install();
    await visit(page, '/map', { waitFor: '.map-marker' });
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);

    // A drag that ends at once; 150 ms after it started, a click is still ignored.
    let at = await centreOf(page, 'Camp by the burn');
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 30, at.y + 20, { steps: 3 });
    await page.mouse.up();
    await page.clock.runFor(150);
    at = await centreOf(page, 'Camp by the burn');
    await page.mouse.click(at.x, at.y);
    expect(await popups(page).count()).toBe(0);

    // A drag held for 300 ms; 150 ms after it ends, a click opens the popover.
    await page.clock.runFor(1_000);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 30, at.y - 10, { steps: 3 });
    await page.clock.runFor(300);
    await page.mouse.up();
    await page.clock.runFor(99);
    at = await centreOf(page, 'Camp by the burn');
    // 99 ms after the drag ends the flag is still up.
    await page.mouse.click(at.x, at.y);
    expect(await popups(page).count()).toBe(0);
    await page.clock.runFor(51);
    await page.mouse.click(at.x, at.y);
    expect(await popups(page).count()).toBe(1);
    await page.clock.resume();
    await expect.poll(() => popups(page).innerText()).toContain('Camp by the burn');
    await checkAxe(page);
  });

  it('is a focusable button named after the place: arrows move it, Enter opens its popover', async () => {
    const page = await openPage({ storageState: withPlace() });
    const place = await placeOnce(page, 'Camp by the burn', 54.01, -3.02);
    await visit(page, '/map', { waitFor: '.map-marker' });
    const pin = marker(page, 'Camp by the burn');
    expect(await pin.getAttribute('role')).toBe('button');
    expect(await pin.getAttribute('tabindex')).toBe('0');
    await pin.focus();
    const before = await pin.boundingBox();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/places/${place.id}`,
    );
    await page.keyboard.press('ArrowRight');
    // Each press ends as a drag end: the place is saved where the marker now stands.
    const moved = (await (await saved).json()) as PlaceJson;
    expect(moved.longitude).toBeGreaterThan(place.longitude);
    expect(moved.latitude).toBeCloseTo(place.latitude, 5);
    const after = await pin.boundingBox();
    expect((after?.x ?? 0) - (before?.x ?? 0)).toBeCloseTo(10, 0);
    await page.keyboard.press('Enter');
    await expect.poll(() => popups(page).innerText()).toContain('By the bridge');
    await checkAxe(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => popups(page).count()).toBe(0);
    expect(
      await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label')`),
    ).toBe('Camp by the burn');
  });
});

describe('fitting the map', () => {
  it('fits to the places on open', async () => {
    const page = await openPage({ storageState: await signedInState() });
    await placeOnce(page, 'North', 54.2, -3.1);
    await placeOnce(page, 'South', 54.1, -3.0);
    await visit(page, '/map', { waitFor: '.map-marker' });
    const { latitude, longitude, zoom } = await mapState(page);
    expect(latitude).toBeCloseTo(54.15, 2);
    // The places are centred in the room left of the controls' column (12 + 44 px on the
    // right), so the map's centre stands a little east of theirs.
    expect(longitude).toBeGreaterThan(-3.05);
    expect(longitude).toBeLessThan(-3.0);
    expect(zoom).toBeGreaterThan(9);
    for (const name of ['North', 'South']) expect(await marker(page, name).isVisible()).toBe(true);
    const map = await stableBox(page, page.locator('.map-canvas'));
    const north = await stableBox(page, marker(page, 'North'));
    const south = await stableBox(page, marker(page, 'South'));
    const middle = (north.x + north.width / 2 + south.x + south.width / 2) / 2;
    expect(middle - map.x).toBeCloseTo((map.width - 12 - 44) / 2, -1);
  });

  it('is skipped when the bounds are invalid: the map does not move and nothing throws', async () => {
    const page = await openPage({ storageState: withPlace() });
    // A server answer no real server gives: one place outside the world.
    await page.route('**/api/places', (route) =>
      route.fulfill({
        json: [
          {
            id: 'a',
            name: 'Real',
            note: '',
            latitude: 55,
            longitude: -4,
            color: '#e53e3e',
            icon: 'camp',
          },
          {
            id: 'b',
            name: 'Nowhere',
            note: '',
            latitude: 95,
            longitude: 200,
            color: '#e53e3e',
            icon: 'camp',
          },
        ].map((place) => ({
          ...place,
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        })),
      }),
    );
    await visit(page, '/map', { waitFor: '.map-marker' });
    const { latitude, longitude, zoom } = await mapState(page);
    expect(zoom).toBe(12);
    expect(latitude).toBeCloseTo(54, 3);
    expect(longitude).toBeCloseTo(-3, 3);
    expect(await marker(page, 'Nowhere').count()).toBe(0);
    expect(await page.locator(MAP).count()).toBe(1);
  });
});
