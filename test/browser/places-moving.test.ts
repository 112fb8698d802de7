import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, stableBox } from './support/browser.js';
import {
  answered,
  dragMarker,
  marker,
  openSignedIn,
  PLACES,
  seedPlace,
  serverPlace,
  showMap,
} from './places-support.js';

/**
 * Moving a place on the /map screen: dragging its marker (saved at the drag's end, with Undo,
 * and put back when the server refuses) and the arrow keys on a focused marker. Each test signs
 * up its own account, so every map starts without places.
 */

const ONE_PLACE = /^\/api\/places\/[0-9a-f-]{36}$/;

describe('the places on the map', { timeout: 120_000 }, () => {
  it('saves a dragged marker where it was dropped, and Undo puts it back', async () => {
    const page = await openSignedIn();
    const place = await seedPlace(page, { name: 'Bothy', latitude: 56.8, longitude: -5.0 });
    await showMap(page, '.place-list-item');

    const moved = answered(page, 'PATCH', `${PLACES}/${place.id}`);
    await dragMarker(page, 'Bothy', 120, 60);
    const response = await moved;
    expect(response.status()).toBe(200);
    expect(Object.keys(response.request().postDataJSON() as object).sort()).toEqual([
      'latitude',
      'longitude',
    ]);
    const after = await serverPlace(page, place.id);
    // Right is east and down is south.
    expect(after.longitude).toBeGreaterThan(place.longitude);
    expect(after.latitude).toBeLessThan(place.latitude);

    const toast = await shownToast(page, 'Moved Bothy');
    await checkAxe(page);
    const undone = answered(page, 'PATCH', `${PLACES}/${place.id}`);
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(200);
    await shownToast(page, 'Bothy is back where it was');
    const back = await serverPlace(page, place.id);
    expect([back.latitude, back.longitude]).toEqual([place.latitude, place.longitude]);
  });

  it('saves each arrow key press on a focused marker, and one Undo puts back all of them', async () => {
    const page = await openSignedIn();
    const place = await seedPlace(page, { name: 'Bothy', latitude: 56.8, longitude: -5.0 });
    await showMap(page, '.place-list-item');
    const saves: number[] = [];
    page.on('response', (response) => {
      const sent = response.request();
      if (sent.method() === 'PATCH' && ONE_PLACE.test(new URL(response.url()).pathname)) {
        saves.push(response.status());
      }
    });

    await marker(page, 'Bothy').focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    await expect.poll(() => saves).toEqual([200, 200, 200]);
    const moved = await serverPlace(page, place.id);
    expect(moved.longitude).toBeGreaterThan(place.longitude);
    expect(moved.latitude).toBeLessThan(place.latitude);
    // One toast for the three presses.
    const toast = await shownToast(page, 'Moved Bothy');
    expect(
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Moved Bothy' }).count(),
    ).toBe(1);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await shownToast(page, 'Bothy is back where it was');
    const back = await serverPlace(page, place.id);
    expect([back.latitude, back.longitude]).toEqual([place.latitude, place.longitude]);
    expect(saves).toHaveLength(4);
  });

  it('puts a dragged marker back, and says why, when the server refuses the move', async () => {
    const page = await openSignedIn();
    const place = await seedPlace(page, { name: 'Bothy', latitude: 56.8, longitude: -5.0 });
    await showMap(page, '.place-list-item');
    await page.route(
      (url) => ONE_PLACE.test(url.pathname),
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              json: { statusCode: 500, error: 'Internal Server Error', message: 'Broken' },
            })
          : route.fallback(),
    );

    const refused = answered(page, 'PATCH', ONE_PLACE);
    const before = await dragMarker(page, 'Bothy', -90, 70);
    expect((await refused).status()).toBe(500);
    await shownToast(page, 'Bothy could not be moved: Broken. It stays where it was.');
    await checkAxe(page);
    const now = await stableBox(page, marker(page, 'Bothy'));
    expect(Math.abs(now.x - before.x)).toBeLessThan(1);
    expect(Math.abs(now.y - before.y)).toBeLessThan(1);
    const saved = await serverPlace(page, place.id);
    expect([saved.latitude, saved.longitude]).toEqual([place.latitude, place.longitude]);
  });
});
