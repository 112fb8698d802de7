import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit, type OpenPageOptions } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { MAP, mapState } from './map-support.js';
import {
  buildHarness,
  HARNESS_PATH,
  serveHarness,
  type BuiltHarness,
} from './route-harness/serve.js';

/**
 * The shared route parts in a real browser, before any screen uses them: the route line and
 * the elevation profile pointing at the same route point both ways (pointer, keyboard, touch),
 * drawing a route (clicks, drags behind the spec's click guard, the keyboard, undo), the
 * previews, and nothing left on the shared map once a part is gone. They are mounted by a test
 * page of their own (route-harness/main.js), built by this file and never part of the app.
 */

let harness: BuiltHarness;
beforeAll(async () => {
  harness = await buildHarness();
}, 180_000);
afterAll(async () => {
  await harness.remove();
});

type Part = 'route' | 'draw' | 'preview';

async function openPart(part: Part, options: OpenPageOptions = {}): Promise<Page> {
  const page = await openPage(options);
  await serveHarness(page, harness);
  await visit(page, `${HARNESS_PATH}index.html?part=${part}`, {
    waitFor: part === 'preview' ? '.route-preview' : MAP,
  });
  return page;
}

interface Point {
  x: number;
  y: number;
}

async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const hovered = (page: Page) => page.locator('#hover').innerText();
const profile = (page: Page) => page.getByRole('slider', { name: 'Elevation profile' });
const dot = (page: Page) => page.locator('.map-hover-point');

/** Where route point `index` is on the map: the profile points at it, and the dot shows it. */
async function routePointOnMap(page: Page, index: number): Promise<Point> {
  await profile(page).focus();
  await page.keyboard.press('Home');
  // The test route's points are about 2.5 % of its length apart: a 1 % step reaches the next.
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => hovered(page)).toBe(String(index));
  return centreOf(dot(page));
}

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

type RoutePoints = [number, number, number | null][];

const pointsOf = async (page: Page): Promise<RoutePoints> =>
  JSON.parse(await page.locator('#points').innerText()) as RoutePoints;
const changesOf = (page: Page) => page.locator('#changes').innerText();
const handle = (page: Page, n: number, of: number) =>
  page.locator(`.map-route-vertex[aria-label="Route point ${n} of ${of}"]`);

/** Clicks the map at offsets from its top left corner, one point per click. */
async function drawAt(page: Page, offsets: [number, number][]): Promise<void> {
  const map = await page.locator(MAP).boundingBox();
  if (!map) throw new Error('No map');
  for (const [dx, dy] of offsets) {
    const before = (await pointsOf(page)).length;
    await page.mouse.click(map.x + dx, map.y + dy);
    await expect.poll(async () => (await pointsOf(page)).length).toBe(before + 1);
  }
}

