import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { stravaExport } from '../support/strava-export.js';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signedInState, signUpOncePerFile } from './support/auth.js';
import { ACTIVITIES, routeHikeForExplorer, seedSeason, seedTripAndWalk } from './track-support.js';
import { storedUserOf, withStoredUser, type StoredUser } from './support/auth.js';

/**
 * Not a check: pictures of /track (empty, and with a season of activities), an activity's page
 * and the Add activity dialog with a field refused, on a desktop and a phone, light and dark.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/track-screenshots.test.ts`.
 */
const shoot = screenshotsIn('track');

const activityFile = (name: string) =>
  fileURLToPath(new URL(`../fixtures/activities/${name}`, import.meta.url));

describeScreenshots('track screenshots', () => {
  const withSeason = signUpOncePerFile({ givenName: 'Rhona', familyName: 'Strath' });

  it.each(SHOTS)(
    'track at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: withSeason() });
      const existing = (await (await page.request.get(ACTIVITIES)).json()) as {
        activities: unknown[];
      };
      if (existing.activities.length === 0) await seedSeason(page.request);
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/track', { waitFor: '.activity-card' });
      await page.locator('.track-calendar-svg').waitFor();
      await checkAxe(page);
      await shoot(page, `track-${tag}`);
      await shoot(page, `track-full-${tag}`, true);
      await page.locator('.activity-card a').first().click();
      await page.locator('.activity-figures').waitFor();
      await checkAxe(page);
      await shoot(page, `activity-${tag}`);
    },
    120_000,
  );

  it.each(SHOTS)(
    'empty at $size.name size in $colorScheme, and the Add activity dialog',
    async ({ size, colorScheme }) => {
      // A new account each time: the uploads below end its emptiness.
      const storageState = await signedInState({ givenName: 'Ada', familyName: 'Newcomb' });
      const page = await openPage({ ...size, colorScheme, storageState });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/track', { waitFor: '.track-message' });
      await checkAxe(page);
      await shoot(page, `track-empty-${tag}`);
      await page.locator('.track-header').getByRole('button', { name: 'Add activity' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an activity' });
      await dialog.getByLabel('Distance (km)').fill('far');
      await dialog.getByRole('button', { name: 'Add activity' }).click();
      await dialog.getByText('Give the activity a name').waitFor();
      await checkAxe(page);
      await shoot(page, `track-new-${tag}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Files uploaded: a triathlon's three activities added, a damaged file refused.
      await page
        .locator('.track-header')
        .getByLabel('Upload files')
        .setInputFiles([
          activityFile('triathlon_summary_first.fit'),
          activityFile('garmin-fenix-5-walk-bad-crc.fit'),
        ]);
      await page
        .locator('.track-uploads')
        .getByText(/2 of 2 files done/)
        .waitFor();
      await page.locator('.activity-card').first().waitFor();
      await checkAxe(page);
      await shoot(page, `track-uploads-${tag}`);
      await page.locator('.activity-card a').first().click();
      await page.locator('.activity-figures').waitFor();
      await page.locator('.activity-map .leaflet-container').waitFor();
      await checkAxe(page);
      await shoot(page, `activity-recorded-${tag}`, true);
    },
    60_000,
  );

  it.each(SHOTS)(
    'a category at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const explorer: StoredUser = { ...storedUserOf(withSeason()), subscriptionPlan: 'explorer' };
      const page = await openPage({
        ...size,
        colorScheme,
        storageState: withStoredUser(withSeason(), explorer),
      });
      await page.route('/api/auth/me', (route) => route.fulfill({ json: explorer }));
      await routeHikeForExplorer(page);
      await visit(page, '/track/hike', { waitFor: '.track-bars-svg' });
      await checkAxe(page);
      await shoot(page, `category-${size.name}-${colorScheme}`, true);
    },
    60_000,
  );

  it.each(SHOTS)(
    'a trip with its walk at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const storageState = await signedInState({ givenName: 'Morag', familyName: 'Spey' });
      const page = await openPage({ ...size, colorScheme, storageState });
      const { trip, walk } = await seedTripAndWalk(page.request);
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, `/track?activity=${walk.id}`, { waitFor: 'text=Recorded during' });
      await page.locator('.activity-trip').scrollIntoViewIfNeeded();
      await shoot(page, `activity-trip-offer-${tag}`);
      await page.request.patch(`${ACTIVITIES}/${walk.id}`, { data: { tripId: trip.id } });
      await visit(page, `/trips/${trip.id}`, { waitFor: '.trip-done-table' });
      await checkAxe(page);
      await shoot(page, `trip-done-${tag}`, true);
      // Shared, with the walk shown and the ends hidden.
      const username = `spey-${size.name}-${colorScheme}`;
      await page.request.patch('/api/account', { data: { username } });
      await page.request.patch(`/api/trips/${trip.id}`, {
        data: { isPublic: true, hideRouteEnds: true, showActivities: true },
      });
      await visit(page, `/u/${username}/trip/${trip.id}`, { waitFor: 'text=Recorded on the trip' });
      await page.locator('.pt-map .leaflet-container').waitFor();
      await checkAxe(page);
      await shoot(page, `public-trip-done-${tag}`, true);
    },
    60_000,
  );

  it.each(SHOTS)(
    'the Strava import at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const storageState = await signedInState({ givenName: 'Fiona', familyName: 'Dee' });
      const page = await openPage({ ...size, colorScheme, storageState });
      await visit(page, '/track', { waitFor: 'text=Your first activity' });
      await page.getByRole('button', { name: 'Import from Strava' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import from Strava' });
      await dialog.getByLabel('Choose the export (.zip)').setInputFiles({
        name: 'export_1234.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(stravaExport()),
      });
      await dialog.getByText(/activities added/).waitFor();
      await checkAxe(page);
      await shoot(page, `strava-import-${size.name}-${colorScheme}`);
    },
    60_000,
  );
});
