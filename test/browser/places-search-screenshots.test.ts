import { expect, it } from 'vitest';
import { checkAxe, openPage, stableBox, visit, answered } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of /map's place search, its results open and the place found with
 * "Save as a place", on a desktop and a phone, light and dark. Runs only with SCREENSHOTS=1:
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/places-search-screenshots.test.ts`.
 */
const shoot = screenshotsIn('places-search');

describeScreenshots('place search screenshots', () => {
  const account = signUpOncePerFile({ givenName: 'Morag', familyName: 'Search' });

  it.each(SHOTS)(
    'results and the place found at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: account() });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/map', { waitFor: '.places-empty' });

      const box = page.getByRole('combobox', { name: 'Search for a place' });
      await box.fill('fort');
      const searched = answered(page, 'GET', '/api/geocoding/search');
      await box.press('Enter');
      expect((await searched).status()).toBe(200);
      const option = page.getByRole('option', { name: /Fort William/ });
      await option.waitFor();
      await box.press('ArrowDown');
      await stableBox(page, page.locator('.place-search-popup'));
      await checkAxe(page);
      await shoot(page, `search-results-${tag}`);

      await box.press('Enter');
      const found = page.getByRole('region', { name: 'Found: Fort William' });
      await found.waitFor();
      await stableBox(page, page.locator('.map-marker[aria-label="Found: Fort William"]'));
      await checkAxe(page);
      await shoot(page, `search-found-${tag}`);
    },
    60_000,
  );
});
