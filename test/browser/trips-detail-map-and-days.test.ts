import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, stableBox, visit } from './support/browser.js';
import {
  answered,
  dragMarker,
  eastwardRoute,
  marker,
  overflowsSideways,
  readTrip,
  seedRoute,
  seedTrip,
  seedWaypoint,
  TRIPS,
  type TripJson,
} from './trips-support.js';
import { openSignedIn } from './trips-detail-support.js';

/**
 * A trip's page with a route and waypoints: the elevation profile and the map pointing at the
 * same spot both ways, a waypoint dragged on the map (saved at the drag's end, there after a
 * reload, with Undo), and the day-by-day view on a 390 px phone (with a day's food set by hand).
 * Each test signs up its own account.
 */

/** A two-day trip over a hill due east, a camp a little past halfway, water before it. */
async function seedHillTrip(page: Page): Promise<TripJson> {
  const trip = await seedTrip(page.request, {
    name: 'Hill round',
    startDate: '2026-07-10',
    endDate: '2026-07-11',
  });
  await seedRoute(page.request, trip.id, eastwardRoute());
  await seedWaypoint(page.request, trip.id, {
    name: 'Saddle camp',
    latitude: 54.5,
    longitude: -3.04,
    icon: 'camp',
  });
  return seedWaypoint(page.request, trip.id, {
    name: 'Spring',
    latitude: 54.5003,
    longitude: -3.08,
    icon: 'water',
  });
}

const openTrip = (page: Page, trip: TripJson) =>
  visit(page, `/trips/${trip.id}`, { waitFor: '.route-chart-plot' });

const profile = (page: Page) => page.getByRole('slider', { name: /^Elevation profile of / });

