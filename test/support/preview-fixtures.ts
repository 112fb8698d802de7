/**
 * Packs and trips in the shapes the preview images read (PublicPackDto, PublicTripDto), for
 * the drawing's unit tests.
 */
import type {
  PackPreviewSource,
  TripPreviewSource,
} from '@server/public/preview-image/preview-card.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';

const owner = { username: 'ada', displayName: 'Ada L.' };

const category = (name: string, color: string, baseMg: number) => ({
  name,
  color,
  totals: { baseMg },
});

export function fixturePack(overrides: Partial<PackPreviewSource> = {}): PackPreviewSource {
  return {
    owner,
    name: 'Sierra High Route, September',
    weightUnit: 'kg',
    weightScale: 'auto',
    categories: [
      category('Shelter', '#2f855a', 1_240_000),
      category('Sleep', '#3182ce', 1_080_000),
      category('Pack', '#dd6b20', 890_000),
      category('Kitchen', '#805ad5', 420_000),
      category('Clothing', '#d69e2e', 760_000),
      category('Electronics', '#319795', 310_000),
      category('First aid', '#e53e3e', 140_000),
      category('Worn', '#718096', 0),
    ],
    totals: { baseMg: 4_840_000, totalMg: 7_310_000, itemCount: 43 },
    ...overrides,
  };
}

/**
 * A three-day route in the Alps: a wandering line of `points` points, in two segments (a gap
 * between day 1 and day 2, as a GPX file of separate tracks has).
 */
export function fixtureRoute(points = 600): {
  points: RoutePoint[];
  segmentStarts: number[];
  distanceM: number;
  gainM: number;
} {
  const route: RoutePoint[] = [];
  for (let i = 0; i < points; i++) {
    const t = i / (points - 1);
    const latitude = 46.45 + 0.09 * t + 0.012 * Math.sin(t * 19) + 0.004 * Math.cos(t * 53);
    const longitude = 7.95 + 0.16 * Math.sin(t * 3.2) + 0.01 * Math.sin(t * 31);
    route.push([latitude, longitude, 1400 + 900 * Math.sin(t * 7)]);
  }
  return {
    points: route,
    segmentStarts: [Math.floor(points / 3)],
    distanceM: 42_318,
    gainM: 2_846,
  };
}

export function fixtureTrip(overrides: Partial<TripPreviewSource> = {}): TripPreviewSource {
  return {
    owner,
    name: 'Bernese Oberland traverse',
    activity: 'backpacking',
    startDate: '2025-07-14',
    endDate: '2025-07-16',
    days: 3,
    route: fixtureRoute(),
    plan: { distanceM: 42_318, gainM: 2_846 },
    ...overrides,
  };
}

/** Names no card may choke on: markup, a very long one, emoji, right-to-left scripts. */
export const HOSTILE_NAMES = [
  '<script>alert("x")</script></svg><img src=x onerror=alert(1)>',
  'A very long pack name that goes on and on '.repeat(8),
  'Ü'.repeat(200),
  '🏔️⛺ Ultralight 🎒 kit 👩🏽‍🦰🇨🇭',
  'שלום עולם — מסלול הרים',
  'رحلة في الجبال الأطلسية',
  '\u202eevil override\u202c and\nnew\tlines\u0000',
  '',
];
