import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, openPage, pathOf, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';

const signedIn = signUpOncePerFile({ givenName: 'Morag', familyName: 'Lair' });

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  if (response.status() !== 201) {
    throw new Error(`Seeding ${path}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

interface Seeded {
  tripId: string;
}

/** A small library, a pack, a trip with a waypoint, a place: through the API, once a file. */
async function seed(): Promise<Seeded> {
  const origin = appOrigin();
  const request = await playwrightRequest.newContext({
    baseURL: origin,
    storageState: signedIn(),
    extraHTTPHeaders: { Origin: origin },
  });
  const shelter = await post<{ id: string }>(request, '/api/gear/categories', {
    name: 'Shelter',
  });
  const tent = await post<{ id: string }>(request, '/api/gear/items', {
    name: 'Duplex Tent',
    brand: 'Z-Packs',
    categoryId: shelter.id,
    weightMg: 539_000,
  });
  await post(request, '/api/gear/items', { name: 'Hülle für Schlafsack', weightMg: 40_000 });
  await post(request, '/api/gear/items', { name: 'Ti mug', brand: 'Toaks', weightMg: 75_000 });
  const pack = await post<{ id: string }>(request, '/api/packs', {
    name: 'Cairngorms three days',
  });
  await post(request, `/api/packs/${pack.id}/lines`, { gearItemId: tent.id });
  const trip = await post<{ id: string }>(request, '/api/trips', {
    name: 'Lairig Ghru traverse',
    startDate: '2026-06-12',
  });
  await post(request, `/api/trips/${trip.id}/waypoints`, {
    name: 'Corrour bothy',
    latitude: 57.0428,
    longitude: -3.7216,
  });
  await post(request, '/api/places', {
    name: 'Cairngorms car park',
    latitude: 57.1343,
    longitude: -3.6692,
    color: '#1f6f4a',
    icon: 'parking',
  });
  await request.dispose();
  return { tripId: trip.id };
}

let seeding: Promise<Seeded> | undefined;
/** The file's account seeded once, by whichever describe asks first. */
const seeded = (): Promise<Seeded> => (seeding ??= seed());

describe('search', () => {
  beforeAll(async () => {
    await seeded();
  });

  it('finds through typos and accents, marks the words, filters, and keeps it all in the address', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/search?q=tnet', { waitFor: 'a.search-result' });
    const gear = page.getByRole('region', { name: /^Gear/ });
    const tent = gear.getByRole('link', { name: /Duplex Tent/ });
    await expect.poll(() => tent.count()).toBe(1);
    expect(await tent.locator('mark').allTextContents()).toEqual(['Tent']);
    // The pack that holds it is found too.
    await page.getByRole('region', { name: /^In packs/ }).waitFor();

    const box = page.getByRole('searchbox', { name: 'Search everything' });
    await box.fill('hulle');
    await gear.getByRole('link', { name: /Hülle für Schlafsack/ }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('hulle');

    await box.fill('cairngorms');
    await page.getByRole('region', { name: /^Places/ }).waitFor();
    await page.getByRole('group', { name: 'Kinds' }).getByRole('button', { name: 'Packs' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('pack');
    await expect.poll(() => page.getByRole('region', { name: /^Places/ }).count()).toBe(0);
    await page.getByRole('region', { name: /^Packs/ }).waitFor();
    await checkAxe(page);

    // Arrow keys go from the box through the results; Enter opens one.
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/packs\//);
    await page.getByRole('heading', { level: 1, name: 'Cairngorms three days' }).waitFor();
    await checkAxe(page);
    // Back returns to the search as it was.
    await page.goBack();
    await page.getByRole('region', { name: /^Packs/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('cairngorms');
    expect(await box.inputValue()).toBe('cairngorms');
  });

  it('opens from any screen with Ctrl+K or /, goes by keyboard, and remembers the search', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/gear', { waitFor: '.gear-page h1, main h1' });
    const chunk = page.waitForRequest(/command-palette/);
    await page.keyboard.press('Control+k');
    await chunk;
    const palette = page.getByRole('dialog', { name: 'Search' });
    const inputFocused = `document.activeElement?.hasAttribute('cmdk-input') ?? false`;
    await expect.poll(() => page.evaluate<boolean>(inputFocused)).toBe(true);
    await page.keyboard.type('corrour');
    const option = palette.getByRole('option', { name: /Lairig Ghru traverse/ });
    await option.waitFor();
    await checkAxe(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/trips/${(await seeded()).tripId}`);
    await expect.poll(() => palette.count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Lairig Ghru traverse' }).waitFor();
    await checkAxe(page);

    // "/" opens it where nothing is being typed; the recent search is offered; Escape closes.
    await page.keyboard.press('/');
    await palette.waitFor();
    await palette.getByRole('option', { name: 'corrour' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.isVisible()).toBe(false);

    // The header's button, then "All results" takes the words to the search page.
    await page.getByRole('button', { name: 'Search' }).click();
    await palette.waitFor();
    await page.keyboard.type('duplex');
    await palette
      .getByRole('option', { name: /Duplex Tent/ })
      .first()
      .waitFor();
    await palette.getByRole('option', { name: /All results/ }).click();
    await expect.poll(() => page.url()).toContain('/search?q=duplex');
    await page.getByRole('region', { name: /^Gear/ }).waitFor();
    await checkAxe(page);

    // A result for an item opens the library with its details.
    await page.getByRole('region', { name: /^Gear/ }).getByRole('link').first().click();
    const details = page.getByRole('dialog', { name: 'Item details' });
    await expect.poll(() => details.getByLabel('Name').inputValue()).toBe('Duplex Tent');
    expect(new URL(page.url()).searchParams.get('item')).toBeNull();
    await checkAxe(page);
  });

  it('opens a place found on the map, its marker chosen', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/search?q=car+park', { waitFor: 'a.search-result' });
    await page
      .getByRole('region', { name: /^Places/ })
      .getByRole('link', { name: /Cairngorms car park/ })
      .click();
    const popup = page.locator('.leaflet-popup', { hasText: 'Cairngorms car park' });
    await popup.waitFor();
    await expect.poll(() => pathOf(page)).toBe('/map');
    await checkAxe(page);
  });

  it('suggests what to search before anything is typed, and says plainly when nothing matches', async () => {
    const page = await openPage({ width: 390, height: 844, storageState: signedIn() });
    await visit(page, '/search', { waitFor: '.search-suggestions' });
    await page.getByRole('heading', { name: 'Find anything you keep here' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search everything' }).fill('xylophone');
    await page.getByText('Nothing found for “xylophone”.').waitFor();
    await checkAxe(page);
  });
});

describeScreenshots('search screenshots', () => {
  const shoot = screenshotsIn('search');
  it.each(SHOTS)(
    'search at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: signedIn() });
      await seeded();
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/search?q=cairngorms', { waitFor: 'a.search-result' });
      await shoot(page, `search-${tag}`);
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Search' });
      await palette.waitFor();
      await page.keyboard.type('tent');
      await palette
        .getByRole('option', { name: /Duplex Tent/ })
        .first()
        .waitFor();
      await shoot(page, `palette-${tag}`);
    },
    60_000,
  );
});
