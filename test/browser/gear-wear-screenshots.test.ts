import type { APIRequestContext } from 'playwright-core';
import { it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import {
  signUpOncePerFile,
  storedUserOf,
  withStoredUser,
  type StoredUser,
} from './support/auth.js';
import { HIKE_ANALYTICS } from './track-support.js';

type Item = ApiSchema<'GearItemResponseDto'>;

/**
 * Not a check: pictures of gear mileage (Explorer) for a person to look at: the library's
 * badges, an item's details with its hint and "Retire after", and /track/hike's retirement
 * column and default gear with its dialog, on a desktop and a phone, light and dark.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/gear-wear-screenshots.test.ts`.
 */
const shoot = screenshotsIn('gear-wear');

/** name, category, km done (null: never used), retireAfterM */
const ITEMS: [string, string, number | null, number | null][] = [
  ['Speedgoat 5', 'Footwear', 553, null],
  ['Hiking boots', 'Footwear', 212, null],
  ['Spare trail shoes', 'Footwear', null, null],
  ['Carbon poles', 'Walking', 388, null],
  ['Bike chain', 'Bike', 3120, 3_000_000],
  ['Tarp tent', 'Shelter', 96, null],
  ['Quilt 20°F', 'Shelter', 96, null],
];

async function seed(request: APIRequestContext): Promise<Item[]> {
  const existing = await request.get('/api/gear/items?limit=100');
  const found = ((await existing.json()) as { items: Item[] }).items;
  if (found.length > 0) return found;
  const categories = new Map<string, string>();
  const items: Item[] = [];
  for (const [name, category, , retireAfterM] of ITEMS) {
    if (!categories.has(category)) {
      const response = await request.post('/api/gear/categories', { data: { name: category } });
      categories.set(category, ((await response.json()) as { id: string }).id);
    }
    const response = await request.post('/api/gear/items', {
      data: { name, categoryId: categories.get(category), weightMg: 300_000, retireAfterM },
    });
    items.push((await response.json()) as Item);
  }
  return items;
}

const mileageOf = (items: Item[]) =>
  items.flatMap((item) => {
    const km = ITEMS.find(([name]) => name === item.name)?.[2] ?? null;
    if (km === null) return [];
    const count = Math.max(1, Math.round(km / 9));
    return [
      {
        gearItemId: item.id,
        name: item.name,
        count,
        distanceM: km * 1000,
        movingS: count * 4000,
        direct: true,
        totalDistanceM: km * 1000,
        retirementDistanceM: null,
        wornShare: null,
        retirementHint: null,
      },
    ];
  });

describeScreenshots('gear wear screenshots', () => {
  const signedIn = signUpOncePerFile({ givenName: 'Tove', familyName: 'Miles' });

  it.each(SHOTS)(
    'the library and /track/hike at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const explorer: StoredUser = { ...storedUserOf(signedIn()), subscriptionPlan: 'explorer' };
      const page = await openPage({
        ...size,
        colorScheme,
        storageState: withStoredUser(signedIn(), explorer),
      });
      await page.route('/api/auth/me', (route) => route.fulfill({ json: explorer }));
      const items = await seed(page.request);
      await page.route('**/api/activities/gear-mileage', (route) =>
        route.fulfill({ json: { items: mileageOf(items) } }),
      );
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/gear', { waitFor: '.wear-badge' });
      await shoot(page, `library-${tag}`);
      const details =
        size.name === 'phone'
          ? page.getByRole('button', { name: 'Speedgoat 5', exact: true })
          : page.getByRole('button', { name: 'Details of Speedgoat 5' });
      await details.click();
      const drawer = page.getByRole('dialog', { name: 'Item details' });
      await drawer.getByRole('region', { name: 'Gear mileage' }).waitFor();
      await checkAxe(page);
      await shoot(page, `details-${tag}`);
      await drawer.getByLabel('Retire after (km)').scrollIntoViewIfNeeded();
      await shoot(page, `details-retire-after-${tag}`);
      await page.keyboard.press('Escape');

      const shoes = items.find((item) => item.name === 'Speedgoat 5');
      const poles = items.find((item) => item.name === 'Carbon poles');
      await page.route('**/api/activities/analytics/hike?*', (route) =>
        route.fulfill({ json: HIKE_ANALYTICS }),
      );
      await page.route('**/api/activities/defaults/hike', (route) =>
        route.fulfill({
          json: {
            category: 'hike',
            pack: null,
            gear: [
              { id: poles?.id, name: 'Carbon poles' },
              { id: shoes?.id, name: 'Speedgoat 5' },
            ],
          },
        }),
      );
      await visit(page, '/track/hike', { waitFor: '.track-bars-svg' });
      await page.getByRole('region', { name: 'Gear mileage' }).scrollIntoViewIfNeeded();
      await shoot(page, `track-gear-${tag}`);
      await page.getByRole('button', { name: 'Change default gear' }).click();
      await page.getByRole('dialog', { name: 'Default gear: Hike' }).waitFor();
      await checkAxe(page);
      await shoot(page, `track-defaults-dialog-${tag}`);
    },
    60_000,
  );
});
