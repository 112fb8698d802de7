import { conflict, notFound } from '@server/common/errors.js';

export const placeNotFound = () => notFound('PLACE_NOT_FOUND', 'Place not found');

/** The user already has MAX_PLACES places: one must go before another is saved. */
export const placesFull = (max: number) =>
  conflict(
    'PLACES_FULL',
    `You can save at most ${max.toLocaleString('en')} places: delete one to add another`,
  );
