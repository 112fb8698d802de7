import { request, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@server/domain/limits.js';
import type { PlaceJson } from '@test/support/factories.js';
import {
  appOrigin,
  checkAxe,
  openPage,
  shownToast,
  stableBox,
  visit,
  type Box,
  type OpenPageOptions,
} from './support/browser.js';
import { signedInState } from './support/auth.js';
import { startOutage } from './support/outage.js';

/**
 * The /map screen's places: adding one by clicking the map (or at the centre on a phone),
 * editing it from its marker's popover, dragging its marker (saved at the drag's end, with Undo,
 * and put back when the server refuses), deleting it after a question, the form's messages by
 * the fields, the list beside the map and the phone's sheet, and another user's place answering
 * 404. Each test signs up its own account, so every map starts without places.
 */

const PLACES = '/api/places';
const MAP_LABEL = 'Map of your places';

type Place = PlaceJson;

async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Fell', familyName: 'Walker' });
  return openPage({ ...options, storageState });
}

async function seedPlace(page: Page, body: Partial<Place> & { name: string }): Promise<Place> {
  const response = await page.request.post(PLACES, {
    data: { latitude: 54, longitude: -3, ...body },
  });
  expect(response.status(), `POST ${PLACES}`).toBe(201);
  return (await response.json()) as Place;
}

async function serverPlaces(page: Page): Promise<Place[]> {
  return (await (await page.request.get(PLACES)).json()) as Place[];
}

