import { gunzipSync } from 'node:zlib';
import { routeFileText } from '@server/trips/files/route-file-text.js';
import { HttpException } from '@nestjs/common';
import { ActivityFileError } from './parsed-activity.js';

/** The largest activity file taken, uncompressed: 25 MB (a day's FIT of every second is ~2). */
export const MAX_ACTIVITY_FILE_MB = 25;
export const MAX_ACTIVITY_FILE_BYTES = MAX_ACTIVITY_FILE_MB * 1024 * 1024;

/** What the worker reads: a FIT file's bytes, or a GPX or TCX file's checked text. */
export type ActivityFileInput = { kind: 'fit'; bytes: Uint8Array } | { kind: 'xml'; text: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

const GZIP = [0x1f, 0x8b];

/** Formats people mistake for activity files, by their magic numbers. */
const OTHER_FORMATS: readonly { prefix: readonly number[]; message: string }[] = [
  {
    prefix: [0x50, 0x4b, 0x03, 0x04],
    message:
      'The file is a zip archive: unzip it and upload the .fit, .tcx or .gpx files inside (a whole Strava export goes through its own import)',
  },
  { prefix: [0x89, 0x50, 0x4e, 0x47], message: 'The file is a PNG picture, not an activity' },
  { prefix: [0xff, 0xd8, 0xff], message: 'The file is a JPEG picture, not an activity' },
  { prefix: [0x25, 0x50, 0x44, 0x46], message: 'The file is a PDF, not an activity' },
];

/** A FIT file carries ".FIT" at bytes 8 to 11 (after a 12- or 14-byte header's first fields). */
const isFit = (bytes: Uint8Array): boolean =>
  bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT';

/** Gzipped files (Strava's exports hold .fit.gz and .gpx.gz) unpacked, within the size limit. */
function unpacked(bytes: Uint8Array): Uint8Array {
  if (!startsWith(bytes, GZIP)) return bytes;
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_ACTIVITY_FILE_BYTES });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ActivityFileError(
      tooLarge ? 'too-large' : 'broken',
      tooLarge
        ? `The file unpacks to more than ${MAX_ACTIVITY_FILE_MB} MB, more than an activity file holds`
        : 'The file is compressed (gzip) but its data is damaged',
    );
  }
}

/**
 * The type of an uploaded file, decided from its bytes (never its name): FIT by its header,
 * else text checked as the trips check route files (encoding, no DOCTYPE or ENTITY, a shape
 * real files have), which the worker then reads as GPX or TCX.
 */
export function activityFileInput(uploaded: Uint8Array): ActivityFileInput {
  if (uploaded.length === 0) {
    throw new ActivityFileError('empty', 'The file is empty: it has no data at all (0 bytes)');
  }
  const bytes = unpacked(uploaded);
  if (isFit(bytes)) return { kind: 'fit', bytes };
  const other = OTHER_FORMATS.find(({ prefix }) => startsWith(bytes, prefix));
  if (other) throw new ActivityFileError('unsupported-type', other.message);
  try {
    return { kind: 'xml', text: routeFileText(bytes) };
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const { message } = error.getResponse() as { message?: string };
    throw new ActivityFileError('broken', message ?? error.message);
  }
}
