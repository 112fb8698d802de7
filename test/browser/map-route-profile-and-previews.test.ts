import { describe, expect, it } from 'vitest';
import { checkAxe } from './support/browser.js';
import { MAP } from './map-support.js';
import { centreOf, dot, hovered, openPart, profile, routePointOnMap } from './map-route-support.js';

/**
 * The shared route parts in a real browser, before any screen uses them, showing a route: the
 * route line and the elevation profile pointing at the same route point both ways (pointer,
 * keyboard, touch), gaps where there is no elevation, nothing left on the shared map once the
 * route is gone, and the previews. They are mounted by a test page of their own
 * (route-harness/main.js), built once per run by the suite's global setup and never part of the app.
 */

describe('a route on the map and its elevation profile', () => {
  it('point at the same route point, from the profile to the map and back', async () => {
    const page = await openPart('route');
    await page.locator('.map-route-line').waitFor();
    const start = await routePointOnMap(page, 0);
    const point30 = await routePointOnMap(page, 30);
    // The route runs east.
    expect(point30.x).toBeGreaterThan(start.x + 100);
    expect(await page.locator('.route-chart-readout').innerText()).toMatch(
      /^[\d.]+ km · [\d,]+ m$/,
    );
    await checkAxe(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => hovered(page)).toBe('none');
    expect(await dot(page).count()).toBe(0);

    // The pointer on the route line: the nearest route point, on the profile too.
    await page.mouse.move(point30.x, point30.y);
    await expect.poll(() => hovered(page)).toBe('30');
    expect(await page.locator('.route-chart-crosshair').count()).toBe(1);
    // Off the line: nothing.
    const map = await page.locator(MAP).boundingBox();
    await page.mouse.move((map?.x ?? 0) + 60, (map?.y ?? 0) + 30);
    await expect.poll(() => hovered(page)).toBe('none');

    // The pointer on the profile: the point under it, as the map's dot.
    const plot = await profile(page).boundingBox();
    if (!plot) throw new Error('No profile');
    await page.mouse.move(plot.x + plot.width - 14, plot.y + plot.height / 2);
    await expect.poll(() => hovered(page)).toBe('40');
    const end = await centreOf(dot(page));
    expect(end.x).toBeGreaterThan(point30.x);
    await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height + 60);
    await expect.poll(() => hovered(page)).toBe('none');
  });

  it('shows gaps where points have no elevation, and says so at one', async () => {
    const page = await openPart('route');
    await routePointOnMap(page, 25);
    expect(await page.locator('.route-chart-readout').innerText()).toMatch(/no elevation$/);
    expect(await page.locator('.route-chart-crosshair circle').count()).toBe(0);
    const line = (await page.locator('.route-chart-line').getAttribute('d')) ?? '';
    expect(line.match(/M/g)).toHaveLength(2);
  });

  it('fits a 390 px phone, and a tap on the line picks its point', async () => {
    const page = await openPart('route', { width: 390, height: 844, hasTouch: true });
    const plot = await profile(page).boundingBox();
    const svg = await page.locator('.route-chart-svg').boundingBox();
    expect(plot?.width).toBeLessThanOrEqual(390);
    expect(svg?.width).toBeCloseTo(plot?.width ?? 0, 0);
    const point30 = await routePointOnMap(page, 30);
    await page.keyboard.press('Escape');
    await expect.poll(() => hovered(page)).toBe('none');
    await page.touchscreen.tap(point30.x, point30.y);
    await expect.poll(() => hovered(page)).toBe('30');
    // A tap elsewhere on the map lets it go.
    const map = await page.locator(MAP).boundingBox();
    await page.touchscreen.tap((map?.x ?? 0) + 40, (map?.y ?? 0) + 40);
    await expect.poll(() => hovered(page)).toBe('none');
    await checkAxe(page);
  });

  it('leaves nothing on the shared map when it goes', async () => {
    const page = await openPart('route');
    await routePointOnMap(page, 10);
    const drawn = page.locator(
      '.map-route-line, .map-route-casing, .map-route-hit, .map-hover-point',
    );
    expect(await drawn.count()).toBe(4);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('region', { name: 'Bare map' }).waitFor();
    expect(await drawn.count()).toBe(0);
    await checkAxe(page);
  });
});

describe('route previews', () => {
  it('are named pictures of the outline, and a quiet square without a route', async () => {
    const page = await openPart('preview');
    const pictures = page.getByRole('img');
    expect(await pictures.count()).toBe(3);
    expect(await page.getByRole('img', { name: 'Route of Cairngorm loop' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'No route' }).count()).toBe(1);
    expect(await page.locator('.route-preview-line').count()).toBe(2);
    expect(await page.locator('.route-preview canvas, .leaflet-container').count()).toBe(0);
  });
});
