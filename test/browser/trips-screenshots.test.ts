import type { APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, stableBox, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedLibrary, seedLine, seedPack } from './packs-support.js';
import {
  eastwardRoute,
  marker,
  seedRoute,
  seedTrip,
  seedWaypoint,
  TRIPS,
} from './trips-support.js';

/**
 * Not a check: pictures of /trips (empty, and with trips) and of a trip (its map, profile, days,
 * food and water, packs), and of the New trip dialog with a date refused, on a desktop and a
 * phone, light and dark. Runs only with SCREENSHOTS=1:
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/trips-screenshots.test.ts`.
 */
const shoot = screenshotsIn('trips');

/** A two-day trip over a hill with a camp and water, and a pack; seeded once per account. */
async function seed(request: APIRequestContext): Promise<string> {
  const existing = (await (await request.get(TRIPS)).json()) as { id: string; name: string }[];
  const found = existing.find((trip) => trip.name === 'Ossian round');
  if (found) return found.id;
  const seeded = await seedLibrary(
    request,
    ['Shelter', 'Sleep'],
    [
      { name: 'Tarp tent', grams: 680, category: 'Shelter' },
      { name: 'Quilt', grams: 620, category: 'Sleep' },
      { name: 'Mat', grams: 410, category: 'Sleep' },
    ],
  );
  const packId = await seedPack(request, 'Summer kit');
  for (const id of seeded.items.values()) await seedLine(request, packId, { gearItemId: id });
  const trip = await seedTrip(request, {
    name: 'Ossian round',
    startDate: '2026-07-10',
    endDate: '2026-07-11',
    activity: 'backpacking',
    description: 'Corrour to Loch Ossian and over Beinn na Lap.',
    packs: [{ packId, isMain: true }],
  });
  await seedRoute(request, trip.id, eastwardRoute(61, [56.76, -4.7], 0.16));
  await seedWaypoint(request, trip.id, {
    name: 'Loch camp',
    latitude: 56.76,
    longitude: -4.62,
    icon: 'camp',
    color: '#dd6b20',
  });
  await seedWaypoint(request, trip.id, {
    name: 'Burn',
    latitude: 56.7602,
    longitude: -4.66,
    icon: 'water',
    color: '#3182ce',
  });
  await seedTrip(request, { name: 'Autumn bothy night', startDate: '2099-10-03' });
  return trip.id;
}

describeScreenshots('trips screenshots', () => {
  const withTrips = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ossian' });
  const newUser = signUpOncePerFile({ givenName: 'Ada', familyName: 'Newcomb' });

  it.each(SHOTS)(
    'trips at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: withTrips() });
      const tripId = await seed(page.request);
      const tag = `${size.name}-${colorScheme}`;

      await visit(page, '/trips', { waitFor: '.trip-card' });
      await shoot(page, `trips-${tag}`, true);

      await visit(page, `/trips/${tripId}`, { waitFor: '.route-chart-plot' });
      await stableBox(page, marker(page, 'Loch camp'));
      await shoot(page, `trip-${tag}`);
      await shoot(page, `trip-full-${tag}`, true);

      // The profile hovered halfway: the point shows on the map.
      const chart = page.locator('.trip-profile .route-chart-plot');
      // In the middle of the screen: on a phone its bottom edge is under the fixed bottom bar.
      await chart.evaluate((element: { scrollIntoView(options: { block: 'center' }): void }) =>
        element.scrollIntoView({ block: 'center' }),
      );
      const box = await stableBox(page, chart);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.locator('.map-hover-point').waitFor();
      await shoot(page, `trip-hover-${tag}`);

      await page.getByRole('button', { name: 'Edit the route' }).click();
      await page.getByRole('group', { name: 'Drawing the route' }).waitFor();
      await checkAxe(page);
      await shoot(page, `trip-draw-${tag}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
    },
    120_000,
  );

  it.each(SHOTS)(
    'empty at $size.name size in $colorScheme, and the New trip dialog',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: newUser() });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/trips', { waitFor: '.trips-message' });
      await shoot(page, `trips-empty-${tag}`);

      await page.locator('.trips-header').getByRole('button', { name: 'New trip' }).click();
      const dialog = page.getByRole('dialog', { name: 'New trip' });
      await dialog.getByLabel('First day').fill('2026-07-10');
      await dialog.getByLabel('Last day').fill('2026-07-08');
      await dialog.getByRole('button', { name: 'Create trip' }).click();
      await dialog.getByText('The last day cannot be before the first').waitFor();
      await checkAxe(page);
      await shoot(page, `trips-new-${tag}`);
      expect(await dialog.getByText('Give the trip a name').count()).toBe(1);
    },
    60_000,
  );
});