describe('a trip’s page', { timeout: 120_000 }, () => {
  it('links the profile and the map both ways', async () => {
    const page = await openSignedIn();
    const trip = await seedHillTrip(page);
    await openTrip(page, trip);
    const hoverPoint = page.locator('.map-hover-point');
    expect(await hoverPoint.count()).toBe(0);

    // The chart hovered a quarter of the way along: the dot stands a quarter of the way along
    // the line on the map (the route runs due east, so across the map from left to right).
    const chart = await stableBox(page, profile(page));
    await page.mouse.move(chart.x + chart.width * 0.25, chart.y + chart.height / 2);
    await hoverPoint.waitFor();
    // A line due east has no height, which Playwright calls hidden: its box is read as it is.
    await stableBox(page, marker(page, 'Saddle camp'));
    const line = await page.locator('.map-route-line').first().boundingBox();
    if (!line) throw new Error('The route line is not drawn');
    const dot = await stableBox(page, hoverPoint);
    const share = (dot.x + dot.width / 2 - line.x) / line.width;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.4);
    await checkAxe(page);

    // Off the chart, the dot goes; the route line hovered at its middle puts the crosshair there.
    await page.mouse.move(5, 5);
    await hoverPoint.waitFor({ state: 'detached' });
    await page.mouse.move(line.x + line.width * 0.75, line.y + line.height / 2, { steps: 4 });
    const crosshair = page.locator('.trip-profile .route-chart-crosshair line');
    // A vertical line has no width: Playwright calls it hidden, so it is waited for in the page.
    await crosshair.waitFor({ state: 'attached' });
    const cross = await crosshair.boundingBox();
    const plot = await stableBox(page, profile(page));
    const crossShare = ((cross?.x ?? 0) - plot.x) / plot.width;
    expect(crossShare).toBeGreaterThan(0.6);
    expect(crossShare).toBeLessThan(0.9);
    expect(await profile(page).getAttribute('aria-valuetext')).toMatch(/km · [\d,]+ m$/);

    // And with the keyboard: Home on the focused chart shows the start on the map.
    await profile(page).focus();
    await page.keyboard.press('Home');
    await hoverPoint.waitFor();
    const start = await stableBox(page, hoverPoint);
    expect(Math.abs(start.x + start.width / 2 - line.x)).toBeLessThan(12);
  });

  it('saves a dragged waypoint at the drag’s end; it is there after a reload, and Undo works', async () => {
    const page = await openSignedIn();
    const trip = await seedHillTrip(page);
    const spring = trip.waypoints.find((w) => w.name === 'Spring');
    await openTrip(page, trip);
    const path = `${TRIPS}/${trip.id}/waypoints/${spring?.id ?? ''}`;
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === path) patches += 1;
    });

    const moved = answered(page, 'PATCH', path);
    await dragMarker(page, 'Spring', 90, 70);
    const response = await moved;
    expect(response.status()).toBe(200);
    // One save, at the drag's end, with the position alone.
    expect(patches).toBe(1);
    expect(Object.keys(response.request().postDataJSON() as object).sort()).toEqual([
      'latitude',
      'longitude',
    ]);
    const after = (await readTrip(page.request, trip.id)).waypoints.find(
      (w) => w.name === 'Spring',
    );
    expect(after?.longitude).toBeGreaterThan(spring?.longitude ?? 0);
    expect(after?.latitude).toBeLessThan(spring?.latitude ?? 0);
    await shownToast(page, 'Moved Spring');
    await checkAxe(page);

    await openTrip(page, trip);
    await marker(page, 'Spring').click();
    const popover = page.locator('.trip-popover');
    await popover.getByRole('heading', { name: 'Spring' }).waitFor();
    const where = `${(after?.latitude ?? 0).toFixed(5)}° N, ${Math.abs(after?.longitude ?? 0).toFixed(5)}° W`;
    expect(await popover.innerText()).toContain(where);
    await page.keyboard.press('Escape');

    const again = answered(page, 'PATCH', path);
    await dragMarker(page, 'Spring', -40, 0);
    expect((await again).status()).toBe(200);
    const toast = await shownToast(page, 'Moved Spring');
    const undone = answered(page, 'PATCH', path);
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(200);
    await shownToast(page, 'Spring is back where it was');
    const back = (await readTrip(page.request, trip.id)).waypoints.find((w) => w.name === 'Spring');
    expect([back?.latitude, back?.longitude]).toEqual([after?.latitude, after?.longitude]);
  });

  it('shows the days on a 390 px phone, and a day’s food set by hand', async () => {
    const page = await openSignedIn({ width: 390, height: 844, hasTouch: true });
    const trip = await seedHillTrip(page);
    await openTrip(page, trip);
    const days = page.getByRole('region', { name: 'Day by day' });
    await days.scrollIntoViewIfNeeded();
    const items = days.locator('.trip-day');
    expect(await items.count()).toBe(2);
    expect(await days.locator('.trip-day-stage').allInnerTexts()).toEqual([
      'Start → Saddle camp',
      'Saddle camp → Finish',
    ]);
    const first = await items.nth(0).innerText();
    expect(first).toMatch(/Day 1\s*Fri 10 Jul/);
    expect(first).toMatch(/\d\.\d km/);
    expect(await items.nth(1).innerText()).toMatch(/Day 2\s*Sat 11 Jul/);
    // Map first, then the sections under it; nothing sticks out sideways.
    const map = await stableBox(page, page.locator('.trip-map'));
    const section = await stableBox(page, days);
    expect(map.y).toBeLessThan(section.y);
    expect(map.width).toBeGreaterThan(340);
    expect(await overflowsSideways(page)).toBe(false);
    await checkAxe(page);

    const food = days.getByRole('textbox', { name: /^Food on day 2/ });
    const box = await food.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await food.fill('950');
    const saved = answered(page, 'PATCH', `${TRIPS}/${trip.id}`);
    await food.press('Enter');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      dayOverrides: [{ day: 2, foodGrams: 950, waterLitres: null }],
    });
    await expect.poll(() => items.nth(1).innerText()).toContain('set by you');
    expect((await readTrip(page.request, trip.id)).dayOverrides).toEqual([
      { day: 2, foodGrams: 950, waterLitres: null },
    ]);
    await checkAxe(page);

    // A third day past the route's end is a rest day: food to set, but no water to carry.
    const longer = await page.request.patch(`${TRIPS}/${trip.id}`, {
      data: { endDate: '2026-07-12' },
    });
    expect(longer.status()).toBe(200);
    await page.reload();
    await days.locator('.trip-day').nth(2).waitFor();
    const rest = days.locator('.trip-day').nth(2);
    expect(await rest.locator('.trip-day-stage').innerText()).toBe('Rest day');
    expect(await rest.innerText()).toContain('No water to carry: no moving this day.');
    expect(await rest.getByRole('textbox', { name: /^Water/ }).count()).toBe(0);
    expect(await rest.getByRole('textbox', { name: /^Food on day 3/ }).count()).toBe(1);
    await checkAxe(page);
  });
});
