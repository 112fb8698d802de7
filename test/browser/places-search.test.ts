import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mapState } from './map-support.js';
import {
  answered,
  marker,
  openSignedIn,
  PLACES,
  seeAndCloseToast,
  serverPlaces,
  showMap,
} from './places-support.js';
import { checkAxe } from './support/browser.js';

/**
 * Place search on /map, through the server's geocoder (the suite's server asks the geocoder
 * stand-in, test/support/stand-ins/geocoder.ts, which knows Ben Nevis, Fort William, Zermatt and
 * the Refuge du Goûter): typed, sent with Enter, chosen with the keyboard, fitted on the map,
 * saved as a place.
 */

const SEARCH = '/api/geocoding/search';
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for a place' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Places found' });
/** The list's visible state (the same words are also in its live region, for screen readers). */
const shownMessage = (page: Page, text: string) =>
  page.locator('.place-search-popup').getByText(text);

/** Types a search and sends it with Enter (Nominatim is never asked as someone types). */
async function typeSearch(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await shownMessage(page, 'Press Enter to search').waitFor();
  const searched = answered(page, 'GET', SEARCH);
  await searchBox(page).press('Enter');
  expect((await searched).status()).toBe(200);
}

describe('place search on the map', { timeout: 120_000 }, () => {
  it('finds a place by name, fits the map to it, and saves it as a place', async () => {
    const page = await openSignedIn();
    await showMap(page, 'text=No places yet: click the map to add one.');

    await typeSearch(page, 'ben nev');
    const option = results(page).getByRole('option', { name: /Ben Nevis/ });
    await option.waitFor();
    await expect.poll(() => option.innerText()).toContain('Peak · Highland, United Kingdom');
    await checkAxe(page);

    await searchBox(page).press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(
      await option.getAttribute('id'),
    );
    await searchBox(page).press('Enter');
    await results(page).waitFor({ state: 'hidden' });
    expect(await searchBox(page).inputValue()).toBe('Ben Nevis');

    // Fitted to the stand-in's box round Ben Nevis (0.1° each way): the peak near the middle
    // (the fit keeps clear of the controls on the right, so a little off it) at a close zoom.
    await expect
      .poll(async () => {
        const { latitude, longitude, zoom } = await mapState(page);
        const off = Math.max(Math.abs(latitude - 56.7968611), Math.abs(longitude + 5.0035351));
        return off < 0.02 && zoom >= 10;
      })
      .toBe(true);
    const found = page.getByRole('region', { name: 'Found: Ben Nevis' });
    await found.waitFor();
    await marker(page, 'Found: Ben Nevis').waitFor();
    await checkAxe(page);

    await found.getByRole('button', { name: 'Save as a place' }).click();
    const dialog = page.getByRole('dialog', { name: 'New place' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ben Nevis');
    expect(await dialog.innerText()).toContain('56.79686° N, 5.00354° W');
    const created = answered(page, 'POST', PLACES);
    await dialog.getByRole('button', { name: 'Add place' }).click();
    expect((await created).status()).toBe(201);
    await seeAndCloseToast(page, 'Added Ben Nevis');

    await marker(page, 'Ben Nevis').waitFor();
    await found.waitFor({ state: 'detached' });
    expect(await marker(page, 'Found: Ben Nevis').count()).toBe(0);
    const [saved] = await serverPlaces(page);
    expect(saved).toMatchObject({ name: 'Ben Nevis' });
    expect(saved!.latitude).toBeCloseTo(56.7968611, 5);
  });

  it('says when nothing is found, closes with Escape, and says when search is unavailable', async () => {
    const page = await openSignedIn();
    await showMap(page, 'text=No places yet: click the map to add one.');

    await typeSearch(page, 'Nowhere at all');
    await shownMessage(page, 'No places found').waitFor();
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('true');
    await checkAxe(page);
    await searchBox(page).press('Escape');
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('false');
    await searchBox(page).press('Escape');
    expect(await searchBox(page).inputValue()).toBe('');

    // The geocoder busy (its 429, or too many searches waiting): the server's 503.
    await page.route(`**${SEARCH}?*`, (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '1' },
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Too many place searches are waiting; try again in a moment',
          code: 'GEOCODER_BUSY',
        }),
      }),
    );
    await searchBox(page).fill('Zermatt');
    await searchBox(page).press('Enter');
    await shownMessage(page, 'Too many searches right now. Try again in a moment.').waitFor();
    await checkAxe(page);
  });

  it('searches as typing pauses where the geocoder allows it, and hides the box when search is off', async () => {
    const page = await openSignedIn();
    const status = { provider: 'photon', attribution: 'Search by Photon', searchAsYouType: true };
    await page.route('**/api/geocoding', (route) => route.fulfill({ json: status }));
    await showMap(page, 'text=No places yet: click the map to add one.');
    const searched = answered(page, 'GET', SEARCH);
    await searchBox(page).pressSequentially('zerm');
    expect((await searched).status()).toBe(200);
    await results(page)
      .getByRole('option', { name: /Zermatt/ })
      .waitFor();
    expect(await page.locator('.place-search-credit').innerText()).toBe('Search by Photon');

    status.provider = 'off';
    const statusRead = answered(page, 'GET', '/api/geocoding');
    await showMap(page, 'text=No places yet: click the map to add one.');
    await statusRead;
    expect(await searchBox(page).count()).toBe(0);
  });
});
