import { DataSource } from 'typeorm';
import type { TestApp } from '@test/support/test-app.js';

/** An error body as the API answers it. */
export interface ErrorJson {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string }[];
}

/** What a refused body answers: a 400 naming each field with its reason (or reasons). */
export const refused = (...errors: [field: string, message: string | string[]][]) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  errors: errors.flatMap(([field, messages]) =>
    [messages].flat().map((message) => ({ field, message })),
  ),
});

export const NUL_MESSAGE = 'must not contain NUL characters (\\u0000)';

/**
 * `count` waypoints on a trip in one INSERT, straight into the database (for the cap and query
 * counts), in order.
 */
export async function insertTripWaypoints(
  app: TestApp,
  ownerId: string,
  tripId: string,
  count: number,
): Promise<void> {
  await app.app.get(DataSource).query(
    `INSERT INTO trip_waypoints (owner_id, trip_id, name, latitude, longitude, color, icon, created_at)
     SELECT $1, $2, 'Bulk waypoint ' || n, 54, n * 0.001, '#e53e3e', 'generic',
            now() - interval '1 day' + n * interval '1 second'
     FROM generate_series(1, $3::int) AS n`,
    [ownerId, tripId, count],
  );
}
