import type { APIRequestContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, shownToast, stableBox, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of /map with places, with a marker's popover open and with the place
 * form open, and empty, on a desktop and a phone, light and dark. Runs only with SCREENSHOTS=1:
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/places-screenshots.test.ts`.
 */
const shoot = screenshotsIn('places');

const PLACES: [string, string, string, string, number, number][] = [
  // name, note, icon, colour, latitude, longitude
  ['Loch Ossian bothy', 'Open all year; bring coal in winter.', 'hut', '#805ad5', 56.7711, -4.6253],
  ['Corrour station', 'Trains at 08:51 and 17:40.', 'start', '#2f855a', 56.7603, -4.6906],
  ['Beinn na Lap', '', 'summit', '#e53e3e', 56.7886, -4.6589],
  ['Water at the outflow', 'Filter it: deer upstream.', 'water', '#3182ce', 56.7622, -4.6066],
  [
    'Wild camp by the beach',
    'Sandy, sheltered from the west.',
    'camp',
    '#dd6b20',
    56.7486,
    -4.5816,
  ],
];

/** Seeds once per account; later runs find the places there. */
async function seed(request: APIRequestContext): Promise<void> {
  const existing = (await (await request.get('/api/places')).json()) as unknown[];
  if (existing.length > 0) return;
  for (const [name, note, icon, color, latitude, longitude] of PLACES) {
    const response = await request.post('/api/places', {
      data: { name, note, icon, color, latitude, longitude },
    });
    expect(response.status()).toBe(201);
  }
}

const marker = (page: Page, name: string) => page.locator(`.map-marker[aria-label="${name}"]`);

describeScreenshots('places screenshots', () => {
  const withPlaces = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ossian' });
  const newUser = signUpOncePerFile({ givenName: 'Ada', familyName: 'Newcomb' });

  it.each(SHOTS)(
    'with places at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: withPlaces() });
      await seed(page.request);
      const tag = `${size.name}-${colorScheme}`;

      await visit(page, '/map', { waitFor: '.map-marker' });
      await stableBox(page, marker(page, 'Beinn na Lap'));
      await shoot(page, `map-${tag}`);

      await marker(page, 'Loch Ossian bothy').click();
      await page.locator('.place-popover').waitFor();
      await stableBox(page, page.locator('.place-popover'));
      await checkAxe(page);
      await shoot(page, `map-popover-${tag}`);

      await page.getByRole('button', { name: 'Edit Loch Ossian bothy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Loch Ossian bothy' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.getByText('Give the place a name').waitFor();
      await checkAxe(page);
      await shoot(page, `map-edit-${tag}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Places (5)' }).click();
        await page.getByRole('dialog', { name: 'Your places' }).waitFor();
        await checkAxe(page);
        await shoot(page, `map-sheet-${tag}`);
        await page.keyboard.press('Escape');
      }
    },
    120_000,
  );

  it.each(SHOTS)(
    'empty at $size.name size in $colorScheme, and adding a place',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: newUser() });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/map', { waitFor: '.places-empty' });
      await shoot(page, `map-empty-${tag}`);

      if (size.name === 'phone') await page.getByRole('button', { name: 'Add place here' }).click();
      else await page.getByRole('region', { name: 'Map of your places' }).click();
      const dialog = page.getByRole('dialog', { name: 'New place' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Trailhead');
      await dialog.getByRole('radio', { name: 'Start' }).check();
      await checkAxe(page);
      await shoot(page, `map-new-${tag}`);
      await dialog.getByRole('button', { name: 'Add place' }).click();
      await shownToast(page, 'Added Trailhead');
      await shoot(page, `map-added-${tag}`);
      // The account has no places again for the next picture.
      for (const place of (await (await page.request.get('/api/places')).json()) as {
        id: string;
      }[]) {
        expect((await page.request.delete(`/api/places/${place.id}`)).status()).toBe(204);
      }
    },
    60_000,
  );
});
