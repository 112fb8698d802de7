import { it } from 'vitest';
import { openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';
import { packPath, profilePath, servePublicFixtures, tripPath } from './public-support.js';

/**
 * Not a check: pictures of the public pages (pack, trip, profile, Not Found) as a signed-in
 * visitor sees them (the public API answered with the pages' fixtures), on a desktop and a
 * phone, light and dark. Runs only with SCREENSHOTS=1:
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/public-screenshots.test.ts`.
 */
const shoot = screenshotsIn('public');

describeScreenshots('public screenshots', () => {
  const visitor = signUpOncePerFile({ givenName: 'Vera', familyName: 'Visitor' });

  it.each(SHOTS)(
    'public pages at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: visitor() });
      await servePublicFixtures(page);
      const tag = `${size.name}-${colorScheme}`;

      await visit(page, packPath);
      await shoot(page, `pack-${tag}`, true);

      await visit(page, tripPath);
      await page.locator('.pt-map .map-view').waitFor();
      await shoot(page, `trip-${tag}`, true);

      await visit(page, profilePath);
      await shoot(page, `profile-${tag}`, true);

      await visit(page, '/u/nobody-here');
      await shoot(page, `not-found-${tag}`);
    },
    120_000,
  );
});
