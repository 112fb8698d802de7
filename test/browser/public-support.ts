import type { Page } from 'playwright-core';
/**
 * The public API answered with made-up pages for the user "ada" (the shapes of the issue 14
 * contract, as client/features/public/pages/public-fixtures.ts makes them for the unit tests),
 * so the signed-in views can be seen and checked whatever the database holds. Photos are a
 * small picture. Anything else under /api/public goes to the server.
 */
const owner = {
  username: 'ada',
  displayName: 'Ada L.',
  avatarUrl: null,
  profilePublic: true,
  searchIndexing: false,
};

const CATEGORIES = [
  ['Shelter', '#2f855a'],
  ['Sleep', '#3182ce'],
  ['Kitchen', '#dd6b20'],
  ['Clothing', '#805ad5'],
  ['Water', '#c53030'],
] as const;

const line = (n: number) => ({
  kind: 'item',
  quantity: n % 3 === 0 ? 2 : 1,
  ...(n % 7 === 0 ? { worn: true } : {}),
  ...(n % 11 === 0 ? { consumable: true } : {}),
  item: {
    name: `Item number ${n}`,
    ...(n % 2 === 0 ? { brand: 'Brandname' } : {}),
    weightMg: 40_000 + n * 13_217,
    ...(n % 4 === 0 ? { priceMinor: 1_999 + n, currency: 'USD' } : {}),
    ...(n % 5 === 0 ? { url: `https://example.com/gear/${n}` } : {}),
    ...(n % 10 === 0 ? { photoUrl: `/api/public/photos/photo-${n}` } : {}),
    ...(n % 6 === 0 ? { description: 'A short note on this item.' } : {}),
  },
});

const lineMg = (l: ReturnType<typeof line>) => l.item.weightMg * l.quantity;

const categories = CATEGORIES.map(([name, color], c) => {
  const lines = Array.from({ length: 24 }, (_, n) => n)
    .filter((n) => n % CATEGORIES.length === c)
    .map(line);
  const totalMg = lines.reduce((sum, l) => sum + lineMg(l), 0);
  return {
    name,
    color,
    totals: { totalMg, baseMg: totalMg, wornMg: 0, consumableMg: 0, itemCount: lines.length },
    lines: [...lines] as object[],
  };
});
categories[2]?.lines.push({
  kind: 'bundle',
  quantity: 1,
  bundle: {
    name: 'Cook set',
    description: 'Pot, stove and lighter',
    items: [
      {
        name: 'Pot',
        brand: 'Toaks',
        quantity: 1,
        weightMg: 110_000,
        priceMinor: null,
        currency: null,
        worn: false,
        consumable: false,
      },
      {
        name: 'Gas',
        brand: '',
        quantity: 1,
        weightMg: 200_000,
        priceMinor: 500,
        currency: 'EUR',
        worn: false,
        consumable: true,
      },
    ],
  },
});
if (categories[2]) categories[2].totals.totalMg += 310_000;
const totalMg = categories.reduce((sum, c) => sum + c.totals.totalMg, 0);
const tenth = Math.round(totalMg / 10);
const packTotals = {
  totalMg,
  baseMg: totalMg - 2 * tenth,
  wornMg: tenth,
  consumableMg: tenth,
  packWeightMg: totalMg - tenth,
  itemCount: 26,
};

const route = Array.from({ length: 61 }, (_, i) => [
  56.76 + 0.01 * Math.sin(i / 9),
  -4.7 + i * 0.002,
  300 + Math.round(200 * Math.sin((i / 60) * Math.PI)),
]);

const pack = {
  owner,
  name: 'Summer kit',
  description: 'Three-season kit for the Cairngorms.',
  slug: 'summer-kit',
  updatedAt: '2026-06-01T10:00:00.000Z',
  weightUnit: 'g',
  weightScale: 'auto',
  categories,
  totals: { ...packTotals, priceByCurrency: { USD: 12_345, EUR: 500 } },
};

const trip = {
  owner,
  id: '0b7c4d1e-1111-4a2b-8c3d-000000000001',
  name: 'Ossian round',
  description: 'Corrour to Loch Ossian and over Beinn na Lap.',
  activity: 'backpacking',
  startDate: '2026-07-10',
  endDate: '2026-07-11',
  days: 2,
  weightUnit: 'g',
  weightScale: 'auto',
  paceKmh: 5,
  climbMPerHour: 600,
  effectiveFoodPerDayGrams: 700,
  waterLitresPerHour: 0.5,
  dayOverrides: [],
  latitude: null,
  longitude: null,
  routeEndsHidden: true,
  route: {
    points: route,
    segmentStarts: [],
    distanceM: 7300,
    gainM: 200,
    lossM: 200,
    highestM: 500,
    lowestM: 300,
    elevationSource: 'file',
  },
  waypoints: [
    {
      name: 'Loch camp',
      latitude: 56.765,
      longitude: -4.64,
      elevationM: null,
      color: '#dd6b20',
      icon: 'camp',
    },
    {
      name: 'Burn',
      latitude: 56.768,
      longitude: -4.67,
      elevationM: null,
      color: '#3182ce',
      icon: 'water',
    },
  ],
  plan: {
    distanceM: 7300,
    gainM: 200,
    lossM: 200,
    highestM: 500,
    lowestM: 300,
    movingHours: 1.79,
    days: [
      {
        day: 1,
        date: '2026-07-10',
        distanceM: 3650,
        gainM: 200,
        movingHours: 1.06,
        endsAt: 'Loch camp',
        foodGrams: 700,
        waterLitres: 0.53,
      },
      {
        day: 2,
        date: '2026-07-11',
        distanceM: 3650,
        gainM: 0,
        movingHours: 0.73,
        endsAt: null,
        foodGrams: 700,
        waterLitres: 0.37,
      },
    ],
  },
  packs: [
    { name: 'Summer kit', isMain: true, slug: 'summer-kit', totals: packTotals },
    {
      name: 'Private extras',
      isMain: false,
      slug: null,
      totals: { ...packTotals, totalMg: 300_000, baseMg: 300_000 },
    },
  ],
};

const profile = {
  owner,
  weightUnit: 'g',
  weightScale: 'auto',
  packs: [
    {
      name: pack.name,
      slug: pack.slug,
      description: pack.description,
      lineCount: 25,
      totals: packTotals,
      updatedAt: pack.updatedAt,
    },
    {
      name: 'Winter kit',
      slug: 'winter-kit',
      description: '',
      lineCount: 40,
      totals: { ...packTotals, baseMg: 7_654_000 },
      updatedAt: pack.updatedAt,
    },
  ],
  trips: [
    {
      id: trip.id,
      name: trip.name,
      activity: trip.activity,
      startDate: trip.startDate,
      endDate: trip.endDate,
      days: 2,
      distanceM: 7300,
      gainM: 200,
      preview: route.filter((_, i) => i % 6 === 0).map(([lat, lon]) => [lat, lon]),
      previewSegmentStarts: [],
      mainPackBaseMg: packTotals.baseMg,
      updatedAt: pack.updatedAt,
    },
  ],
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
