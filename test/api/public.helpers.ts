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

const WEIGHT_KEYS = ['totalMg', 'baseMg', 'wornMg', 'consumableMg', 'packWeightMg', 'itemCount'];

/**
 * The fields of every public answer, by its schema's name: `required` always there, `optional`
 * only when set. The contract, written out here and not derived from the DTOs, so that a field
 * the owner's DTOs gain cannot reach a public answer or its docs unnoticed. The owner's schemas
 * that public answers share as they are (weights, day overrides, the route) are listed too.
 */
export const PUBLIC_FIELDS = {
  PublicOwnerDto: {
    required: ['username', 'displayName', 'avatarUrl', 'profilePublic', 'searchIndexing'],
  },
  PublicPackDto: {
    required: [
      'owner',
      'name',
      'description',
      'slug',
      'updatedAt',
      'weightUnit',
      'weightScale',
      'categories',
      'totals',
    ],
  },
  PublicPackTotalsDto: { required: [...WEIGHT_KEYS, 'priceByCurrency'] },
  PublicPackCategoryDto: { required: ['name', 'color', 'totals', 'lines'] },
  PublicCategoryTotalsDto: {
    required: ['totalMg', 'baseMg', 'wornMg', 'consumableMg', 'itemCount', 'priceByCurrency'],
  },
  PublicPackLineDto: {
    required: ['kind', 'quantity'],
    optional: ['worn', 'consumable', 'item', 'bundle'],
  },
  PublicPackItemDto: {
    required: ['name', 'weightMg'],
    optional: ['brand', 'priceMinor', 'currency', 'photoUrl', 'url', 'description'],
  },
  PublicPackBundleDto: { required: ['name', 'description', 'items'] },
  PublicBundleItemDto: {
    required: [
      'name',
      'brand',
      'quantity',
      'weightMg',
      'priceMinor',
      'currency',
      'worn',
      'consumable',
    ],
  },
  PublicTripDto: {
    required: [
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
      'activities',
    ],
  },
  PublicTripActivityDto: {
    required: [
      'name',
      'category',
      'localDate',
      'distanceM',
      'movingS',
      'gainM',
      'line',
      'lineSegmentStarts',
    ],
  },
  PublicTripPlanDto: {
    required: ['distanceM', 'gainM', 'lossM', 'highestM', 'lowestM', 'movingHours', 'days'],
  },
  PublicTripDayDto: {
    required: [
      'day',
      'date',
      'distanceM',
      'gainM',
      'movingHours',
      'endsAt',
      'foodGrams',
      'waterLitres',
    ],
  },
  PublicTripWaypointDto: {
    required: ['name', 'latitude', 'longitude', 'elevationM', 'color', 'icon'],
  },
  PublicTripPackDto: { required: ['name', 'isMain', 'totals', 'slug'] },
  PublicProfileDto: { required: ['owner', 'weightUnit', 'weightScale', 'packs', 'trips'] },
  PublicPackSummaryDto: {
    required: ['name', 'slug', 'description', 'lineCount', 'totals', 'updatedAt'],
  },
  PublicTripSummaryDto: {
    required: [
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
    ],
  },
  PackWeightTotalsDto: { required: WEIGHT_KEYS },
  TripDayOverrideDto: { required: ['day', 'foodGrams', 'waterLitres'] },
  TripRouteDto: {
    required: [
      'points',
      'segmentStarts',
      'distanceM',
      'gainM',
      'lossM',
      'highestM',
      'lowestM',
      'elevationSource',
    ],
  },
} satisfies Record<string, { required: string[]; optional?: string[] }>;

type PublicSchema = keyof typeof PUBLIC_FIELDS;

/** Checks that `value` has exactly the fields of the schema (PUBLIC_FIELDS). */
function expectFieldsOf(name: PublicSchema, value: unknown): void {
  const fields: { required: string[]; optional?: string[] } = PUBLIC_FIELDS[name];
  expectKeys(value, fields.required, fields.optional);
}

/** Checks a public pack's every level against the contract's fields. */
export function expectPublicPackShape(pack: PublicPackJson): void {
  expectFieldsOf('PublicPackDto', pack);
  expectFieldsOf('PublicOwnerDto', pack.owner);
  expectFieldsOf('PublicPackTotalsDto', pack.totals);
  for (const category of pack.categories) {
    expectFieldsOf('PublicPackCategoryDto', category);
    expectFieldsOf('PublicCategoryTotalsDto', category.totals);
    for (const line of category.lines) {
      expectFieldsOf('PublicPackLineDto', line);
      if (line.item) expectFieldsOf('PublicPackItemDto', line.item);
      if (line.bundle) {
        expectFieldsOf('PublicPackBundleDto', line.bundle);
        for (const entry of line.bundle.items) expectFieldsOf('PublicBundleItemDto', entry);
      }
    }
  }
}

export function expectPublicTripShape(trip: PublicTripJson): void {
  expectFieldsOf('PublicTripDto', trip);
  expectFieldsOf('PublicOwnerDto', trip.owner);
  expectFieldsOf('PublicTripPlanDto', trip.plan);
  for (const day of trip.plan.days) expectFieldsOf('PublicTripDayDto', day);
  for (const override of trip.dayOverrides) expectFieldsOf('TripDayOverrideDto', override);
  if (trip.route) expectFieldsOf('TripRouteDto', trip.route);
  for (const waypoint of trip.waypoints) expectFieldsOf('PublicTripWaypointDto', waypoint);
  for (const pack of trip.packs) {
    expectFieldsOf('PublicTripPackDto', pack);
    expectFieldsOf('PackWeightTotalsDto', pack.totals);
  }
  for (const activity of trip.activities) expectFieldsOf('PublicTripActivityDto', activity);
}

export function expectPublicProfileShape(profile: PublicProfileJson): void {
  expectFieldsOf('PublicProfileDto', profile);
  expectFieldsOf('PublicOwnerDto', profile.owner);
  for (const pack of profile.packs) {
    expectFieldsOf('PublicPackSummaryDto', pack);
    expectFieldsOf('PackWeightTotalsDto', pack.totals);
  }
  for (const trip of profile.trips) expectFieldsOf('PublicTripSummaryDto', trip);
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
