import { request as playwrightRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, openPage, visit } from './support/browser.js';
import { signedInState, signUpOncePerFile, type StorageState } from './support/auth.js';
import { describeScreenshots, COLOR_SCHEMES, screenshotsIn } from './support/screenshots.js';

const signedIn = signUpOncePerFile({ givenName: 'Isla', familyName: 'Rannoch' });

/** A day `days` from today in the browser's zone (UTC in these tests' Chromium). */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let seeding: Promise<void> | undefined;

/** A library, two packs, a trip in twelve days taking one, an activity: through the API. */
function seed(state: StorageState): Promise<void> {
  return (seeding ??= (async () => {
    const origin = appOrigin();
    const api = await playwrightRequest.newContext({
      baseURL: origin,
      storageState: state,
      extraHTTPHeaders: { Origin: origin },
    });
    const post = async (path: string, data: unknown) => {
      const response = await api.post(path, { data });
      if (response.status() !== 201) throw new Error(`${path}: ${response.status()}`);
      return (await response.json()) as { id: string };
    };
    const tent = await post('/api/gear/items', { name: 'Duplex Tent', weightMg: 539_000 });
    await post('/api/gear/items', { name: 'Spare socks', weightMg: 60_000 });
    const pack = await post('/api/packs', { name: 'Cairngorms three days' });
    await post(`/api/packs/${pack.id}/lines`, { gearItemId: tent.id });
    const trip = await post('/api/trips', {
      name: 'Lairig Ghru traverse',
      startDate: dayFromNow(12),
      endDate: dayFromNow(14),
    });
    const packs = await api.put(`/api/trips/${trip.id}/packs`, {
      data: { packs: [{ packId: pack.id, isMain: true }] },
    });
    if (packs.status() !== 200) throw new Error(`trip packs: ${packs.status()}`);
    await post('/api/activities', {
      name: 'Evening run',
      category: 'run',
      startTime: new Date().toISOString(),
      timeZone: 'UTC',
      distanceM: 8_000,
      movingS: 2_700,
      elapsedS: 2_800,
    });
    await api.dispose();
  })());
}

describe('home', () => {
  it('greets a new user with the first steps to take, none ticked', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: await signedInState() });
    await visit(page, '/home', { waitFor: '.home-grid' });
    const started = page.getByRole('region', { name: 'Getting started' });
    expect(await started.getByText('0 of 4 done').isVisible()).toBe(true);
    expect(await started.getByRole('link').allInnerTexts()).toEqual([
      'Add your gear',
      'Build a pack',
      'Plan a trip',
      'Connect Strava or Garmin',
    ]);
    expect(await page.getByRole('region', { name: 'Next trip' }).innerText()).toContain(
      'Nothing planned',
    );
  });

  it('says something true about the next trip, the packs, the library and the activities', async () => {
    await seed(signedIn());
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/home', { waitFor: '.home-trip-name' });
    const trip = await page.getByRole('region', { name: 'Next trip' }).innerText();
    expect(trip).toContain('Lairig Ghru traverse');
    expect(trip).toContain('in 12 days');
    expect(trip).toMatch(/base weight\s+539 g/);
    const library = page.getByRole('region', { name: 'Your library' });
    expect(await library.getByRole('link').allInnerTexts()).toEqual(['Duplex Tent', 'Spare socks']);
    expect(await library.innerText()).toMatch(/In no pack\s+1/);
    expect(await page.getByRole('region', { name: 'Activities' }).innerText()).toContain(
      'Evening run',
    );
    const started = page.getByRole('region', { name: 'Getting started' });
    expect(await started.getByText('3 of 4 done').isVisible()).toBe(true);

    // The heaviest item opens in the library with its details.
    await library.getByRole('link', { name: 'Duplex Tent' }).click();
    await page.getByRole('dialog', { name: 'Item details' }).waitFor();
    await checkAxe(page);
  });
});

describeScreenshots('home screenshots', () => {
  const shoot = screenshotsIn('home');
  it.each(
    COLOR_SCHEMES.flatMap((colorScheme) => [1280, 800].map((width) => ({ colorScheme, width }))),
  )(
    'home at $width px in $colorScheme',
    async ({ colorScheme, width }) => {
      await seed(signedIn());
      const page = await openPage({ width, height: 900, colorScheme, storageState: signedIn() });
      await visit(page, '/home', { waitFor: '.home-trip-name' });
      await shoot(page, `home-${width}-${colorScheme}`, true);
    },
    60_000,
  );
});
