import type { RoutePoint } from '@domain/route/route-point.js';
import type {
  PublicOwner,
  PublicPack,
  PublicPackLine,
  PublicProfile,
  PublicTrip,
} from '@client/features/public/api/types.js';

/*
 * Made-up public answers in the API's types: for the pages' unit tests and their size check
 * (client/features/public/pages/), and for the browser tests, which answer the public API with
 * them (test/browser/public-support.ts). Type-checked under both tsconfigs, so it imports only
 * types, with `.js`.
 */

export const owner = (changes: Partial<PublicOwner> = {}): PublicOwner => ({
  username: 'ada',
  displayName: 'Ada L.',
  avatarUrl: null,
  profilePublic: true,
  searchIndexing: false,
  ...changes,
});

const itemLine = (n: number): PublicPackLine => ({
  kind: 'item',
  quantity: n % 3 === 0 ? 2 : 1,
  ...(n % 7 === 0 ? { worn: true as const } : {}),
  ...(n % 11 === 0 ? { consumable: true as const } : {}),
  item: {
    name: `Item number ${n}`,
    ...(n % 2 === 0 ? { brand: 'Brandname' } : {}),
    weightMg: 10_000 + n * 3_217,
    ...(n % 4 === 0 ? { priceMinor: 1_999 + n, currency: 'USD' } : {}),
    ...(n % 5 === 0 ? { url: `https://example.com/gear/${n}` } : {}),
    ...(n % 10 === 0 ? { photoUrl: `/api/public/photos/photo-${n}` } : {}),
    ...(n % 6 === 0 ? { description: 'A short note on this item.' } : {}),
  },
});

/** A pack of `count` item lines in five categories, and one bundle line. */
export function fakePack(count = 12, changes: Partial<PublicPack> = {}): PublicPack {
  const names = ['Shelter', 'Sleep', 'Kitchen', 'Clothing', 'Water'];
  const colors = ['#2f855a', '#3182ce', '#dd6b20', '#805ad5', '#c53030'];
  const categories = names.map((name, c) => {
    const lines = Array.from({ length: count }, (_, n) => n)
      .filter((n) => n % names.length === c)
      .map(itemLine);
    const totalMg = lines.reduce(
      (sum, line) => sum + (line.item?.weightMg ?? 0) * line.quantity,
      0,
    );
    return {
      name,
      color: colors[c] ?? '#718096',
      totals: {
        totalMg,
        baseMg: totalMg,
        wornMg: 0,
        consumableMg: 0,
        itemCount: lines.length,
        priceByCurrency: {},
      },
      lines,
    };
  });
  const bundleLine: PublicPackLine = {
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
  };
  const kitchen = categories[2];
  if (kitchen) {
    kitchen.lines.push(bundleLine);
    kitchen.totals.totalMg += 310_000;
  }
  const totalMg = categories.reduce((sum, category) => sum + category.totals.totalMg, 0);
  return {
    owner: owner(),
    name: 'Summer kit',
    description: 'Three-season kit for the Cairngorms.',
    slug: 'summer-kit',
    updatedAt: '2026-06-01T10:00:00.000Z',
    weightUnit: 'g',
    weightScale: 'auto',
    categories,
    totals: {
      totalMg,
      baseMg: totalMg - 2 * Math.round(totalMg / 10),
      wornMg: Math.round(totalMg / 10),
      consumableMg: Math.round(totalMg / 10),
      packWeightMg: totalMg - Math.round(totalMg / 10),
      itemCount: count + 2,
      priceByCurrency: { USD: 12_345, EUR: 500 },
    },
    ...changes,
  };
}

/** Eastward along a hill, winding a little: `count` points 0.002° apart, up then down. */
export function fakeRoute(count = 61): RoutePoint[] {
  return Array.from({ length: count }, (_, i): RoutePoint => [
    56.76 + 0.01 * Math.sin(i / 9),
    -4.7 + i * 0.002,
    300 + Math.round(200 * Math.sin((i / (count - 1)) * Math.PI)),
  ]);
}

export function fakeTrip(changes: Partial<PublicTrip> = {}): PublicTrip {
  return {
    owner: owner(),
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
    latitude: 56.76,
    longitude: -4.7,
    activities: [],
    routeEndsHidden: true,
    route: {
      points: fakeRoute(),
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
        latitude: 56.76,
        longitude: -4.64,
        elevationM: null,
        color: '#dd6b20',
        icon: 'camp',
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
      {
        name: 'Summer kit',
        isMain: true,
        slug: 'summer-kit',
        totals: {
          totalMg: 5_000_000,
          baseMg: 4_000_000,
          wornMg: 500_000,
          consumableMg: 500_000,
          packWeightMg: 4_500_000,
          itemCount: 20,
        },
      },
      {
        name: 'Private extras',
        isMain: false,
        slug: null,
        totals: {
          totalMg: 300_000,
          baseMg: 300_000,
          wornMg: 0,
          consumableMg: 0,
          packWeightMg: 300_000,
          itemCount: 2,
        },
      },
    ],
    ...changes,
  };
}

const weightsOf = ({ priceByCurrency: _prices, ...weights }: PublicPack['totals']) => weights;

/** A profile listing `pack` and the trip. */
export function fakeProfile(
  changes: Partial<PublicProfile> = {},
  pack: PublicPack = fakePack(),
): PublicProfile {
  const trip = fakeTrip();
  return {
    owner: owner(),
    weightUnit: 'g',
    weightScale: 'auto',
    packs: [
      {
        name: pack.name,
        slug: pack.slug,
        description: pack.description,
        lineCount: pack.categories.reduce((count, category) => count + category.lines.length, 0),
        totals: weightsOf(pack.totals),
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
        preview: fakeRoute(9).map(([lat, lon]): [number, number] => [lat, lon]),
        previewSegmentStarts: [],
        mainPackBaseMg: 4_000_000,
        updatedAt: '2026-06-01T10:00:00.000Z',
      },
    ],
    ...changes,
  };
}
