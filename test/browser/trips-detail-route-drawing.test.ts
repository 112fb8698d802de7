import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, stableBox, visit } from './support/browser.js';
import {
  answered,
  eastwardRoute,
  readTrip,
  seedRoute,
  seedTrip,
  TRIPS,
  type RoutePointJson,
} from './trips-support.js';
import { DEFAULT_ELEVATION } from '@test/support/stand-ins/tiles.js';
import { openSignedIn } from './trips-detail-support.js';

/** The climb the drawing bar shows ("3 points · 1.2 km · 250 m climb"), in metres. */
function climbOf(figures: string): number {
  const match = /· ([\d,]+) m climb$/.exec(figures);
  if (!match?.[1]) throw new Error(`No climb in "${figures}"`);
  return Number(match[1].replaceAll(',', ''));
}

/**
 * A trip's page, drawing its route: a route drawn on the map with its figures following, climb
 * included (heights read from the tiles stand-in's elevation tiles in the page, before saving),
 * with undo; and a long track opened as a simplified copy, saved unchanged with every point.
 * Each test signs up its own account.
 */

describe('a trip’s page', { timeout: 120_000 }, () => {
  it('draws a route on the map, its distance and climb following before it is saved, with undo', async () => {
    const page = await openSignedIn();
    const trip = await seedTrip(page.request, {
      name: 'Drawn walk',
      startDate: '2026-07-10',
      latitude: 54.5,
      longitude: -3.05,
    });
    await visit(page, `/trips/${trip.id}`, { waitFor: '.trip-profile-empty' });
    await page.getByRole('button', { name: 'Draw a route' }).click();
    const bar = page.getByRole('group', { name: 'Drawing the route' });
    await bar.waitFor();
    const map = await stableBox(page, page.getByRole('region', { name: 'Map of Drawn walk' }));
    const figures = bar.locator('.trip-map-bar-figures');
    const climb = async () => climbOf(await figures.innerText());
    const click = (x: number, y: number) =>
      page.mouse.click(map.x + map.width * x, map.y + map.height * y);

    // Eastwards, where the tiles stand-in's ground climbs 100 m every 0.01°: the heights are
    // read in the page as the points go down, so the climb counts before anything is saved.
    await click(0.3, 0.6);
    await click(0.5, 0.55);
    await expect.poll(() => figures.innerText()).toMatch(/^2 points · [\d.]+ (km|m)/);
    await expect.poll(climb).toBeGreaterThan(0);
    const twoClimb = await climb();
    // The profile under the map has the heights too.
    await page.locator('.trip-profile .route-chart-plot').waitFor();
    await click(0.7, 0.6);
    await expect.poll(() => figures.innerText()).toMatch(/^3 points/);
    await expect.poll(climb).toBeGreaterThan(twoClimb + 10);
    const threeClimb = await climb();
    const three = await figures.innerText();

    // The last point dragged further east: it is read again where it lands.
    const last = page.locator('.map-route-vertex[aria-label="Route point 3 of 3"]');
    const handle = await stableBox(page, last);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 40, handle.y + handle.height / 2, {
      steps: 5,
    });
    await page.mouse.move(handle.x + handle.width / 2 + 80, handle.y + handle.height / 2, {
      steps: 5,
    });
    await page.mouse.up();
    await expect.poll(climb).toBeGreaterThan(threeClimb + 10);

    // Heights that came in later took no steps: two undos go back past the move and the third
    // point, to the first two points' figures.
    await bar.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => figures.innerText()).toBe(three);
    await bar.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => figures.innerText()).toMatch(/^2 points/);
    expect(await climb()).toBe(twoClimb);
    await checkAxe(page);

    const put = answered(page, 'PUT', `${TRIPS}/${trip.id}/route`);
    await bar.getByRole('button', { name: 'Save route' }).click();
    const response = await put;
    expect(response.status()).toBe(200);
    // The points went to the server with the heights the page read: the ground's, there.
    const sent = (response.request().postDataJSON() as { points: RoutePointJson[] }).points;
    expect(sent).toHaveLength(2);
    for (const [, longitude, elevation] of sent) {
      expect(elevation).not.toBeNull();
      expect(Math.abs((elevation ?? 0) - DEFAULT_ELEVATION(longitude))).toBeLessThan(1);
    }
    const [[, west], [, east]] = sent as [RoutePointJson, RoutePointJson];
    expect(Math.abs(twoClimb - (DEFAULT_ELEVATION(east) - DEFAULT_ELEVATION(west)))).toBeLessThan(
      2,
    );
    await shownToast(page, 'Route saved');
    await bar.waitFor({ state: 'detached' });
    expect((await readTrip(page.request, trip.id)).route?.points).toHaveLength(2);

    // Cancel with nothing changed just closes; with a point drawn it asks first.
    const edit = page.getByRole('button', { name: 'Edit the route' });
    await edit.click();
    await bar.getByRole('button', { name: 'Cancel' }).click();
    await bar.waitFor({ state: 'detached' });
    await edit.click();
    await click(0.7, 0.6);
    await expect.poll(() => figures.innerText()).toMatch(/^3 points/);
    await bar.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes to the route?' });
    await discard.waitFor();
    await checkAxe(page);
    await discard.getByRole('button', { name: 'Keep drawing' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await figures.innerText()).toMatch(/^3 points/);
    await bar.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await bar.waitFor({ state: 'detached' });
    expect((await readTrip(page.request, trip.id)).route?.points).toHaveLength(2);

    // Another map mode asks the same before it takes the map from a drawing with changes.
    await edit.click();
    await click(0.7, 0.6);
    await expect.poll(() => figures.innerText()).toMatch(/^3 points/);
    const addWaypoint = page.getByRole('button', { name: 'Add on the map' });
    await addWaypoint.click();
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep drawing' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await figures.innerText()).toMatch(/^3 points/);
    await addWaypoint.click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Adding waypoints' }).waitFor();
    expect(await addWaypoint.getAttribute('aria-pressed')).toBe('true');
    expect((await readTrip(page.request, trip.id)).route?.points).toHaveLength(2);
  });
  it('opens a long track as a simplified copy, and saving it unchanged keeps every point', async () => {
    const page = await openSignedIn();
    const trip = await seedTrip(page.request, { name: 'Long track', startDate: '2026-07-10' });
    await seedRoute(page.request, trip.id, eastwardRoute(600));
    await visit(page, `/trips/${trip.id}`, { waitFor: '.trip-profile .route-chart-plot' });
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    await page.getByRole('button', { name: 'Edit the route' }).click();
    const bar = page.getByRole('group', { name: 'Drawing the route' });
    await expect.poll(() => bar.innerText()).toContain('simplified to 400 points');
    await checkAxe(page);
    await bar.getByRole('button', { name: 'Save route' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(writes).toEqual([]);
    expect((await readTrip(page.request, trip.id)).route?.points).toHaveLength(600);
  });
});
