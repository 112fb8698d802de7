import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@server/domain/limits.js';
import { checkAxe } from './support/browser.js';
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
  serverPlace,
  serverPlaces,
  showMap,
} from './places-support.js';

/**
 * The /map screen's places, added, edited and deleted: adding one by clicking the map, editing
 * it from its marker's popover, deleting it after a question, and the form's messages by the
 * fields. Each test signs up its own account, so every map starts without places.
 */

/** A click on the map at a point of its box (away from its controls, top right). */
async function clickMap(page: Page, at: { x: number; y: number }): Promise<void> {
  await mapRegion(page).click({ position: at });
}

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
});