describe('drawing a route', () => {
  it('adds a point at each click and moves one by dragging it, without adding one', async () => {
    const page = await openPart('draw');
    await drawAt(page, [
      [200, 200],
      [320, 240],
      [440, 200],
    ]);
    expect(await page.locator('.map-route-vertex').count()).toBe(3);
    const [first, second] = await pointsOf(page);
    // East of the first, and further south (lower on the screen).
    expect(second?.[1]).toBeGreaterThan(first?.[1] ?? Infinity);
    expect(second?.[0]).toBeLessThan(first?.[0] ?? -Infinity);
    expect(second?.[2]).toBeNull();
    expect(await page.locator('.map-route-draft').count()).toBe(1);
    await checkAxe(page);

    const at = await centreOf(handle(page, 2, 3));
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 20, at.y + 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => changesOf(page)).toBe('add 0, add 1, add 2, move 1');
    const moved = await pointsOf(page);
    expect(moved).toHaveLength(3);
    expect(moved[1]?.[0]).toBeLessThan(second?.[0] ?? -Infinity);
    const after = await centreOf(handle(page, 2, 3));
    expect(after.y - at.y).toBeCloseTo(40, -1);
  });

  it('ignores a click 150 ms after a drag starts and takes one 150 ms after a drag ends', async () => {
    const page = await openPage();
    await serveHarness(page, harness);
    await page.clock.install();
    await visit(page, `${HARNESS_PATH}index.html?part=draw`, { waitFor: MAP });
    const now = await page.evaluate<number>('Date.now()');
    await page.clock.pauseAt(now + 1_000);
    await drawAt(page, [
      [200, 200],
      [400, 200],
    ]);
    const map = await page.locator(MAP).boundingBox();
    if (!map) throw new Error('No map');

    // A drag that ends at once; 150 ms after it started, a click on the map adds nothing.
    let at = await centreOf(handle(page, 2, 2));
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 30, at.y + 20, { steps: 3 });
    await page.mouse.up();
    await page.clock.runFor(150);
    await page.mouse.click(map.x + 300, map.y + 320);
    await page.clock.runFor(1_000);
    expect(await changesOf(page)).toBe('add 0, add 1, move 1');

    // A drag held for 300 ms; 99 ms after it ends the flag is still up, 150 ms after it is not.
    at = await centreOf(handle(page, 2, 2));
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 30, at.y - 10, { steps: 3 });
    await page.clock.runFor(300);
    await page.mouse.up();
    await page.clock.runFor(99);
    await page.mouse.click(map.x + 300, map.y + 320);
    await page.clock.runFor(51);
    expect(await changesOf(page)).toBe('add 0, add 1, move 1, move 1');
    await page.mouse.click(map.x + 300, map.y + 320);
    await page.clock.resume();
    await expect.poll(() => changesOf(page)).toBe('add 0, add 1, move 1, move 1, add 2');
  });

  it('moves a focused point with the arrow keys, removes it with Delete, and undoes both', async () => {
    const page = await openPart('draw');
    await drawAt(page, [
      [200, 200],
      [320, 240],
      [440, 200],
    ]);
    const drawn = await pointsOf(page);
    const pin = handle(page, 2, 3);
    expect(await pin.getAttribute('role')).toBe('button');
    expect(await pin.getAttribute('tabindex')).toBe('0');
    await pin.focus();
    const before = await centreOf(pin);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => changesOf(page)).toMatch(/move 1, move 1, move 1$/);
    expect((await centreOf(pin)).x - before.x).toBeCloseTo(30, 0);
    expect((await pointsOf(page))[1]?.[1]).toBeGreaterThan(drawn[1]?.[1] ?? Infinity);
    // Three presses are one step back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => pointsOf(page)).toEqual(drawn);

    await handle(page, 2, 3).focus();
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await pointsOf(page)).length).toBe(2);
    expect(await pointsOf(page)).toEqual([drawn[0], drawn[2]]);
    // The focus stays on the handle now at that place: the last point.
    expect(
      await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label')`),
    ).toBe('Route point 2 of 2');
    await checkAxe(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => pointsOf(page)).toEqual(drawn);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await pointsOf(page)).length).toBe(2);
  });

  it('does not zoom on a double click while drawing, and leaves nothing behind when it goes', async () => {
    const page = await openPart('draw');
    const map = await page.locator(MAP).boundingBox();
    if (!map) throw new Error('No map');
    const { zoom } = await mapState(page);
    await page.mouse.dblclick(map.x + 300, map.y + 200);
    await expect.poll(async () => (await pointsOf(page)).length).toBe(1);
    await drawAt(page, [[420, 260]]);
    expect((await mapState(page)).zoom).toBe(zoom);

    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('region', { name: 'Bare map' }).waitFor();
    expect(await page.locator('.map-route-vertex, .map-route-draft').count()).toBe(0);
    // A click no longer draws, and a double click zooms again.
    await page.mouse.dblclick(map.x + 300, map.y + 200);
    await expect.poll(async () => (await mapState(page)).zoom).toBe(zoom + 1);
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

describeScreenshots('route parts screenshots', () => {
  const shoot = screenshotsIn('route-parts');

  it.each(SHOTS)(
    'at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const tag = `${size.name}-${colorScheme}`;
      const options = { ...size, colorScheme };
      let page = await openPart('route', options);
      await page.locator('.map-base img.leaflet-tile-loaded').first().waitFor();
      await routePointOnMap(page, 18);
      await shoot(page, `route-and-profile-${tag}`, true);

      page = await openPart('draw', options);
      await page.locator('.map-base img.leaflet-tile-loaded').first().waitFor();
      // Clear of the map's controls, which stand on the right.
      const width = size.width < 600 ? size.width - 150 : 500;
      await drawAt(page, [
        [60, 120],
        [60 + width * 0.3, 200],
        [60 + width * 0.6, 140],
        [60 + width, 260],
      ]);
      await handle(page, 3, 4).focus();
      await shoot(page, `drawing-${tag}`);

      page = await openPart('preview', options);
      await shoot(page, `previews-${tag}`);
    },
    120_000,
  );
});