async function serverPlace(page: Page, id: string): Promise<Place> {
  const response = await page.request.get(`${PLACES}/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Place;
}

/** Waits for the next answer to `method path…`. */
function answered(page: Page, method: string, path: string | RegExp) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return response.request().method() === method && matches;
  });
}

const ONE_PLACE = /^\/api\/places\/[0-9a-f-]{36}$/;

const mapRegion = (page: Page): Locator => page.getByRole('region', { name: MAP_LABEL });

const marker = (page: Page, name: string): Locator =>
  page.locator(`.map-marker[aria-label="${name}"]`);

const placeList = (page: Page): Locator =>
  page.locator('.places-side').getByRole('list', { name: 'Your places' });

/** The names the list beside the map shows, top to bottom. */
const listedNames = (page: Page): Promise<string[]> =>
  placeList(page).locator('.place-list-name').allInnerTexts();

const popover = (page: Page): Locator => page.locator('.place-popover');

/** Opens /map and waits for the places list (or the empty state) and the map. */
async function showMap(page: Page, waitFor: string): Promise<void> {
  await visit(page, '/map', { waitFor });
  await mapRegion(page).waitFor();
}

/** A click on the map at a point of its box (away from its controls, top right). */
async function clickMap(page: Page, at: { x: number; y: number }): Promise<void> {
  await mapRegion(page).click({ position: at });
}

/** Drags from the middle of a marker by (dx, dy) pixels, in small steps as a hand does. */
async function dragMarker(page: Page, name: string, dx: number, dy: number): Promise<Box> {
  const box = await stableBox(page, marker(page, name));
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
  return box;
}

/** Checks a toast and closes it, waiting until it is gone, so the next one comes in alone. */
async function seeAndCloseToast(page: Page, text: string): Promise<void> {
  const toast = await shownToast(page, text);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** The focused element's aria-label, else its name attribute (a field), else its text. */
const focusedText = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(`(() => {
    const element = document.activeElement;
    if (!element) return null;
    return element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent;
  })()`);

describe('the places on the map', { timeout: 120_000 }, () => {
  it('adds a place by clicking the map; it is listed, saved and there after a reload', async () => {
    const page = await openSignedIn();
    await showMap(page, 'text=No places yet: click the map to add one.');
    expect(await placeList(page).count()).toBe(0);

    await clickMap(page, { x: 420, y: 360 });
    const dialog = page.getByRole('dialog', { name: 'New place' });
    await dialog.waitFor();
    expect(await focusedText(page)).toBe('name');
    expect(await dialog.innerText()).toMatch(/\d+\.\d{5}° N, \d+\.\d{5}° W/);
    // The 12 icons, each with its name.
    expect(await dialog.getByRole('group', { name: 'Icon' }).getByRole('radio').count()).toBe(12);
    await checkAxe(page);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Loch camp');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Flat ground by the water');
    await dialog.getByRole('radio', { name: 'Blue' }).check();
    await dialog.getByRole('radio', { name: 'Camp' }).check();
    const created = answered(page, 'POST', PLACES);
    await dialog.getByRole('button', { name: 'Add place' }).click();
    expect((await created).status()).toBe(201);
    await seeAndCloseToast(page, 'Added Loch camp');
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => listedNames(page)).toEqual(['Loch camp']);
    await marker(page, 'Loch camp').waitFor();
    expect(await page.getByText('No places yet').count()).toBe(0);
    const [saved] = await serverPlaces(page);
    expect(saved).toMatchObject({
      name: 'Loch camp',
      note: 'Flat ground by the water',
      color: '#3182ce',
      icon: 'camp',
    });
    // Near the default centre (54° N, 3° W), where a new user's map opens at zoom 12.
    expect(Math.abs((saved?.latitude ?? 0) - 54)).toBeLessThan(0.1);
    expect(Math.abs((saved?.longitude ?? 0) + 3)).toBeLessThan(0.1);
    await checkAxe(page);

    await showMap(page, '.place-list-item');
    expect(await listedNames(page)).toEqual(['Loch camp']);
    await marker(page, 'Loch camp').waitFor();
  });

  it("edits a place's name, colour and icon from its marker's popover", async () => {
    const page = await openSignedIn();
    const place = await seedPlace(page, { name: 'Loch camp', note: 'By the water', icon: 'camp' });
    await showMap(page, '.place-list-item');

    await marker(page, 'Loch camp').click();
    await popover(page).getByRole('heading', { name: 'Loch camp' }).waitFor();
    expect(await popover(page).innerText()).toContain('By the water');
    await checkAxe(page);

    await popover(page).getByRole('button', { name: 'Edit Loch camp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Loch camp' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe('Loch camp');
    expect(await dialog.getByRole('radio', { name: 'Camp' }).isChecked()).toBe(true);
    await name.fill('Corrie camp');
    await dialog.getByLabel('Other colour').fill('#12a4b6');
    await dialog.getByRole('radio', { name: 'Summit' }).check();
    await checkAxe(page);
    const patched = answered(page, 'PATCH', `${PLACES}/${place.id}`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect((await patched).status()).toBe(200);
    await seeAndCloseToast(page, 'Saved Corrie camp');

    expect(await serverPlace(page, place.id)).toMatchObject({
      name: 'Corrie camp',
      note: 'By the water',
      color: '#12a4b6',
      icon: 'summit',
      latitude: place.latitude,
      longitude: place.longitude,
    });
    await expect.poll(() => listedNames(page)).toEqual(['Corrie camp']);
    await marker(page, 'Corrie camp').waitFor();
    expect(await placeList(page).innerText()).toContain('Summit');
  });

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

  it('deletes a place after asking', async () => {
    const page = await openSignedIn();
    const place = await seedPlace(page, { name: 'Old car park', icon: 'parking' });
    await seedPlace(page, { name: 'Summit cairn', icon: 'summit', latitude: 54.05 });
    await showMap(page, '.place-list-item');

    await marker(page, 'Old car park').click();
    await popover(page).getByRole('button', { name: 'Delete Old car park' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete Old car park?' });
    await question.waitFor();
    await checkAxe(page);
    // Cancel keeps it.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect((await serverPlaces(page)).map((each) => each.name)).toContain('Old car park');

    await marker(page, 'Old car park').click();
    await popover(page).getByRole('button', { name: 'Delete Old car park' }).click();
    const deleted = answered(page, 'DELETE', `${PLACES}/${place.id}`);
    await question.getByRole('button', { name: 'Delete place' }).click();
    expect((await deleted).status()).toBe(204);
    await seeAndCloseToast(page, 'Deleted Old car park');
    await expect.poll(() => listedNames(page)).toEqual(['Summit cairn']);
    expect(await marker(page, 'Old car park').count()).toBe(0);
    expect((await page.request.get(`${PLACES}/${place.id}`)).status()).toBe(404);
    await checkAxe(page);
  });

  it('shows the reason by the field for an empty or too long name, and when the map is full', async () => {
    const page = await openSignedIn();
    await showMap(page, 'text=No places yet: click the map to add one.');
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === PLACES) posts += 1;
    });

    await clickMap(page, { x: 400, y: 400 });
    const dialog = page.getByRole('dialog', { name: 'New place' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await dialog.getByText('Give the place a name').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toBe(
      await dialog.getByText('Give the place a name').getAttribute('id'),
    );
    await checkAxe(page);

    await name.fill('x'.repeat(NAME_MAX_LENGTH + 1));
    await dialog.getByText(`At most ${NAME_MAX_LENGTH} characters`).waitFor();
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await dialog.getByText(`At most ${NAME_MAX_LENGTH} characters`).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);
    expect(posts).toBe(0);

    // The server's refusals: a field's by that field, the cap's above the buttons.
    await page.route(
      (url) => url.pathname === PLACES,
      (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        const { note } = route.request().postDataJSON() as { note: string };
        return note === 'full'
          ? route.fulfill({
              status: 409,
              json: {
                statusCode: 409,
                error: 'Conflict',
                code: 'PLACES_FULL',
                message: 'At most 2000 places',
              },
            })
          : route.fulfill({
              status: 400,
              json: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Validation failed',
                code: 'VALIDATION_FAILED',
                errors: [{ field: 'name', message: 'name is not allowed here' }],
              },
            });
      },
    );
    await name.fill('Loch camp');
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await dialog.getByText('name is not allowed here').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('full');
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'You have 2,000 places, the most there can be' })
      .waitFor();
    await checkAxe(page);
  });

  it('lists the places beside the map, fitted to all; the keyboard opens one from the list', async () => {
    const page = await openSignedIn();
    await seedPlace(page, {
      name: 'Ben Nevis',
      icon: 'summit',
      latitude: 56.7969,
      longitude: -5.0036,
    });
    await seedPlace(page, {
      name: 'Glen Coe car park',
      icon: 'parking',
      latitude: 56.6826,
      longitude: -5.1023,
    });
    await seedPlace(page, {
      name: 'aonach Mòr',
      icon: 'viewpoint',
      latitude: 56.8119,
      longitude: -4.9614,
    });
    await showMap(page, '.place-list-item');
    expect(await listedNames(page)).toEqual(['aonach Mòr', 'Ben Nevis', 'Glen Coe car park']);

    // Fitted on open: every marker is inside the map's box.
    const region = await stableBox(page, mapRegion(page));
    for (const name of ['Ben Nevis', 'Glen Coe car park', 'aonach Mòr']) {
      const box = await stableBox(page, marker(page, name));
      expect(box.x).toBeGreaterThanOrEqual(region.x);
      expect(box.y).toBeGreaterThanOrEqual(region.y);
      expect(box.x + box.width).toBeLessThanOrEqual(region.x + region.width);
      expect(box.y + box.height).toBeLessThanOrEqual(region.y + region.height);
    }

    const item = placeList(page).getByRole('button', { name: /^Glen Coe car park/ });
    await item.focus();
    await page.keyboard.press('Enter');
    await popover(page).getByRole('heading', { name: 'Glen Coe car park' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Edit Glen Coe car park');
    await checkAxe(page);
    const box = await stableBox(page, marker(page, 'Glen Coe car park'));
    expect(box.x).toBeGreaterThanOrEqual(region.x);
    expect(box.y).toBeGreaterThanOrEqual(region.y);
  });

  it('opens the popover of the place chosen in the list when two places share its name', async () => {
    const page = await openSignedIn();
    // Same name, told apart by icon (the list shows it), note and where they are.
    const ridge = await seedPlace(page, {
      name: 'Bothy',
      icon: 'summit',
      note: 'Up on the ridge',
      latitude: 56.7969,
      longitude: -5.0036,
    });
    const road = await seedPlace(page, {
      name: 'Bothy',
      icon: 'parking',
      note: 'Down by the road',
      latitude: 56.6826,
      longitude: -5.1023,
    });
    await showMap(page, '.place-list-item');
    expect(await listedNames(page)).toEqual(['Bothy', 'Bothy']);
    await expect.poll(() => marker(page, 'Bothy').count()).toBe(2);

    const items = placeList(page).locator('.place-list-item');
    const kindOf = async (index: number) =>
      (await items.nth(index).locator('.place-list-kind').innerText()).trim();
    const placeAt = async (index: number) => ((await kindOf(index)) === 'Summit' ? ridge : road);
    const second = await placeAt(1);
    const first = await placeAt(0);
    expect(new Set([first.id, second.id]).size).toBe(2);

    await items.nth(1).click();
    await expect.poll(() => popover(page).count()).toBe(1);
    await expect.poll(() => popover(page).innerText()).toContain(second.note);
    const where = await popover(page).locator('.marker-popover-where').innerText();
    expect(where).toContain(`${second.latitude.toFixed(5)}° N`);
    expect(where).toContain(`${Math.abs(second.longitude).toFixed(5)}° W`);
    // The focus went into the popover, as Enter on its marker does.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Edit Bothy');
    await checkAxe(page);

    // The other one from the list: its popover replaces the first one's.
    await items.nth(0).click();
    await expect.poll(() => popover(page).innerText()).toContain(first.note);
    expect(await popover(page).count()).toBe(1);
  });

  it('says when the places could not be loaded, and loads them on Try again', async () => {
    const page = await openSignedIn();
    await seedPlace(page, { name: 'Bothy' });
    const outage = await startOutage(page, PLACES);
    await visit(page, '/map', { waitFor: 'text=Your places could not be loaded' });
    expect(await page.getByRole('alert').innerText()).toContain('Resting');
    await outage.retriesExhausted();
    outage.end();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => listedNames(page)).toEqual(['Bothy']);
    await marker(page, 'Bothy').waitFor();
    await checkAxe(page);
  });

  it('on a phone fills the screen above the bottom navigation, adds at the centre and lists in a sheet', async () => {
    const page = await openSignedIn({ width: 390, height: 844, hasTouch: true });
    await showMap(page, 'text=No places yet: tap Add place here.');
    const nav = page.locator('.bottom-nav');
    await nav.waitFor();
    const navBox = await stableBox(page, nav);
    const region = await stableBox(page, mapRegion(page));
    expect(Math.abs(region.y + region.height - navBox.y)).toBeLessThanOrEqual(1);
    expect(region.width).toBe(390);

    await page.getByRole('button', { name: 'Add place here' }).click();
    const dialog = page.getByRole('dialog', { name: 'New place' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Trailhead');
    await dialog.getByRole('radio', { name: 'Start' }).check();
    await checkAxe(page);
    const created = answered(page, 'POST', PLACES);
    await dialog.getByRole('button', { name: 'Add place' }).click();
    expect((await created).status()).toBe(201);
    await seeAndCloseToast(page, 'Added Trailhead');
    // A new user's map opens at the default centre, and the place goes there (to a pixel or
    // two: the map's box settles to whole pixels).
    const [saved] = await serverPlaces(page);
    expect(Math.abs((saved?.latitude ?? 0) - 54)).toBeLessThan(0.001);
    expect(Math.abs((saved?.longitude ?? 0) + 3)).toBeLessThan(0.001);
    await marker(page, 'Trailhead').waitFor();

    const opener = page.getByRole('button', { name: 'Places (1)' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Your places' });
    await sheet.getByRole('button', { name: /^Trailhead/ }).waitFor();
    await checkAxe(page);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await focusedText(page)).toContain('Places (1)');

    await opener.click();
    await sheet.getByRole('button', { name: /^Trailhead/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await popover(page).getByRole('heading', { name: 'Trailhead' }).waitFor();
    await checkAxe(page);
  });
});

describe("another user's place", { timeout: 90_000 }, () => {
  it('answers 404 to the signed-in owner of other places, and never shows on their map', async () => {
    const page = await openSignedIn();
    const mine = await seedPlace(page, { name: 'My bothy' });
    const origin = appOrigin();
    const theirs = await request.newContext({
      baseURL: origin,
      storageState: await signedInState({ givenName: 'Other', familyName: 'Hiker' }),
      extraHTTPHeaders: { Origin: origin },
    });
    try {
      const created = await theirs.post(PLACES, {
        data: { name: 'Their secret spring', latitude: 54.01, longitude: -3.01, icon: 'water' },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as Place;
      const path = `${PLACES}/${id}`;

      const read = await page.request.get(path);
      expect(read.status()).toBe(404);
      expect(await read.json()).toMatchObject({ code: 'PLACE_NOT_FOUND' });
      const patch = await page.request.patch(path, { data: { name: 'Mine now' } });
      expect(patch.status()).toBe(404);
      expect((await page.request.delete(path)).status()).toBe(404);
      // Still theirs, as it was.
      const kept = await theirs.get(path);
      expect(kept.status()).toBe(200);
      expect(await kept.json()).toMatchObject({ name: 'Their secret spring' });

      await showMap(page, '.place-list-item');
      expect(await listedNames(page)).toEqual([mine.name]);
      expect(await marker(page, 'Their secret spring').count()).toBe(0);
    } finally {
      await theirs.dispose();
    }
  });
});
