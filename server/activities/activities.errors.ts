import { invalidField, notFound } from '@server/common/errors.js';

export const activityNotFound = () => notFound('ACTIVITY_NOT_FOUND', 'Activity not found');

export const noSuchPack = () => invalidField('packId', 'No such pack');

export const noSuchTrip = () => invalidField('tripId', 'No such trip');

export const noSuchGearItem = () => invalidField('gearItemIds', 'No such gear item');

/** A recorded activity's start and figures are its file's. */
export const recordedFigure = (field: string) =>
  invalidField(field, `${field} of a recorded activity comes from its file and cannot be changed`);

/** elapsed time can't be shorter than the time in motion. */
export const movingOverElapsed = () =>
  invalidField('movingS', 'movingS must not be longer than elapsedS');

export const unknownTimeZone = () =>
  invalidField('timeZone', 'timeZone must be a time zone such as Europe/Ljubljana');
