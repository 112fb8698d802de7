import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { MAP, mapState } from './map-support.js';
import { HARNESS_PATH, serveHarness, suiteHarness } from './route-harness/serve.js';
import { centreOf, openPart, routePointOnMap } from './map-route-support.js';

/**
 * The shared route parts in a real browser, before any screen uses them, drawing a route:
 * clicks, drags behind the spec's click guard, the keyboard, undo, no zoom on a double click,
 * and nothing left on the shared map once the part is gone; with the route parts' screenshots.
 * They are mounted by a test page of their own (route-harness/main.js), built once per run by the suite's global setup and
 * never part of the app.
 */

const harness = suiteHarness();

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
