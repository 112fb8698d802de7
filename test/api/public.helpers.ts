import { expect } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import type { User } from '@test/support/api-fixture.js';
import { requestJson, type JsonResponse } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import type { TestApp } from '@test/support/test-app.js';

export type PublicPackJson = ApiSchema<'PublicPackDto'>;
export type PublicTripJson = ApiSchema<'PublicTripDto'>;
export type PublicProfileJson = ApiSchema<'PublicProfileDto'>;
export type CopyResultJson = ApiSchema<'CopyPublicPackResultDto'>;

/** The one body of every public "not there". */
export const NOT_FOUND_BODY = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Not Found',
  code: 'PUBLIC_PAGE_NOT_FOUND',
};

/** GET a public address with no session: the status, the raw text and the parsed body. */
export async function visit<T = unknown>(
  app: TestApp,
  path: string,
): Promise<{ status: number; text: string; body: T; headers: Headers }> {
  const response = await new HttpSession().fetch(`${app.baseUrl}${path}`);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as T, headers: response.headers };
}

/** Answers 404 with exactly the one body, byte for byte. */
export async function expectNotFound(app: TestApp, path: string): Promise<void> {
  const { status, text } = await visit(app, path);
  expect({ path, status }).toEqual({ path, status: 404 });
  expect(text).toBe(JSON.stringify(NOT_FOUND_BODY));
}

/** PATCH /api/account as the user (username, profilePublic, ...). */
export async function setAccount(user: User, values: Record<string, unknown>): Promise<void> {
  const { status, body } = await requestJson(
    user.session,
    user.url('/api/account'),
    'PATCH',
    values,
  );
  if (status !== 200)
    throw new Error(`PATCH /api/account answered ${status}: ${JSON.stringify(body)}`);
}

/** PATCH a pack or trip of the user's and expect 200. */
export async function patch<T = unknown>(
  user: User,
  path: string,
  values: Record<string, unknown>,
): Promise<JsonResponse<T>> {
  const response = await requestJson<T>(user.session, user.url(path), 'PATCH', values);
  if (response.status !== 200)
    throw new Error(`PATCH ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}

/**
 * The keys an object may have: `required` always, `optional` when present. Anything else
 * fails, so a field added to the owner's answers cannot slip into a public one unnoticed.
 */
export function expectKeys(
  value: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): void {
  expect(value).toBeTypeOf('object');
  const keys = Object.keys(value as object);
  for (const key of required) expect(keys).toContain(key);
  for (const key of keys) expect([...required, ...optional]).toContain(key);
}

export const OWNER_KEYS = [
  'username',
  'displayName',
  'avatarUrl',
  'profilePublic',
  'searchIndexing',
];
export const WEIGHT_KEYS = [
  'totalMg',
  'baseMg',
  'wornMg',
  'consumableMg',
  'packWeightMg',
  'itemCount',
];

/** Checks a public pack's every level against the contract's fields. */
export function expectPublicPackShape(pack: PublicPackJson): void {
  expectKeys(pack, [
    'owner',
    'name',
    'description',
    'slug',
    'updatedAt',
    'weightUnit',
    'weightScale',
    'categories',
    'totals',
  ]);
  expectKeys(pack.owner, OWNER_KEYS);
  expectKeys(pack.totals, [...WEIGHT_KEYS, 'priceByCurrency']);
  for (const category of pack.categories) {
    expectKeys(category, ['name', 'color', 'totals', 'lines']);
    expectKeys(category.totals, [
      'totalMg',
      'baseMg',
      'wornMg',
      'consumableMg',
      'itemCount',
      'priceByCurrency',
    ]);
    for (const line of category.lines) {
      expectKeys(line, ['kind', 'quantity'], ['worn', 'consumable', 'item', 'bundle']);
      if (line.item) {
        expectKeys(
          line.item,
          ['name', 'weightMg'],
          ['brand', 'priceMinor', 'currency', 'photoUrl', 'url', 'description'],
        );
      }
      if (line.bundle) {
        expectKeys(line.bundle, ['name', 'description', 'items']);
        for (const entry of line.bundle.items) {
          expectKeys(entry, [
            'name',
            'brand',
            'quantity',
            'weightMg',
            'priceMinor',
            'currency',
            'worn',
            'consumable',
          ]);
        }
      }
    }
  }
}

export function expectPublicTripShape(trip: PublicTripJson): void {
  expectKeys(trip, [
    'owner',
    'id',
    'name',
    'description',
    'activity',
    'startDate',
    'endDate',
    'days',
    'weightUnit',
    'weightScale',
    'paceKmh',
    'climbMPerHour',
    'effectiveFoodPerDayGrams',
    'waterLitresPerHour',
    'dayOverrides',
    'latitude',
    'longitude',
    'routeEndsHidden',
    'route',
    'waypoints',
    'plan',
    'packs',
  ]);
  expectKeys(trip.owner, OWNER_KEYS);
  expectKeys(trip.plan, [
    'distanceM',
    'gainM',
    'lossM',
    'highestM',
    'lowestM',
    'movingHours',
    'days',
  ]);
  for (const day of trip.plan.days) {
    expectKeys(day, [
      'day',
      'date',
      'distanceM',
      'gainM',
      'movingHours',
      'endsAt',
      'foodGrams',
      'waterLitres',
    ]);
  }
  for (const override of trip.dayOverrides) {
    expectKeys(override, ['day', 'foodGrams', 'waterLitres']);
  }
  if (trip.route) {
    expectKeys(trip.route, [
      'points',
      'segmentStarts',
      'distanceM',
      'gainM',
      'lossM',
      'highestM',
      'lowestM',
      'elevationSource',
    ]);
  }
  for (const waypoint of trip.waypoints) {
    expectKeys(waypoint, ['name', 'latitude', 'longitude', 'elevationM', 'color', 'icon']);
  }
  for (const pack of trip.packs) {
    expectKeys(pack, ['name', 'isMain', 'totals', 'slug']);
    expectKeys(pack.totals, WEIGHT_KEYS);
  }
}

export function expectPublicProfileShape(profile: PublicProfileJson): void {
  expectKeys(profile, ['owner', 'weightUnit', 'weightScale', 'packs', 'trips']);
  expectKeys(profile.owner, OWNER_KEYS);
  for (const pack of profile.packs) {
    expectKeys(pack, ['name', 'slug', 'description', 'lineCount', 'totals', 'updatedAt']);
    expectKeys(pack.totals, WEIGHT_KEYS);
  }
  for (const trip of profile.trips) {
    expectKeys(trip, [
      'id',
      'name',
      'activity',
      'startDate',
      'endDate',
      'days',
      'distanceM',
      'gainM',
      'preview',
      'previewSegmentStarts',
      'mainPackBaseMg',
      'updatedAt',
    ]);
  }
}

/** A point `northM` metres north of 54.4° N, 3.1° W, with an elevation (no tiles needed). */
export const NORTH_PER_DEGREE = 111_250;
export const north = (northM: number, elevation = 100): [number, number, number] => [
  54.4 + northM / NORTH_PER_DEGREE,
  -3.1,
  elevation + northM / 100,
];

/** A straight route north, a point every `stepM` metres. */
export const straightRoute = (totalM: number, stepM = 100): [number, number, number][] =>
  Array.from({ length: Math.floor(totalM / stepM) + 1 }, (_, i) => north(i * stepM));
