import { badRequest, conflict, notFound } from '@server/common/errors.js';

export const packNotFound = () => notFound('PACK_NOT_FOUND', 'Pack not found');

export const lineNotFound = () => notFound('PACK_LINE_NOT_FOUND', 'Pack line not found');

export const slugTaken = (slug: string) =>
  conflict('SLUG_TAKEN', `You already have a pack at “${slug}”`, [
    { field: 'slug', message: 'slug is already used by another of your packs' },
  ]);

/**
 * A pack keeps one line per item and per bundle. The error filter passes `errors` through as
 * they are, so the existing line's id travels there for the client to scroll to it.
 */
export const alreadyInPack = (field: 'gearItemId' | 'bundleId', lineId: string) =>
  conflict(
    'ALREADY_IN_PACK',
    'This is already in the pack: change the quantity of its line instead',
    [{ field, message: `${field} is already in this pack`, lineId }],
  );

export const notABundleLine = () =>
  badRequest('NOT_A_BUNDLE_LINE', 'Only a bundle line can be expanded');

const count = (n: number) => n.toLocaleString('en');

/** The pack would pass MAX_PACK_LINES items (each of a bundle's items counting). */
export const packFull = (message: string) => conflict('PACK_FULL', message);

/** The bundle would pass MAX_PACK_LINES items: it could never go in a pack. */
export const bundleFull = (max: number) =>
  conflict('BUNDLE_FULL', `A bundle holds at most ${count(max)} items`);

/** A second import of the same user while one is writing. */
export const importInProgress = () =>
  conflict(
    'IMPORT_IN_PROGRESS',
    'Another of your imports is still running: try again when it is done',
  );

/** The import's record went while it wrote (its account was deleted, or it was taken for dead). */
export const importStopped = () =>
  conflict(
    'IMPORT_STOPPED',
    'The import was stopped before it finished, and nothing of it was kept: try again',
  );
