import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import type { HttpSession } from './http-session.js';
import { signUp } from './sign-in.js';
import { fromWire, lineFromWire } from '@client/features/packs/api/pack-wire.js';
import type {
  PackCategory,
  PackDetail,
  PackDetailWire,
  PackLine,
  PackLineResponseWire,
} from '@client/features/packs/api/types.js';
import type { TestApp } from './test-app.js';

/**
 * Factories for API tests. Categories and items are made over HTTP, through the same
 * validation and rules as the client's requests, so a factory cannot build what the API would
 * refuse. The one exception is `insertItems`, a single INSERT for tests that need hundreds of
 * rows (paging, query counts), where hundreds of requests would only add time.
 */

/** A JSON response's status and body (null when there is none). */
export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Sends `body` as JSON (when given) and reads the JSON answer. */
export async function requestJson<T = unknown>(
  session: HttpSession,
  url: string,
  method = 'GET',
  body?: unknown,
): Promise<JsonResponse<T>> {
  const response = await session.fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

/*
 * What the API answers: the types generated from its OpenAPI document
 * (client/lib/api/schema.d.ts, `npm run api-types`).
 */
export type CategoryJson = ApiSchema<'GearCategoryResponseDto'>;
export type GearItemJson = ApiSchema<'GearItemResponseDto'>;

/** A signed-in user of their own: the session, their id, and a URL builder for the app. */
export async function createUser(app: TestApp) {
  const { session, me } = await signUp(app.baseUrl);
  return { session, id: me.userId, url: (path: string) => `${app.baseUrl}${path}` };
}

async function created<T>(response: Promise<JsonResponse<T>>, what: string): Promise<T> {
  const { status, body } = await response;
  if (status !== 201)
    throw new Error(`Creating ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** POST /api/gear/categories as the session's user. */
export function createCategory(
  app: TestApp,
  owner: HttpSession,
  values: { name?: string; color?: string } = {},
): Promise<CategoryJson> {
  const body = { name: `Category ${randomUUID().slice(0, 8)}`, ...values };
  return created(
    requestJson<CategoryJson>(owner, `${app.baseUrl}/api/gear/categories`, 'POST', body),
    'a category',
  );
}

/** POST /api/gear/items as the session's user; any field of the create body may be given. */
export function createItem(
  app: TestApp,
  owner: HttpSession,
  values: Record<string, unknown> = {},
): Promise<GearItemJson> {
  const body = { name: `Item ${randomUUID().slice(0, 8)}`, weightMg: 100_000, ...values };
  return created(
    requestJson<GearItemJson>(owner, `${app.baseUrl}/api/gear/items`, 'POST', body),
    'an item',
  );
}

/**
 * `count` items for the owner in one INSERT, straight into the database: "Bulk item 001",
 * "Bulk item 002", ... weighing 1 g, 2 g, ... Returns their ids in that order.
 */
export async function insertItems(app: TestApp, ownerId: string, count: number): Promise<string[]> {
  const rows = await app.app.get(DataSource).query<{ id: string }[]>(
    `INSERT INTO gear_items (owner_id, name, weight_mg)
     SELECT $1, 'Bulk item ' || lpad(n::text, 3, '0'), n * 1000
     FROM generate_series(1, $2::int) AS n
     ORDER BY n
     RETURNING id`,
    [ownerId, count],
  );
  return rows.map((row) => row.id);
}

export type BundleEntryJson = ApiSchema<'BundleEntryDto'>;
export type BundleSummaryJson = ApiSchema<'BundleSummaryDto'>;
export type BundleJson = ApiSchema<'BundleDetailDto'>;
export type WeightTotalsJson = ApiSchema<'PackWeightTotalsDto'>;
export type PackSummaryJson = ApiSchema<'PackSummaryDto'>;

/*
 * The packs API leaves out what a large pack would repeat (a line's category and position,
 * fields at their empty value): tests read its answers as the client's screens do, through the
 * client's own pack-wire.ts (`fromWire`, `lineFromWire`), which puts it back.
 */

/** A pack line as the tests read it: every field present, with its category. */
export type PackLineJson = PackLine;

export type CategoryTotalsJson = ApiSchema<'CategoryTotalsDto'>;

export type PackCategoryJson = PackCategory;

/** A pack as the tests read it: its lines in one list, each with its category and total. */
export type PackJson = PackDetail;

/** A pack's totals as the server sent them: without each line's total, which `fromWire` adds. */
export const sentTotals = ({ byCategory, ...totals }: PackJson['totals']) => ({
  ...totals,
  byCategory: byCategory.map(({ items: _items, ...category }) => category),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A packs API answer with what the API leaves out put back: a whole pack (categories holding
 * lines) unwired, a line on its own (it has a `kind`) given its defaults; anything else as is.
 */
export function unwireResponse<T>(response: JsonResponse<T>): JsonResponse<T> {
  const { body } = response;
  if (!isObject(body) || response.status >= 400) return response;
  const categories = body.categories;
  if (Array.isArray(categories) && categories.every((c) => isObject(c) && 'lines' in c)) {
    return { ...response, body: fromWire(body as unknown as PackDetailWire) as T };
  }
  if ('kind' in body && 'quantity' in body) {
    return { ...response, body: lineFromWire(body as unknown as PackLineResponseWire) as T };
  }
  return response;
}

/** GET /api/packs/:id as the session's user, unwired. */
export async function readPack(app: TestApp, owner: HttpSession, id: string): Promise<PackJson> {
  const { status, body } = await requestJson<PackDetailWire>(
    owner,
    `${app.baseUrl}/api/packs/${id}`,
  );
  if (status !== 200) throw new Error(`reading pack ${id} answered ${status}`);
  return fromWire(body);
}

/** POST /api/bundles as the session's user. */
export function createBundle(
  app: TestApp,
  owner: HttpSession,
  values: Record<string, unknown> = {},
): Promise<BundleJson> {
  const body = { name: `Bundle ${randomUUID().slice(0, 8)}`, ...values };
  return created(
    requestJson<BundleJson>(owner, `${app.baseUrl}/api/bundles`, 'POST', body),
    'a bundle',
  );
}

/** POST /api/bundles/:id/items: puts a library item (not yet in it) into the bundle. */
export function addToBundle(
  app: TestApp,
  owner: HttpSession,
  bundleId: string,
  gearItemId: string,
  quantity?: number,
): Promise<BundleEntryJson> {
  return created(
    requestJson<BundleEntryJson>(owner, `${app.baseUrl}/api/bundles/${bundleId}/items`, 'POST', {
      gearItemId,
      quantity,
    }),
    'a bundle entry',
  );
}

/** POST /api/packs as the session's user. */
export async function createPack(
  app: TestApp,
  owner: HttpSession,
  values: Record<string, unknown> = {},
): Promise<PackJson> {
  const body = { name: `Pack ${randomUUID().slice(0, 8)}`, ...values };
  const pack = await created(
    requestJson<PackDetailWire>(owner, `${app.baseUrl}/api/packs`, 'POST', body),
    'a pack',
  );
  return fromWire(pack);
}

/** POST /api/packs/:id/lines: `body` holds gearItemId, bundleId or newItem, and the flags. */
export async function addLine(
  app: TestApp,
  owner: HttpSession,
  packId: string,
  body: Record<string, unknown>,
): Promise<PackLineJson> {
  const line = await created(
    requestJson<PackLineResponseWire>(
      owner,
      `${app.baseUrl}/api/packs/${packId}/lines`,
      'POST',
      body,
    ),
    'a pack line',
  );
  return lineFromWire(line);
}

/**
 * One line per item in one INSERT, straight into the database (for query counts over
 * hundreds of lines), in the order given.
 */
export async function insertPackLines(
  app: TestApp,
  ownerId: string,
  packId: string,
  gearItemIds: string[],
): Promise<void> {
  await app.app.get(DataSource).query(
    `INSERT INTO pack_lines (owner_id, pack_id, gear_item_id, sort_order)
     SELECT $1, $2, line.id, line.ordinality
     FROM unnest($3::uuid[]) WITH ORDINALITY AS line(id, ordinality)`,
    [ownerId, packId, gearItemIds],
  );
}

export type PlaceJson = ApiSchema<'PlaceResponseDto'>;

/** POST /api/places as the session's user; any field of the create body may be given. */
export function createPlace(
  app: TestApp,
  owner: HttpSession,
  values: Record<string, unknown> = {},
): Promise<PlaceJson> {
  const body = {
    name: `Place ${randomUUID().slice(0, 8)}`,
    latitude: 54.4543,
    longitude: -3.2117,
    ...values,
  };
  return created(
    requestJson<PlaceJson>(owner, `${app.baseUrl}/api/places`, 'POST', body),
    'a place',
  );
}

/**
 * `count` places for the owner in one INSERT, straight into the database (for the cap and query
 * counts): "Bulk place 0001", ... along the equator. Returns their ids in that order.
 */
export async function insertPlaces(
  app: TestApp,
  ownerId: string,
  count: number,
): Promise<string[]> {
  const rows = await app.app.get(DataSource).query<{ id: string }[]>(
    `INSERT INTO places (owner_id, name, latitude, longitude, color, icon)
     SELECT $1, 'Bulk place ' || lpad(n::text, 4, '0'), 0, n * 0.01, '#e53e3e', 'generic'
     FROM generate_series(1, $2::int) AS n
     ORDER BY n
     RETURNING id`,
    [ownerId, count],
  );
  return rows.map((row) => row.id);
}

export type TripJson = ApiSchema<'TripDetailDto'>;
export type TripSummaryJson = ApiSchema<'TripSummaryDto'>;

/** POST /api/trips as the session's user: a day trip unless values say otherwise. */
export function createTrip(
  app: TestApp,
  owner: HttpSession,
  values: Record<string, unknown> = {},
): Promise<TripJson> {
  const body = { name: `Trip ${randomUUID().slice(0, 8)}`, startDate: '2025-07-14', ...values };
  return created(requestJson<TripJson>(owner, `${app.baseUrl}/api/trips`, 'POST', body), 'a trip');
}

/** POST /api/trips/:id/waypoints; answers the trip with it (the new one is the last waypoint). */
export function addTripWaypoint(
  app: TestApp,
  owner: HttpSession,
  tripId: string,
  values: Record<string, unknown> = {},
): Promise<TripJson> {
  const body = {
    name: `Waypoint ${randomUUID().slice(0, 8)}`,
    latitude: 54.4543,
    longitude: -3.2117,
    ...values,
  };
  return created(
    requestJson<TripJson>(owner, `${app.baseUrl}/api/trips/${tripId}/waypoints`, 'POST', body),
    'a trip waypoint',
  );
}

/** PUT /api/trips/:id/route: `[latitude, longitude, elevation or null]` points ([] removes it). */
export async function putTripRoute(
  app: TestApp,
  owner: HttpSession,
  tripId: string,
  points: readonly (readonly [number, number, number | null])[],
): Promise<TripJson> {
  const { status, body } = await requestJson<TripJson>(
    owner,
    `${app.baseUrl}/api/trips/${tripId}/route`,
    'PUT',
    { points },
  );
  if (status !== 200)
    throw new Error(`Putting a route answered ${status}: ${JSON.stringify(body)}`);
  return body;
}
