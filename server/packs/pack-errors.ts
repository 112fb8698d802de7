import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';

export const packNotFound = () =>
  new NotFoundException({ message: 'Pack not found', code: 'PACK_NOT_FOUND' });

export const lineNotFound = () =>
  new NotFoundException({ message: 'Pack line not found', code: 'PACK_LINE_NOT_FOUND' });

export const slugTaken = (slug: string) =>
  new ConflictException({
    message: `You already have a pack at “${slug}”`,
    code: 'SLUG_TAKEN',
    errors: [{ field: 'slug', message: 'slug is already used by another of your packs' }],
  });

/**
 * A pack keeps one line per item and per bundle. The error filter passes `errors` through as
 * they are, so the existing line's id travels there for the client to scroll to it.
 */
export const alreadyInPack = (field: 'gearItemId' | 'bundleId', lineId: string) =>
  new ConflictException({
    message: 'This is already in the pack: change the quantity of its line instead',
    code: 'ALREADY_IN_PACK',
    errors: [{ field, message: `${field} is already in this pack`, lineId }],
  });

export const notABundleLine = () =>
  new BadRequestException({
    message: 'Only a bundle line can be expanded',
    code: 'NOT_A_BUNDLE_LINE',
  });

const count = (n: number) => n.toLocaleString('en');

/** The pack would pass MAX_PACK_LINES items (each of a bundle's items counting). */
export const packFull = (message: string) => new ConflictException({ message, code: 'PACK_FULL' });

/** The bundle would pass MAX_PACK_LINES items: it could never go in a pack. */
export const bundleFull = (max: number) =>
  new ConflictException({
    message: `A bundle holds at most ${count(max)} items`,
    code: 'BUNDLE_FULL',
  });

/** A second import of the same user while one is writing. */
export const importInProgress = () =>
  new ConflictException({
    message: 'Another of your imports is still running: try again when it is done',
    code: 'IMPORT_IN_PROGRESS',
  });

/** The import's record went while it wrote (its account was deleted, or it was taken for dead). */
export const importStopped = () =>
  new ConflictException({
    message: 'The import was stopped before it finished, and nothing of it was kept: try again',
    code: 'IMPORT_STOPPED',
  });
