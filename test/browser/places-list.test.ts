import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, stableBox, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { startOutage } from './support/outage.js';
import {
  answered,
  focusedText,
  listedNames,
  mapRegion,
  marker,
  openSignedIn,
  placeList,
  PLACES,
  popover,
  seeAndCloseToast,
  seedPlace,
  serverPlaces,
  showMap,
  type Place,
} from './places-support.js';

/**
 * The places the /map screen shows: the list beside the map (fitted to all, opening a place's
 * popover, one of two of the same name), a list that could not be loaded, the phone's full-screen
 * map with its sheet (and adding at the centre), and another user's place answering 404. Each
 * test signs up its own account, so every map starts without places.
 */

describe('the places on the map', { timeout: 120_000 }, () => {
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
