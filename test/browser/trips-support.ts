import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';

/**
 * Seeding and reading trips through the real API for the trips browser tests (the page's own
 * request context carries its session), and the locators the trip screens share.
 */

export type TripJson = ApiSchema<'TripDetailDto'>;
export type RoutePointJson = [number, number, number | null];

export const TRIPS = '/api/trips';

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

export async function seedTrip(
  request: APIRequestContext,
  body: ApiSchema<'CreateTripDto'>,
): Promise<TripJson> {
  return answer<TripJson>(await request.post(TRIPS, { data: body }), 201);
}

export async function seedRoute(
  request: APIRequestContext,
  tripId: string,
  points: RoutePointJson[],
): Promise<TripJson> {
  return answer<TripJson>(await request.put(`${TRIPS}/${tripId}/route`, { data: { points } }), 200);
}

export async function seedWaypoint(
  request: APIRequestContext,
  tripId: string,
  body: ApiSchema<'CreateTripWaypointDto'>,
): Promise<TripJson> {
  return answer<TripJson>(await request.post(`${TRIPS}/${tripId}/waypoints`, { data: body }), 201);
}

export async function readTrip(request: APIRequestContext, tripId: string): Promise<TripJson> {
  const response = await request.get(`${TRIPS}/${tripId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TripJson;
}

/**
 * A straight walk due east along one latitude (straight on the map too), `count` points, over a
 * hill: 200 m at the ends, 800 m in the middle. About 6.5 km at 54.5° N for 0.1° of longitude.
 */
export function eastwardRoute(
  count = 41,
  from: [number, number] = [54.5, -3.1],
  spanLon = 0.1,
): RoutePointJson[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const elevation = Math.round(200 + 600 * Math.sin(Math.PI * t));
    return [from[0], from[1] + spanLon * t, elevation];
  });
}

export { answered } from './support/browser.js';

export { dragMarker, marker } from './map-support.js';

/** Whether the page is wider than its viewport (something sticks out sideways). */
export const overflowsSideways = (page: Page): Promise<boolean> =>
  page.evaluate<boolean>(
    '(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)()',
  );
