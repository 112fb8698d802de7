import { expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of /map for a person to look at, with places, on a desktop and a phone,
 * light and dark; the standard map, then satellite with contour lines and a popover. Runs only
 * with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/map-screenshots.test.ts`.
 */
const shoot = screenshotsIn('map');

const PLACES = [
  { name: 'Camp by the burn', icon: 'camp', color: '#e53e3e', latitude: 54.005, longitude: -3.01 },
  { name: 'Spring', icon: 'water', color: '#3182ce', latitude: 54.0, longitude: -2.995 },
  { name: 'Summit cairn', icon: 'summit', color: '#805ad5', latitude: 54.012, longitude: -2.985 },
  { name: 'Car park', icon: 'parking', color: '#f6e05e', latitude: 53.994, longitude: -3.02 },
];

describeScreenshots('map screenshots', () => {
  const account = signUpOncePerFile({ givenName: 'Rhona', familyName: 'Scree' });

  it.each(SHOTS)(
    'of /map at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: account() });
      const existing = (await (await page.request.get('/api/places')).json()) as unknown[];
      if (existing.length === 0) {
        for (const place of PLACES) {
          expect((await page.request.post('/api/places', { data: place })).ok()).toBe(true);
        }
      }
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/map', { waitFor: '.map-marker' });
      await page.locator('.map-base img.leaflet-tile-loaded').first().waitFor();
      await shoot(page, `map-${tag}`);

      await page.getByRole('button', { name: 'Satellite' }).click();
      await page.getByRole('button', { name: 'Contour lines' }).click();
      await page.locator('.map-contour-label').first().waitFor();
      await page.locator('.map-marker[aria-label="Summit cairn"]').focus();
      await page.keyboard.press('Enter');
      await page.locator('.leaflet-popup').waitFor();
      await checkAxe(page);
      await shoot(page, `map-satellite-contours-${tag}`);
    },
    120_000,
  );

  it.each(SHOTS)(
    'of /map at $size.name size in $colorScheme, its tile server known to fail',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: account() });
      await page.route('**/api/tiles', async (route) => {
        const response = await route.fetch();
        const sources = (await response.json()) as { id: string }[];
        const trouble = {
          status: 502,
          message: 'The Standard map tiles are unavailable: the tile server could not be reached',
          retryAfterSeconds: 60,
        };
        await route.fulfill({
          response,
          json: sources.map((source) =>
            source.id === 'standard' ? { ...source, trouble } : source,
          ),
        });
      });
      await visit(page, '/map', { waitFor: '.map-trouble p' });
      await shoot(page, `map-trouble-${size.name}-${colorScheme}`);
    },
    120_000,
  );
});
