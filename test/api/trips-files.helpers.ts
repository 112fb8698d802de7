import { readFileSync } from 'node:fs';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import type { User } from '@test/support/api-fixture.js';

export type TripDetail = ApiSchema<'TripDetailDto'>;

export interface ErrorJson {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string }[];
}

/** A route file of test/fixtures/gpx (see its README for where each comes from). */
export const routeFixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/gpx/${name}`, import.meta.url));

export interface UploadOptions {
  fileName?: string;
  field?: string;
  type?: string;
}

/** POST a route file as a browser's form sends it: multipart, one field `file`. */
export async function uploadRouteFile<T = TripDetail>(
  user: User,
  path: string,
  content: string | Buffer | null,
  { fileName = 'route.gpx', field = 'file', type = 'application/gpx+xml' }: UploadOptions = {},
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  if (content !== null) form.append(field, new Blob([content], { type }), fileName);
  const response = await user.session.fetch(user.url(path), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as T };
}

/** POST /api/trips/import */
export const importTrip = <T = TripDetail>(
  user: User,
  content: string | Buffer | null,
  options?: UploadOptions,
) => uploadRouteFile<T>(user, '/api/trips/import', content, options);

/** A GPX 1.1 document around `body`. */
export const gpx11 = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;

/** Whether `actual` is within `fraction` of `expected` (0.005 is half a per cent). */
export const within = (actual: number, expected: number, fraction: number): boolean =>
  Math.abs(actual - expected) <= Math.abs(expected) * fraction;
