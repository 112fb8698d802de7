import { conflict, invalidField, notFound } from '@server/common/errors.js';

export const tripNotFound = () => notFound('TRIP_NOT_FOUND', 'Trip not found');

export const waypointNotFound = () => notFound('TRIP_WAYPOINT_NOT_FOUND', 'Waypoint not found');

/** A pack named in a body that is missing or another user's. */
export const noSuchPack = () => invalidField('packs', 'No such pack');

export const endBeforeStart = () => invalidField('endDate', 'endDate must not be before startDate');

export const tripTooLong = (maxDays: number) =>
  invalidField('endDate', `A trip lasts at most ${maxDays} days`);

/** latitude and longitude go together: both set, or both cleared. */
export const halfAPosition = (missing: 'latitude' | 'longitude') =>
  invalidField(
    missing,
    `${missing} must be sent with ${missing === 'latitude' ? 'longitude' : 'latitude'}`,
  );

/** The trip has MAX_TRIP_WAYPOINTS waypoints: one must go before another is added. */
export const waypointsFull = (max: number) =>
  conflict(
    'TRIP_WAYPOINTS_FULL',
    `A trip holds at most ${max.toLocaleString('en')} waypoints: delete one to add another`,
  );
