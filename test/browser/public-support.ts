import type { Page } from 'playwright-core';
import { fakePack, fakeProfile, fakeTrip } from '@test/support/public-fixtures.js';

/**
 * The public API answered with made-up pages for the user "ada" (the pages' own fixtures,
 * test/support/public-fixtures.ts: a larger pack, a trip whose hidden ends hide its position, a
 * profile with a second pack), so the signed-in views can be seen and checked whatever the
 * database holds. Photos are a small picture. Anything else under /api/public goes to the server.
 */
const pack = fakePack(24);
const trip = fakeTrip({ latitude: null, longitude: null });
const listed = fakeProfile({}, pack);
const profile = {
  ...listed,
  packs: listed.packs.flatMap((summer) => [
    summer,
    {
      ...summer,
      name: 'Winter kit',
      slug: 'winter-kit',
      description: '',
      lineCount: 40,
      totals: { ...summer.totals, baseMg: 7_654_000 },
    },
  ]),
};

export const PUBLIC_FIXTURES = { pack, trip, profile };

const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#8fb996"/><circle cx="40" cy="34" r="16" fill="#2f5d3a"/></svg>`;

export async function servePublicFixtures(page: Page): Promise<void> {
  const { pack, trip, profile } = PUBLIC_FIXTURES;
  const answers = new Map<string, unknown>([
    ['/api/public/users/ada', profile],
    [`/api/public/users/ada/packs/${pack.slug}`, pack],
    [`/api/public/users/ada/trips/${trip.id}`, trip],
  ]);
  await page.route('**/api/public/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/api/public/photos/')) {
      await route.fulfill({ contentType: 'image/svg+xml', body: PHOTO });
      return;
    }
    const answer = route.request().method() === 'GET' ? answers.get(pathname) : undefined;
    if (answer === undefined) await route.fallback();
    else await route.fulfill({ json: answer });
  });
}

export const packPath = `/u/ada/pack/${PUBLIC_FIXTURES.pack.slug}`;
export const tripPath = `/u/ada/trip/${PUBLIC_FIXTURES.trip.id}`;
export const profilePath = '/u/ada';
