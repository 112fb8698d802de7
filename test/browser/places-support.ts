import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaceJson } from '@test/support/factories.js';
import { openPage, shownToast, visit, type OpenPageOptions } from './support/browser.js';
import { signedInState } from './support/auth.js';

/**
 * Accounts, seeding and reading places through the real API, and locators for the /map screen,
 * for the places-*.test.ts files. Each test signs up its own account, so every map starts
 * without places.
 */

export const PLACES = '/api/places';
const MAP_LABEL = 'Map of your places';

export type Place = PlaceJson;

export async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Fell', familyName: 'Walker' });
  return openPage({ ...options, storageState });
}

export async function seedPlace(
  page: Page,
  body: Partial<Place> & { name: string },
): Promise<Place> {
  const response = await page.request.post(PLACES, {
    data: { latitude: 54, longitude: -3, ...body },
  });
  expect(response.status(), `POST ${PLACES}`).toBe(201);
  return (await response.json()) as Place;
}

export async function serverPlaces(page: Page): Promise<Place[]> {
  return (await (await page.request.get(PLACES)).json()) as Place[];
}

export async function serverPlace(page: Page, id: string): Promise<Place> {
  const response = await page.request.get(`${PLACES}/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Place;
}

export { answered } from './support/browser.js';

export const mapRegion = (page: Page): Locator => page.getByRole('region', { name: MAP_LABEL });

export { dragMarker, marker } from './map-support.js';

export const placeList = (page: Page): Locator =>
  page.locator('.places-side').getByRole('list', { name: 'Your places' });

/** The names the list beside the map shows, top to bottom. */
export const listedNames = (page: Page): Promise<string[]> =>
  placeList(page).locator('.place-list-name').allInnerTexts();

export const popover = (page: Page): Locator => page.locator('.place-popover');

/** Opens /map and waits for the places list (or the empty state) and the map. */
export async function showMap(page: Page, waitFor: string): Promise<void> {
  await visit(page, '/map', { waitFor });
  await mapRegion(page).waitFor();
}

/** Checks a toast and closes it, waiting until it is gone, so the next one comes in alone. */
export async function seeAndCloseToast(page: Page, text: string): Promise<void> {
  const toast = await shownToast(page, text);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** The focused element's aria-label, else its name attribute (a field), else its text. */
export const focusedText = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(`(() => {
    const element = document.activeElement;
    if (!element) return null;
    return element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent;
  })()`);
